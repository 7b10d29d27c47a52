import { categoryWordsResponseSchema, lightweightCategoriesResponseSchema, userWordResponseSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';

let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const addWord = (user: TestUser | null, payload: unknown) => t.request('POST', '/api/vocabulary/words', { user, payload });
const editWord = (user: TestUser | null, id: number | string, payload: unknown) =>
  t.request('PUT', `/api/vocabulary/words/${id}`, { user, payload });
const deleteWord = (user: TestUser | null, id: number | string) => t.request('DELETE', `/api/vocabulary/words/${id}`, { user });

const wordsIn = (categoryId: number) =>
  t.db
    .selectFrom('words')
    .select(['id', 'english', 'russian', 'part_of_speech'])
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .execute();

/** What the public sees: the words route and the picker's word count (both cached). */
async function publicView(name: string, user?: TestUser): Promise<{ words: string[]; count: number | undefined }> {
  const words = await t.request('GET', `/api/vocabulary/category/${encodeURIComponent(name)}`, { user });
  const picker = await t.request('GET', '/api/vocabulary/categories/lightweight', { user });
  return {
    words: categoryWordsResponseSchema.parse(words.json()).words.map((word) => `${word.english}=${word.russian}`),
    count: lightweightCategoriesResponseSchema.parse(picker.json()).categories.find((entry) => entry.name === name)?.word_count,
  };
}

const INVALID_ENGLISH = 'English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )';

describe('POST /vocabulary/words', () => {
  it('adds a word to a system category (201), cleaned by the shared sanitiser; lists show it at once', async () => {
    const system = await createTestCategory(t.db, { name: 'admin-sys', words: [['one', 'один']] });
    expect(await publicView('admin-sys')).toEqual({ words: ['one=один'], count: 1 });

    const response = await addWord(admin, {
      categoryName: 'admin-sys',
      english: ' <to  run> ',
      russian: 'бежать;',
      part_of_speech: 'Verb',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = userWordResponseSchema.parse(response.json());
    expect(body).toEqual({
      message: 'Word added successfully!',
      word: {
        id: expect.any(Number),
        english: 'to run',
        russian: 'бежать',
        part_of_speech: 'verb',
        image: null,
        sound: null,
        category_id: system.id,
        category: 'admin-sys',
      },
    });
    expect(await wordsIn(system.id)).toEqual([
      { id: system.wordIds[0], english: 'one', russian: 'один', part_of_speech: 'noun' },
      { id: body.word.id, english: 'to run', russian: 'бежать', part_of_speech: 'verb' },
    ]);
    expect(await publicView('admin-sys')).toEqual({ words: ['one=один', 'to run=бежать'], count: 2 });
  });

  it('adds to a learner’s private category, and to the admin’s own found by display name', async () => {
    const learners = await createTestCategory(t.db, { user_id: alice.id, privacy: 'private' });
    const response = await addWord(admin, { categoryName: learners.name, english: 'cat', russian: 'кошка' });
    expect(response.statusCode).toBe(201);
    expect(await wordsIn(learners.id)).toMatchObject([{ english: 'cat', russian: 'кошка', part_of_speech: 'noun' }]);
    expect((await publicView(learners.name, alice)).count).toBe(1);

    const own = await createTestCategory(t.db, { name: 'admin-own-1', display_name: 'My Desk', user_id: admin.id });
    expect((await addWord(admin, { categoryName: 'my desk', english: 'pen', russian: 'ручка' })).statusCode).toBe(201);
    expect(await wordsIn(own.id)).toMatchObject([{ english: 'pen' }]);
  });

  it('takes a system category by the name it was created with (any case or spacing), and still by its key', async () => {
    const created = await t.request('POST', '/api/vocabulary/categories', {
      user: admin,
      payload: { categoryName: 'Ocean Life', tag: 'pre-built' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { categoryId } = created.json<{ categoryId: number }>();
    const byDisplayName = await addWord(admin, { categoryName: 'Ocean Life', english: 'whale', russian: 'кит' });
    expect(byDisplayName.statusCode, byDisplayName.body).toBe(201);
    expect(userWordResponseSchema.parse(byDisplayName.json()).word).toMatchObject({ category_id: categoryId, english: 'whale' });
    expect((await addWord(admin, { categoryName: ' ocean  LIFE ', english: 'seal', russian: 'тюлень' })).statusCode).toBe(201);
    const key = userWordResponseSchema.parse(byDisplayName.json()).word.category;
    expect((await addWord(admin, { categoryName: key, english: 'shark', russian: 'акула' })).statusCode).toBe(201);
    expect((await wordsIn(categoryId)).map((word) => word.english)).toEqual(['whale', 'seal', 'shark']);
    // A learner's category is still named by its key: display names are per owner.
    await createTestCategory(t.db, { name: 'alice-pond', display_name: 'Pond Life', user_id: alice.id });
    expectError(
      await addWord(admin, { categoryName: 'Pond Life', english: 'frog', russian: 'лягушка' }),
      404,
      'Category not found',
    );
  });

  it('refuses a pair already in the category (409, ignoring case) and changes nothing', async () => {
    const category = await createTestCategory(t.db, { words: [['Dog', 'Собака']] });
    expectError(
      await addWord(admin, { categoryName: category.name, english: 'dog', russian: 'собака' }),
      409,
      'This word pair is already in this category',
    );
    expect(await wordsIn(category.id)).toHaveLength(1);
    // The same English with another translation is a different pair.
    expect((await addWord(admin, { categoryName: category.name, english: 'dog', russian: 'пёс' })).statusCode).toBe(201);
  });

  it.each([
    [{ english: 'a', russian: 'б' }, 'Category name cannot be empty'],
    [{ categoryName: '  ', english: 'a', russian: 'б' }, 'Category name cannot be empty'],
    [{ categoryName: 'c', russian: 'б' }, 'English word is required'],
    [{ categoryName: 'c', english: '<>', russian: 'б' }, 'English word cannot be empty'],
    [{ categoryName: 'c', english: 'a@b', russian: 'б' }, INVALID_ENGLISH],
    [{ categoryName: 'c', english: 'a'.repeat(101), russian: 'б' }, 'English word must be at most 100 characters'],
    [{ categoryName: 'c', english: 'a', russian: '' }, 'Russian word cannot be empty'],
    [
      { categoryName: 'c', english: 'a', russian: 'б', part_of_speech: 'thing' },
      'part_of_speech must be one of noun, verb, adjective, adverb, preposition, pronoun, conjunction, interjection',
    ],
  ])('refuses %j with 400', async (payload, error) => {
    expectError(await addWord(admin, payload), 400, error);
  });

  it('answers 404 for a category that does not exist', async () => {
    expectError(
      await addWord(admin, { categoryName: 'no-such-category', english: 'a', russian: 'б' }),
      404,
      'Category not found',
    );
  });
});

describe('PUT /vocabulary/words/{id}', () => {
  it('changes both sides of any word (part of speech kept); the words route shows it at once', async () => {
    const category = await createTestCategory(t.db, {
      user_id: alice.id,
      privacy: 'shared',
      words: [
        ['house', 'дом'],
        ['to go', 'идти', 'verb'],
      ],
    });
    expect((await publicView(category.name)).words).toEqual(['house=дом', 'to go=идти']);
    const id = category.wordIds[1] as number;
    const response = await editWord(admin, id, { english: 'to walk', russian: 'ходить' });
    expect(response.statusCode).toBe(200);
    expect(userWordResponseSchema.parse(response.json())).toEqual({
      message: 'Word updated successfully!',
      word: {
        id,
        english: 'to walk',
        russian: 'ходить',
        part_of_speech: 'verb',
        image: null,
        sound: null,
        category_id: category.id,
        category: category.name,
      },
    });
    expect(await publicView(category.name)).toEqual({ words: ['house=дом', 'to walk=ходить'], count: 2 });
  });

  it('refuses a copy of another word (409), bad ids and sides (400) and missing words (404)', async () => {
    const category = await createTestCategory(t.db, {
      words: [
        ['sun', 'солнце'],
        ['moon', 'луна'],
      ],
    });
    const [sun, moon] = category.wordIds as [number, number];
    expectError(
      await editWord(admin, moon, { english: 'SUN', russian: 'солнце' }),
      409,
      'This word pair is already in this category',
    );
    // Its own pair in another case is fine.
    expect((await editWord(admin, sun, { english: 'Sun', russian: 'Солнце' })).statusCode).toBe(200);
    expectError(await editWord(admin, moon, { english: 'moon' }), 400, 'Russian word is required');
    expectError(await editWord(admin, moon, { english: ' ', russian: 'луна' }), 400, 'English word cannot be empty');
    expectError(await editWord(admin, moon, { english: 'm#', russian: 'луна' }), 400, INVALID_ENGLISH);
    expectError(await editWord(admin, 'x', { english: 'a', russian: 'б' }), 400, 'id must be a positive whole number');
    expectError(await editWord(admin, 2_000_000_000, { english: 'a', russian: 'б' }), 404, 'Word not found');
    expect(await wordsIn(category.id)).toMatchObject([{ english: 'Sun' }, { english: 'moon', russian: 'луна' }]);
  });
});

describe('DELETE /vocabulary/words/{id}', () => {
  it('deletes any word; the words route and the picker’s count show it at once', async () => {
    const category = await createTestCategory(t.db, { user_id: alice.id, privacy: 'shared', words: 3 });
    expect((await publicView(category.name)).count).toBe(3);
    const response = await deleteWord(admin, category.wordIds[0] as number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Word deleted successfully!' });
    expect(await publicView(category.name)).toEqual({ words: ['word2=слово2', 'word3=слово3'], count: 2 });
    expectError(await deleteWord(admin, category.wordIds[0] as number), 404, 'Word not found');
  });

  it('refuses bad ids (400)', async () => {
    expectError(await deleteWord(admin, '0'), 400, 'id must be a positive whole number');
    expectError(await deleteWord(admin, '1.5'), 400, 'id must be a positive whole number');
    expectError(await deleteWord(admin, '99999999999'), 400, 'id must be a positive whole number');
  });
});

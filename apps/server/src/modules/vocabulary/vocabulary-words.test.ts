import type { VocabularyWord } from '@slovo/shared';
import { VOCABULARY_MESSAGES, categoryWordsResponseSchema, vocabularyWordSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../app-error';
import { SEED_CATEGORIES } from '../../db/seed/data';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';
import {
  findVisibleCategoryById,
  findVisibleCategoryByName,
  findWordsOfCategory,
  getCategoryWordsForUser,
  listWordIdsOfCategory,
} from './index';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

const animals = SEED_CATEGORIES.find((category) => category.name === 'animals');
if (!animals) throw new Error('the seed has no animals category');

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  alice = await t.registerUser();
  bob = await t.registerUser();
  admin = await t.createAdmin();
  await createTestCategory(t.db, {
    name: 'alice-private',
    user_id: alice.id,
    privacy: 'private',
    words: [
      ['one', 'один', 'adjective'],
      ['two', 'два'],
      ['three', 'три'],
    ],
  });
  await createTestCategory(t.db, {
    name: 'alice-shared',
    user_id: alice.id,
    privacy: 'shared',
    words: [['hello', 'привет', 'interjection']],
  });
  await createTestCategory(t.db, { name: 'my words', user_id: alice.id, privacy: 'shared', words: [['space', 'пробел']] });
  await createTestCategory(t.db, { name: 'мои слова', user_id: alice.id, privacy: 'shared', words: [['mine', 'мой']] });
  await createTestCategory(t.db, { name: 'empty-one', words: [] });
});

afterAll(async () => {
  await t?.close();
});

async function words(name: string, query = '', user?: TestUser): Promise<VocabularyWord[]> {
  const response = await t.request('GET', `/api/vocabulary/category/${encodeURIComponent(name)}${query}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return categoryWordsResponseSchema.parse(response.json()).words;
}

describe('GET /api/vocabulary/category/{name}', () => {
  it('answers the category words in the order they were added, each with its category name', async () => {
    const response = await t.request('GET', '/api/vocabulary/category/animals');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const list = categoryWordsResponseSchema.parse(response.json()).words;
    for (const word of list) expect(vocabularyWordSchema.strict().parse(word)).toEqual(word);
    expect(list.map((word) => [word.english, word.russian, word.part_of_speech])).toEqual(animals.words.map((word) => [...word]));
    expect(list.every((word) => word.category === 'animals')).toBe(true);
    expect(list.map((word) => word.id)).toEqual([...list.map((word) => word.id)].sort((a, b) => a - b));
  });

  it('answers an existing category without words with an empty list', async () => {
    expect(await words('empty-one')).toEqual([]);
  });

  it('finds names with spaces and Cyrillic letters (URL-encoded)', async () => {
    expect((await words('my words')).map((word) => word.english)).toEqual(['space']);
    expect((await words('мои слова')).map((word) => [word.english, word.category])).toEqual([['mine', 'мои слова']]);
  });

  it('answers 404 for an unknown category, and matches the name exactly', async () => {
    for (const name of ['no-such-category', 'Animals', 'animal']) {
      expectError(await t.request('GET', `/api/vocabulary/category/${name}`), 404, 'Category not found');
    }
  });

  it('shows a private category only to its owner and admins; others get the same 404 as for a missing one', async () => {
    expect((await words('alice-private', '', alice)).map((word) => word.english)).toEqual(['one', 'two', 'three']);
    expect((await words('alice-private', '', admin)).map((word) => word.english)).toEqual(['one', 'two', 'three']);
    for (const user of [undefined, bob]) {
      expectError(await t.request('GET', '/api/vocabulary/category/alice-private', { user }), 404, 'Category not found');
    }
  });

  it('shows shared and system categories to everyone', async () => {
    for (const user of [undefined, alice, bob, admin]) {
      expect((await words('alice-shared', '', user)).map((word) => [word.english, word.part_of_speech])).toEqual([
        ['hello', 'interjection'],
      ]);
      expect(await words('animals', '', user)).toHaveLength(animals.words.length);
    }
  });

  describe('count and shuffle ("words by category with a count")', () => {
    it('count takes the first words in order; -1 or a count above the size takes all', async () => {
      const all = await words('animals');
      expect(await words('animals', '?count=5')).toEqual(all.slice(0, 5));
      expect(await words('animals', '?count=-1')).toEqual(all);
      expect(await words('animals', '?count=100000')).toEqual(all);
      expect(await words('animals', '?shuffle=false')).toEqual(all);
    });

    it('shuffle returns the same words in a new order, then takes count of them', async () => {
      const all = await words('animals');
      const byId = (a: VocabularyWord, b: VocabularyWord) => a.id - b.id;
      let orderChanged = false;
      for (let attempt = 0; attempt < 5 && !orderChanged; attempt += 1) {
        const shuffled = await words('animals', '?shuffle=true');
        expect([...shuffled].sort(byId)).toEqual(all);
        orderChanged = shuffled.some((word, index) => word.id !== all[index]?.id);
      }
      expect(orderChanged).toBe(true);

      const picks = new Set<number>();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const some = await words('animals', '?count=10&shuffle=TRUE');
        expect(some).toHaveLength(10);
        expect(new Set(some.map((word) => word.id)).size).toBe(10);
        for (const word of some) {
          expect(all).toContainEqual(word);
          picks.add(word.id);
        }
      }
      // Five random draws of 10 from some 70 words do not all land on the same ten.
      expect(picks.size).toBeGreaterThan(10);
    });

    it.each([
      ['count=0', VOCABULARY_MESSAGES.countInvalid],
      ['count=-2', VOCABULARY_MESSAGES.countInvalid],
      ['count=1.5', VOCABULARY_MESSAGES.countInvalid],
      ['count=ten', VOCABULARY_MESSAGES.countInvalid],
      ['count=99999999999999999999', VOCABULARY_MESSAGES.countInvalid],
      ['shuffle=maybe', VOCABULARY_MESSAGES.shuffleInvalid],
      ['shuffle=1', VOCABULARY_MESSAGES.shuffleInvalid],
    ])('?%s → 400 with a message', async (query, message) => {
      expectError(await t.request('GET', `/api/vocabulary/category/animals?${query}`), 400, message);
    });
  });
});

describe('the vocabulary feature for other features', () => {
  it('getCategoryWordsForUser answers the words of a category the user may see', async () => {
    const result = await getCategoryWordsForUser(await t.contextFor(alice), 'alice-private');
    expect(result.category).toMatchObject({
      name: 'alice-private',
      user_id: alice.id,
      privacy: 'private',
      is_approved_list: false,
    });
    expect(result.words).toEqual(await words('alice-private', '', alice));
    expect((await getCategoryWordsForUser(await t.contextFor(null), 'animals')).words).toHaveLength(animals.words.length);
  });

  it('getCategoryWordsForUser throws 404 for a category the user may not see, or that does not exist', async () => {
    for (const [caller, name] of [
      [null, 'alice-private'],
      [bob, 'alice-private'],
      [alice, 'no-such-category'],
    ] as const) {
      const failure = getCategoryWordsForUser(await t.contextFor(caller), name);
      await expect(failure).rejects.toBeInstanceOf(AppError);
      await expect(failure).rejects.toMatchObject({ status: 404, message: 'Category not found' });
    }
  });

  it('findVisibleCategoryByName and findVisibleCategoryById apply the same visibility', async () => {
    const anonymous = await t.contextFor(null);
    expect(await findVisibleCategoryByName(anonymous, 'alice-private')).toBeUndefined();
    const privateOne = await findVisibleCategoryByName(await t.contextFor(admin), 'alice-private');
    expect(privateOne).toMatchObject({ name: 'alice-private' });
    expect(await findVisibleCategoryByName(anonymous, 'alice-shared')).toMatchObject({
      name: 'alice-shared',
      privacy: 'shared',
    });

    const id = privateOne?.id ?? 0;
    expect(await findVisibleCategoryById(anonymous, id)).toBeUndefined();
    expect(await findVisibleCategoryById(await t.contextFor(bob), id)).toBeUndefined();
    expect(await findVisibleCategoryById(await t.contextFor(alice), id)).toEqual(privateOne);
    expect(await findVisibleCategoryById(anonymous, 999_999_999)).toBeUndefined();
  });

  it("lists a category's word ids and finds its words by id in the order asked, leaving out others", async () => {
    const context = await t.contextFor(alice);
    const category = await findVisibleCategoryByName(context, 'alice-private');
    if (!category) throw new Error('alice-private is missing');
    const ids = await listWordIdsOfCategory(context, category);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const all = await words('alice-private', '', alice);
    expect(ids).toEqual(all.map((word) => word.id));

    const other = (await words('alice-shared', '', alice))[0]?.id ?? 0;
    const [first, second, third] = ids as [number, number, number];
    const found = await findWordsOfCategory(context, category, [third, other, first, 999_999_999, second]);
    expect(found.map((word) => word.id)).toEqual([third, first, second]);
    expect(found[0]).toEqual(all[2]);
    expect(await findWordsOfCategory(context, category, [])).toEqual([]);
  });
});

describe('what the seeded words know (issue 32)', () => {
  it('answers each seeded word with its reviewed stress, gender, forms and their source', async () => {
    const list = await words('animals');
    const dog = list.find((word) => word.english === 'dog');
    expect(dog).toMatchObject({
      russian: 'собака',
      stressed: 'соба\u0301ка',
      gender: 'f',
      animate: true,
      forms: { gen_sg: 'соба\u0301ки', nom_pl: 'соба\u0301ки', gen_pl: 'соба\u0301к' },
      sources: { stressed: 'dictionary:slovo-seed@1', gender: 'dictionary:slovo-seed@1' },
    });
    // ё needs no mark: the word carries no stressed form, the rest of what it knows stays.
    expect(list.find((word) => word.english === 'hedgehog')).not.toHaveProperty('stressed');
    expect(list.find((word) => word.english === 'hedgehog')).toMatchObject({ gender: 'm' });
  });

  it('shows the stressed form in the word search', async () => {
    const response = await t.request('GET', `/api/vocabulary/search?q=${encodeURIComponent('собака')}`);
    expect(response.statusCode, response.body).toBe(200);
    const results = (response.json() as { results: Array<{ russian: string; stressed?: string }> }).results;
    expect(results.find((word) => word.russian === 'собака')?.stressed).toBe('соба\u0301ка');
  });
});

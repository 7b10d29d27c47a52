import type { BatchAddWordsResponse, UserWordResponse } from '@slovo/shared';
import { MAX_BATCH_PAIRS, batchAddWordsResponseSchema, userWordResponseSchema } from '@slovo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const addWord = (user: TestUser | null, payload: unknown) => t.request('POST', '/api/vocabulary/user/words', { user, payload });
const editWord = (user: TestUser | null, id: number | string, payload: unknown) =>
  t.request('PUT', `/api/vocabulary/user/words/${id}`, { user, payload });
const deleteWord = (user: TestUser | null, id: number | string) =>
  t.request('DELETE', `/api/vocabulary/user/words/${id}`, { user });
const addBatch = (user: TestUser | null, payload: unknown) =>
  t.request('POST', '/api/vocabulary/user/words/batch', { user, payload });

async function wordsIn(categoryId: number) {
  return t.db
    .selectFrom('words')
    .select(['id', 'english', 'russian', 'part_of_speech'])
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .execute();
}

const own = (user: TestUser, spec: Parameters<typeof createTestCategory>[1] = {}): Promise<TestCategory> =>
  createTestCategory(t.db, { user_id: user.id, ...spec });

const INVALID_ENGLISH = 'English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )';

describe('POST /vocabulary/user/words', () => {
  it('adds one pair to the caller’s category found by its name (201), noun by default', async () => {
    const category = await own(alice, { display_name: 'Add One' });
    const response = await addWord(alice, { categoryName: category.name, english: 'cat', russian: 'кошка' });
    expect(response.statusCode).toBe(201);
    const body = userWordResponseSchema.parse(response.json());
    expect(body).toEqual({
      message: 'Word added successfully!',
      word: {
        id: body.word.id,
        english: 'cat',
        russian: 'кошка',
        part_of_speech: 'noun',
        image: null,
        sound: null,
        category_id: category.id,
        category: category.name,
      },
    });
    expect(await wordsIn(category.id)).toEqual([{ id: body.word.id, english: 'cat', russian: 'кошка', part_of_speech: 'noun' }]);
  });

  it('finds the category by its display name ignoring case too, and takes a part of speech in any case', async () => {
    const category = await own(alice, { name: 'alice-verbs-key', display_name: 'Мои Глаголы' });
    const response = await addWord(alice, {
      categoryName: ' мои глаголы ',
      english: 'run',
      russian: 'бежать',
      part_of_speech: ' Verb ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UserWordResponse>().word).toMatchObject({ category_id: category.id, part_of_speech: 'verb' });
  });

  it('applies the sanitiser on the server: < > \' " \\ ; removed, trimmed, spaces collapsed', async () => {
    const category = await own(alice);
    const response = await addWord(alice, {
      categoryName: category.name,
      english: `  don't   "stop"\\ `,
      russian: ' <ёж>; ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UserWordResponse>().word).toMatchObject({ english: 'dont stop', russian: 'ёж' });
    expect(await wordsIn(category.id)).toMatchObject([{ english: 'dont stop', russian: 'ёж' }]);
  });

  it.each([
    [{ english: 'hello@', russian: 'привет' }, INVALID_ENGLISH],
    [{ english: 'café', russian: 'кафе' }, INVALID_ENGLISH],
    [{ english: '<>', russian: 'пусто' }, 'English word cannot be empty'],
    [{ english: 'a'.repeat(101), russian: 'длинно' }, 'English word must be at most 100 characters'],
    [{ english: 'ok', russian: 'нет/да' }, 'Russian word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )'],
    [{ english: 'ok' }, 'Russian word is required'],
    [{ russian: 'да' }, 'English word is required'],
    [
      { english: 'ok', russian: 'да', part_of_speech: 'thing' },
      'part_of_speech must be one of noun, verb, adjective, adverb, preposition, pronoun, conjunction, interjection',
    ],
  ])('refuses %j with 400', async (fields, error) => {
    const category = await own(alice);
    expectError(await addWord(alice, { categoryName: category.name, ...fields }), 400, error);
    expect(await wordsIn(category.id)).toEqual([]);
  });

  it('refuses a missing category name (400), a pair the category has in any case (409)', async () => {
    expectError(await addWord(alice, { english: 'a', russian: 'б' }), 400, 'Category name cannot be empty');
    expectError(await addWord(alice, { categoryName: '  ', english: 'a', russian: 'б' }), 400, 'Category name cannot be empty');
    const category = await own(alice, { words: [['Apple', 'Яблоко']] });
    expectError(
      await addWord(alice, { categoryName: category.name, english: 'apple', russian: 'яблоко' }),
      409,
      'This word pair is already in this category',
    );
    // Same English, another translation: a different pair.
    expect((await addWord(alice, { categoryName: category.name, english: 'apple', russian: 'яблоня' })).statusCode).toBe(201);
  });

  it("answers 404 for an unknown category and for anybody else's (shared or system), 401 without a token", async () => {
    const bobs = await own(bob, { privacy: 'shared' });
    for (const categoryName of ['no-such-category', bobs.name, 'animals']) {
      expectError(await addWord(alice, { categoryName, english: 'x', russian: 'х' }), 404, 'Category not found');
    }
    expect(await wordsIn(bobs.id)).toEqual([]);
    expectError(await addWord(null, { categoryName: bobs.name, english: 'x', russian: 'х' }), 401, 'Access token required');
  });

  it("lets an admin add to anybody's category", async () => {
    const bobs = await own(bob);
    expect((await addWord(admin, { categoryName: bobs.name, english: 'from admin', russian: 'от админа' })).statusCode).toBe(201);
    expect(await wordsIn(bobs.id)).toMatchObject([{ english: 'from admin' }]);
  });
});

describe('PUT /vocabulary/user/words/{id}', () => {
  it('changes both sides, sanitised, keeping the part of speech', async () => {
    const category = await own(alice, { words: [['to go', 'идти', 'verb']] });
    const [id] = category.wordIds;
    const response = await editWord(alice, id!, { english: ' to   walk; ', russian: '"ходить"' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
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
    // The word itself in another case is no duplicate.
    expect((await editWord(alice, id!, { english: 'TO WALK', russian: 'Ходить' })).statusCode).toBe(200);
  });

  it('refuses turning it into a copy of another word of the category (409) and bad sides (400)', async () => {
    const category = await own(alice, {
      words: [
        ['one', 'один'],
        ['two', 'два'],
      ],
    });
    const [, second] = category.wordIds;
    expectError(
      await editWord(alice, second!, { english: 'ONE', russian: 'один' }),
      409,
      'This word pair is already in this category',
    );
    expectError(await editWord(alice, second!, { english: ' ', russian: 'два' }), 400, 'English word cannot be empty');
    expectError(await editWord(alice, second!, { english: 'two' }), 400, 'Russian word is required');
    expectError(
      await editWord(alice, second!, { english: 'two', russian: 'два#' }),
      400,
      'Russian word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )',
    );
    expect(await wordsIn(category.id)).toMatchObject([{ english: 'one' }, { english: 'two', russian: 'два' }]);
  });

  it('refuses bad ids (400), missing and other people’s words (404) and anonymous callers (401)', async () => {
    const bobs = await own(bob, { privacy: 'shared', words: 1 });
    const system = await createTestCategory(t.db, { words: 1 });
    expectError(await editWord(alice, 'one', { english: 'a', russian: 'б' }), 400, 'id must be a positive whole number');
    expectError(await editWord(alice, 2_000_000_000, { english: 'a', russian: 'б' }), 404, 'Word not found');
    for (const id of [bobs.wordIds[0]!, system.wordIds[0]!]) {
      expectError(await editWord(alice, id, { english: 'a', russian: 'б' }), 404, 'Word not found');
    }
    expectError(await editWord(null, bobs.wordIds[0]!, { english: 'a', russian: 'б' }), 401, 'Access token required');
    expect(await wordsIn(bobs.id)).toMatchObject([{ english: 'word1' }]);
  });

  it("lets an admin edit anybody's word", async () => {
    const bobs = await own(bob, { words: 1 });
    expect((await editWord(admin, bobs.wordIds[0]!, { english: 'fixed', russian: 'исправлено' })).statusCode).toBe(200);
    expect(await wordsIn(bobs.id)).toMatchObject([{ english: 'fixed' }]);
  });
});

describe('DELETE /vocabulary/user/words/{id}', () => {
  it('deletes the word; a second time it is not found', async () => {
    const category = await own(alice, { words: 2 });
    const [first, second] = category.wordIds;
    const response = await deleteWord(alice, first!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Word deleted successfully!' });
    expect(await wordsIn(category.id)).toMatchObject([{ id: second }]);
    expectError(await deleteWord(alice, first!), 404, 'Word not found');
  });

  it('refuses bad ids (400), other people’s words (404) and anonymous callers (401); an admin may', async () => {
    const bobs = await own(bob, { privacy: 'shared', words: 2 });
    expectError(await deleteWord(alice, '0'), 400, 'id must be a positive whole number');
    expectError(await deleteWord(alice, bobs.wordIds[0]!), 404, 'Word not found');
    expectError(await deleteWord(null, bobs.wordIds[0]!), 401, 'Access token required');
    expect(await wordsIn(bobs.id)).toHaveLength(2);
    expect((await deleteWord(admin, bobs.wordIds[0]!)).statusCode).toBe(200);
    expect(await wordsIn(bobs.id)).toHaveLength(1);
  });
});

describe('POST /vocabulary/user/words/batch', () => {
  const batchOk = async (user: TestUser, payload: unknown, status = 201): Promise<BatchAddWordsResponse> => {
    const response = await addBatch(user, payload);
    expect(response.statusCode, response.body).toBe(status);
    return batchAddWordsResponseSchema.parse(response.json());
  };

  it('adds the valid new pairs and reports the skipped ones (invalid, repeated, already there)', async () => {
    const category = await own(alice, { words: [['Dog', 'собака']] });
    const body = await batchOk(alice, {
      categoryId: category.id,
      pairs: [
        { english: ' cat ', russian: 'кошка', part_of_speech: 'noun' },
        { english: 'dog', russian: 'СОБАКА' },
        { english: 'bad@', russian: 'плохо' },
        { english: 'CAT', russian: 'кошка' },
        { english: "don't", russian: 'не надо;', part_of_speech: 'verb' },
        { english: '', russian: 'пусто' },
      ],
    });
    expect(body).toEqual({
      message: '2 words added successfully!',
      added: 2,
      words: [
        {
          id: body.words[0]!.id,
          english: 'cat',
          russian: 'кошка',
          part_of_speech: 'noun',
          image: null,
          sound: null,
          category_id: category.id,
          category: category.name,
        },
        {
          id: body.words[1]!.id,
          english: 'dont',
          russian: 'не надо',
          part_of_speech: 'verb',
          image: null,
          sound: null,
          category_id: category.id,
          category: category.name,
        },
      ],
      skipped: [
        { index: 1, english: 'dog', russian: 'СОБАКА', reason: 'duplicate' },
        { index: 2, english: 'bad@', russian: 'плохо', reason: 'invalid' },
        { index: 3, english: 'CAT', russian: 'кошка', reason: 'duplicate' },
        { index: 5, english: '', russian: 'пусто', reason: 'invalid' },
      ],
    });
    expect((await wordsIn(category.id)).map((word) => word.english)).toEqual(['Dog', 'cat', 'dont']);
  });

  it('says "Word added successfully!" for one, and answers 200 with nothing added when all are there already', async () => {
    const category = await own(alice);
    expect((await batchOk(alice, { categoryId: category.id, pairs: [{ english: 'sun', russian: 'солнце' }] })).message).toBe(
      'Word added successfully!',
    );
    const again = await batchOk(alice, { categoryId: category.id, pairs: [{ english: 'Sun', russian: 'Солнце' }] }, 200);
    expect(again).toMatchObject({ message: 'No words added: every pair is already in this category', added: 0, words: [] });
  });

  it(`takes up to ${MAX_BATCH_PAIRS} pairs at once, in order`, async () => {
    const category = await own(alice);
    const pairs = Array.from({ length: MAX_BATCH_PAIRS }, (_, index) => ({
      english: `word ${index}`,
      russian: `слово ${index}`,
    }));
    const body = await batchOk(alice, { categoryId: category.id, pairs });
    expect(body.added).toBe(MAX_BATCH_PAIRS);
    expect(body.words.map((word) => word.english)).toEqual(pairs.map((pair) => pair.english));
    expect(await wordsIn(category.id)).toHaveLength(MAX_BATCH_PAIRS);
  });

  it.each([
    [{ pairs: [{ english: 'a', russian: 'б' }] }, 'categoryId must be a positive whole number'],
    [{ categoryId: '12', pairs: [{ english: 'a', russian: 'б' }] }, 'categoryId must be a positive whole number'],
    [{ categoryId: 0, pairs: [{ english: 'a', russian: 'б' }] }, 'categoryId must be a positive whole number'],
    [{ categoryId: 1 }, 'pairs must be a list of 1 to 1000 word pairs'],
    [{ categoryId: 1, pairs: [] }, 'pairs must be a list of 1 to 1000 word pairs'],
    [{ categoryId: 1, pairs: 'cat - кошка' }, 'pairs must be a list of 1 to 1000 word pairs'],
    [{ categoryId: 1, pairs: ['cat - кошка'] }, 'Each pair must be an object with english and russian texts'],
    [{ categoryId: 1, pairs: [{ english: 'cat' }] }, 'Each pair must be an object with english and russian texts'],
  ])('refuses %j with 400', async (payload, error) => {
    expectError(await addBatch(alice, payload), 400, error);
  });

  it('refuses an oversized batch and one without any valid pair (400), writing nothing', async () => {
    const category = await own(alice);
    const pairs = Array.from({ length: MAX_BATCH_PAIRS + 1 }, (_, index) => ({ english: `w${index}`, russian: `с${index}` }));
    expectError(await addBatch(alice, { categoryId: category.id, pairs }), 400, 'pairs must be a list of 1 to 1000 word pairs');
    expectError(
      await addBatch(alice, {
        categoryId: category.id,
        pairs: [
          { english: '<>', russian: 'x' },
          { english: 'ok', russian: '@' },
        ],
      }),
      400,
      'Please enter at least one valid word pair',
    );
    expect(await wordsIn(category.id)).toEqual([]);
  });

  it("answers 404 for a missing or another's category, 401 without a token; an admin may add to any", async () => {
    const bobs = await own(bob, { privacy: 'shared' });
    const pairs = [{ english: 'x', russian: 'х' }];
    expectError(await addBatch(alice, { categoryId: 2_000_000_000, pairs }), 404, 'Category not found');
    expectError(await addBatch(alice, { categoryId: bobs.id, pairs }), 404, 'Category not found');
    expectError(await addBatch(null, { categoryId: bobs.id, pairs }), 401, 'Access token required');
    expect(await wordsIn(bobs.id)).toEqual([]);
    expect((await batchOk(admin, { categoryId: bobs.id, pairs })).added).toBe(1);
  });

  it('is all or nothing: when the database refuses one insert, nothing of the batch is written', async () => {
    const category = await own(alice, { words: [['kept', 'сохранено']] });
    await installPoisonTrigger();
    try {
      // 600 pairs take two INSERT statements; the refused pair is in the second, after the first succeeded.
      const pairs = Array.from({ length: 600 }, (_, index) => ({
        english: index === 550 ? 'poison' : `batch ${index}`,
        russian: 'яд',
      }));
      const response = await addBatch(alice, { categoryId: category.id, pairs });
      expectError(response, 500, 'Internal server error');
      expect(await wordsIn(category.id)).toMatchObject([{ english: 'kept' }]);
    } finally {
      await removePoisonTrigger();
    }
    const after = await batchOk(alice, { categoryId: category.id, pairs: [{ english: 'antidote', russian: 'противоядие' }] });
    expect(after.added).toBe(1);
  });
});

/** A trigger that makes the database refuse any word whose English side is 'poison'. */
async function installPoisonTrigger(): Promise<void> {
  if (t.dialect === 'sqlite') {
    await sql`create trigger refuse_poison before insert on words when new.english = 'poison'
      begin select raise(abort, 'poison refused'); end`.execute(t.db);
    return;
  }
  await sql`create function refuse_poison() returns trigger language plpgsql as $$
    begin
      if new.english = 'poison' then raise exception 'poison refused'; end if;
      return new;
    end $$`.execute(t.db);
  await sql`create trigger refuse_poison before insert on words for each row execute function refuse_poison()`.execute(t.db);
}

async function removePoisonTrigger(): Promise<void> {
  if (t.dialect === 'sqlite') {
    await sql`drop trigger if exists refuse_poison`.execute(t.db);
    return;
  }
  await sql`drop trigger if exists refuse_poison on words`.execute(t.db);
  await sql`drop function if exists refuse_poison()`.execute(t.db);
}

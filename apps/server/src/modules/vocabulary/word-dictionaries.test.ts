import type { BatchAddWordsResponse, UserWordResponse, WordAnnotations } from '@slovo/shared';
import { batchAddWordsResponseSchema, userWordResponseSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { useDictionaries } from '../../dictionaries/annotate';
import { createTestApp, createTestCategory } from '../../test';
import { readWordFacts } from '../../db/word-annotations-column';

/**
 * Issue 32 §2: a word added without facts comes back with the open dictionaries' facts and their
 * sources (and a suggested stress); facts it was sent are never replaced. Through the word route,
 * the batch route, the text import and the admin's JSON import.
 */

const AZ = 'dictionary:az@0.2.3';
const CMU = 'dictionary:cmudict@3.0.0';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { wordDictionaries: true } });
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const ownCategory = (user: TestUser) => createTestCategory(t.db, { user_id: user.id });

async function addWord(user: TestUser, payload: Record<string, unknown>): Promise<UserWordResponse['word']> {
  const response = await t.request('POST', '/api/vocabulary/user/words', { user, payload });
  expect(response.statusCode, response.body).toBe(201);
  return userWordResponseSchema.parse(response.json()).word;
}

/** The facts stored for the category's word with this English side. */
async function storedFacts(categoryId: number, english: string): Promise<WordAnnotations> {
  const row = await t.db
    .selectFrom('words')
    .select(['stressed', 'annotations'])
    .where('category_id', '=', categoryId)
    .where('english', '=', english)
    .executeTakeFirstOrThrow();
  return readWordFacts(row);
}

describe('a word added without facts', () => {
  it('comes back with the dictionaries’ facts and their sources, and the seeded words’ stress as a suggestion', async () => {
    const category = await ownCategory(alice);
    const word = await addWord(alice, { categoryName: category.name, english: 'dog', russian: 'собака' });
    expect(word).toMatchObject({
      english: 'dog',
      russian: 'собака',
      stressed: 'соба́ка',
      gender: 'f',
      animate: true,
      forms: { gen_sg: 'соба́ки', nom_pl: 'соба́ки', gen_pl: 'соба́к' },
      ipa: '/dɔɡ/',
      sources: { stressed: 'suggested', gender: AZ, animate: AZ, forms: 'suggested', ipa: CMU },
    });
    expect(await storedFacts(category.id, 'dog')).toEqual({
      stressed: word.stressed,
      gender: word.gender,
      animate: word.animate,
      forms: word.forms,
      ipa: word.ipa,
      sources: word.sources,
    });
  });

  it('gets a verb’s aspect and forms, and the English irregular forms', async () => {
    const category = await ownCategory(alice);
    // A text the seed does not hold (a seeded one brings the seed's stressed forms as suggestions).
    const word = await addWord(alice, { categoryName: category.name, english: 'dig', russian: 'копать', part_of_speech: 'verb' });
    expect(word).toMatchObject({
      aspect: 'impf',
      forms: { sg1: 'копаю', sg2: 'копаешь', pl3: 'копают', past_m: 'копал', past_f: 'копала' },
      ipa: '/dɪɡ/',
      english_forms: { past: 'dug', past_participle: 'dug' },
      sources: { aspect: AZ, forms: AZ, ipa: CMU, english_forms: 'dictionary:english-verbs-irregular@3.4.0' },
    });
  });

  it('keeps every fact it was sent, with the editor as its source, and fills in only the rest', async () => {
    const category = await ownCategory(alice);
    const word = await addWord(alice, {
      categoryName: category.name,
      english: 'dog',
      russian: 'соба́ка',
      gender: 'm',
      ipa: '/dɑɡ/',
      forms: { gen_sg: 'соба́ки' },
    });
    expect(word).toMatchObject({
      stressed: 'соба́ка',
      gender: 'm',
      ipa: '/dɑɡ/',
      forms: { gen_sg: 'соба́ки' },
      animate: true,
      sources: { stressed: 'editor', gender: 'editor', ipa: 'editor', forms: 'editor', animate: AZ },
    });
    expect(word.forms).toEqual({ gen_sg: 'соба́ки' });
  });

  it('gets no fact a dictionary is not sure of, and nothing for a word no dictionary knows', async () => {
    const category = await ownCategory(alice);
    const word = await addWord(alice, { categoryName: category.name, english: 'qwxzt', russian: 'кваказябра' });
    expect(word).toEqual({
      id: word.id,
      english: 'qwxzt',
      russian: 'кваказябра',
      part_of_speech: 'noun',
      image: null,
      sound: null,
      category_id: category.id,
      category: category.name,
    });
  });
});

describe('a suggested stress from the owner’s earlier words', () => {
  it('comes from the same owner’s word with the same Russian text, not another learner’s', async () => {
    const first = await ownCategory(alice);
    await addWord(alice, { categoryName: first.name, english: 'lock', russian: 'замо́к' });
    const second = await ownCategory(alice);
    const again = await addWord(alice, { categoryName: second.name, english: 'padlock', russian: 'замок' });
    expect(again).toMatchObject({ stressed: 'замо́к', sources: { stressed: 'suggested' } });

    const bobs = await ownCategory(bob);
    const other = await addWord(bob, { categoryName: bobs.name, english: 'padlock', russian: 'замок' });
    expect(other.stressed).not.toBe('замо́к');
  });
});

describe('words added in bulk', () => {
  it('the batch route fills in each pair’s missing facts and keeps the ones it sent', async () => {
    const category = await ownCategory(alice);
    const response = await t.request('POST', '/api/vocabulary/user/words/batch', {
      user: alice,
      payload: {
        categoryId: category.id,
        pairs: [
          { english: 'mouse', russian: 'мышь' },
          { english: 'scissors', russian: 'ножницы' },
          { english: 'do', russian: 'делать', part_of_speech: 'verb', aspect: 'pf' },
          { english: 'good', russian: 'хороший', part_of_speech: 'adjective' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body: BatchAddWordsResponse = batchAddWordsResponseSchema.parse(response.json());
    const [mouse, scissors, make, good] = body.words;
    expect(mouse).toMatchObject({
      gender: 'f',
      animate: true,
      english_forms: { plural: 'mice' },
      sources: { gender: AZ, english_forms: 'dictionary:irregular-plurals@4.2.0' },
    });
    expect(scissors).toMatchObject({ gender: 'pl', forms: { gen_pl: 'ножниц' } });
    expect(make).toMatchObject({ aspect: 'pf', sources: { aspect: 'editor' } });
    expect(good).toMatchObject({
      english_forms: { comparative: 'better', superlative: 'best' },
      sources: { english_forms: 'dictionary:slovo-comparisons@1' },
    });
  });

  it('the text import fills them in too', async () => {
    const category = await ownCategory(alice);
    const response = await t.request('POST', `/api/vocabulary/user/categories/${category.id}/import`, {
      user: alice,
      payload: { pairs: [{ english: 'water', russian: 'вода' }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedFacts(category.id, 'water')).toMatchObject({
      gender: 'f',
      animate: false,
      ipa: '/ˈwɔtɚ/',
      sources: { gender: AZ, ipa: CMU },
    });
  });

  it('the admin’s JSON import fills them in too', async () => {
    const name = `dictionary-import-${Date.now()}`;
    const response = await t.request('POST', '/api/vocabulary-admin/import', {
      user: admin,
      payload: {
        tags: [],
        categories: [
          {
            name,
            display_name: 'Dictionary import',
            words: [
              { english: 'ox', russian: 'вол', part_of_speech: 'noun' },
              { english: 'make', russian: 'сделать', part_of_speech: 'verb' },
            ],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const category = await t.db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    expect(await storedFacts(category.id, 'ox')).toMatchObject({
      gender: 'm',
      animate: true,
      forms: { gen_sg: 'вола', nom_pl: 'волы', gen_pl: 'волов' },
      english_forms: { plural: 'oxen' },
      sources: { gender: AZ, forms: AZ, english_forms: 'dictionary:irregular-plurals@4.2.0' },
    });
    expect(await storedFacts(category.id, 'make')).toMatchObject({
      aspect: 'pf',
      forms: { sg1: 'сделаю', past_f: 'сделала' },
      english_forms: { past: 'made', past_participle: 'made' },
    });
  });
});

describe('WORD_DICTIONARIES=off', () => {
  it('adds words as they were sent', async () => {
    const quiet = await createTestApp({ config: { wordDictionaries: false } });
    try {
      const user = await quiet.registerUser();
      const category = await createTestCategory(quiet.db, { user_id: user.id });
      const response = await quiet.request('POST', '/api/vocabulary/user/words', {
        user,
        payload: { categoryName: category.name, english: 'dog', russian: 'собака' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<UserWordResponse>().word).toEqual({
        id: response.json<UserWordResponse>().word.id,
        english: 'dog',
        russian: 'собака',
        part_of_speech: 'noun',
        image: null,
        sound: null,
        category_id: category.id,
        category: category.name,
      });
    } finally {
      await quiet.close();
      // The setting is the process's (the last app built sets it): back to this file's.
      useDictionaries(true);
    }
  });
});

import type { WordSearchResult } from '@slovo/shared';
import { VOCABULARY_MESSAGES, wordSearchResponseSchema, wordSearchResultSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';
import { prefixUpperBound } from '../../db/text-match';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => [`${prefix}${String(index + 1).padStart(3, '0')}`, `слово${index + 1}`] as const);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  alice = await t.registerUser();
  bob = await t.registerUser();
  admin = await t.createAdmin();
  // Made-up words, so the seed vocabulary never matches these searches.
  await createTestCategory(t.db, {
    name: 'search-shared',
    display_name: 'Search Shared',
    user_id: alice.id,
    privacy: 'shared',
    words: [
      ['xzqy', 'буква'],
      ['Zqbanana', 'банан'],
      ['azq', 'азк'],
      ['zqapple', 'яблоко'],
      ['zq apple pie', 'пирог'],
      ['fish', 'ЖЩЮКА'],
      ['pike', 'мажщюб'],
      ['chair', 'Жщюв'],
    ],
  });
  await createTestCategory(t.db, {
    name: 'search-private',
    user_id: alice.id,
    privacy: 'private',
    words: [['zqprivate', 'тайна']],
  });
  await createTestCategory(t.db, { name: 'search-many', words: numbered('qqlim', 60) });
  await createTestCategory(t.db, {
    name: 'search-mixed',
    words: [...numbered('wwmix', 40), ...numbered('awwmix', 20), ['a_b%c', 'особый']],
  });
});

afterAll(async () => {
  await t?.close();
});

async function search(q: string, user?: TestUser): Promise<WordSearchResult[]> {
  const response = await t.request('GET', `/api/vocabulary/search?q=${encodeURIComponent(q)}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return wordSearchResponseSchema.parse(response.json()).results;
}

const english = (results: readonly WordSearchResult[]) => results.map((result) => result.english);

describe('GET /api/vocabulary/search', () => {
  it('answers each match with its category name and display name', async () => {
    const results = await search('zqapple');
    expect(results).toHaveLength(1);
    expect(wordSearchResultSchema.strict().parse(results[0])).toMatchObject({
      english: 'zqapple',
      russian: 'яблоко',
      part_of_speech: 'noun',
      category: 'search-shared',
      category_display_name: 'Search Shared',
    });
  });

  it('puts words that start with the query first, then words that contain it, each alphabetically', async () => {
    expect(english(await search('zq'))).toEqual(['zq apple pie', 'zqapple', 'Zqbanana', 'azq', 'xzqy']);
  });

  it('ignores case, in English and in Russian (Cyrillic too)', async () => {
    expect(english(await search('ZQB'))).toEqual(['Zqbanana']);
    // Prefix matches on the Russian side (ЖЩЮКА, Жщюв) before the one that only contains it.
    const lower = await search('жщю');
    expect(lower.map((result) => result.russian)).toEqual(['Жщюв', 'ЖЩЮКА', 'мажщюб']);
    expect(await search('ЖЩЮ')).toEqual(lower);
    expect(english(await search('  Яблок  '))).toContain('zqapple');
  });

  it('finds seed words by English and by Russian', async () => {
    const cat = await search('cat');
    expect(cat[0]).toMatchObject({ english: 'cat', russian: 'кошка', category: 'animals', category_display_name: 'Animals' });
    expect(english(await search('кошка'))).toContain('cat');
  });

  it('answers at most 50 results', async () => {
    const results = await search('qqlim');
    expect(results).toHaveLength(50);
    expect(english(results)).toEqual(numbered('qqlim', 50).map(([word]) => word));
  });

  it('fills the answer with substring matches when fewer than 50 words start with the query', async () => {
    const results = await search('wwmix');
    expect(english(results)).toEqual([
      ...numbered('wwmix', 40).map(([word]) => word),
      ...numbered('awwmix', 10).map(([word]) => word),
    ]);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(english(await search('_'))).toEqual(['a_b%c']);
    expect(english(await search('%'))).toEqual(['a_b%c']);
    expect(english(await search('b%c'))).toEqual(['a_b%c']);
    expect(await search('q%q')).toEqual([]);
  });

  it('searches only the categories the caller may see', async () => {
    expect(await search('zqprivate')).toEqual([]);
    expect(await search('zqprivate', bob)).toEqual([]);
    expect(english(await search('zqprivate', alice))).toEqual(['zqprivate']);
    expect(english(await search('zqprivate', admin))).toEqual(['zqprivate']);
    expect(english(await search('zq', alice))).toEqual(['zq apple pie', 'zqapple', 'Zqbanana', 'zqprivate', 'azq', 'xzqy']);
  });

  it.each([
    ['', VOCABULARY_MESSAGES.searchQueryRequired],
    ['q=', VOCABULARY_MESSAGES.searchQueryRequired],
    ['q=%20%20%20', VOCABULARY_MESSAGES.searchQueryRequired],
    [`q=${'a'.repeat(101)}`, VOCABULARY_MESSAGES.searchQueryTooLong],
  ])('?%s → 400 with a message', async (query, message) => {
    expectError(await t.request('GET', `/api/vocabulary/search?${query}`), 400, message);
  });

  it('accepts a query of 100 characters', async () => {
    expect(await search('a'.repeat(100))).toEqual([]);
  });
});

describe('prefixUpperBound', () => {
  it('is the smallest string after everything that starts with the prefix', () => {
    expect(prefixUpperBound('cat')).toBe('cau');
    expect(prefixUpperBound('кот')).toBe('коу');
    expect(prefixUpperBound('a\u{10ffff}')).toBe('b');
    expect(prefixUpperBound('\u{10ffff}')).toBeNull();
    expect(prefixUpperBound('a\ud7ff')).toBe('a\ue000');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory } from '../../test';
import { compareCodePoints, searchWords } from './word-search.service';

/**
 * A search of four characters or more is answered from the words the trigram indexes find, matched
 * in code (word-search.service.ts); it must answer exactly what the statements answer: the same
 * words, in the same order, for every kind of viewer, on both databases.
 */

let t: TestApp;
let owner: TestUser;
let admin: TestUser;

/** mulberry32: the same words on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LATIN = ['qa', 'qe', 'Qi', 'QO', 'qu', 'za', 'ze', 'x', 'y', ' ', '-', '%', '_', 'É', 'é'];
const CYRILLIC = ['жа', 'Жо', 'ЖУ', 'ще', 'щи', 'ё', 'Ё', 'ы', ' ', '-'];
const word = (random: () => number, parts: readonly string[], length: number) =>
  Array.from({ length }, () => parts[Math.floor(random() * parts.length)] as string)
    .join('')
    .trim() || 'qa';

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
  const random = seededRandom(11);
  for (const [index, privacy] of (['shared', 'private', 'shared', 'private'] as const).entries()) {
    await createTestCategory(t.db, {
      name: `search-candidates-${index}`,
      user_id: index === 0 ? null : owner.id,
      privacy,
      words: Array.from(
        { length: 150 },
        () => [word(random, LATIN, 3 + Math.floor(random() * 4)), word(random, CYRILLIC, 3 + Math.floor(random() * 4))] as const,
      ),
    });
  }
});

afterAll(async () => {
  await t?.close();
});

const QUERIES = [
  'qaqe',
  'QAQE',
  'qeqi',
  'qoqu',
  'zaze',
  'za z',
  'qa-q',
  'qa%q',
  'a_qe',
  'éqaq',
  'ÉQAQ',
  'жажо',
  'ЖАЖО',
  'щеще',
  'ёжаж',
  'ЁЖАЖ',
  'жа ж',
  'ыжуы',
  'none',
  'qaqaqaqa',
];

describe('word search from the trigram candidates', () => {
  it('answers exactly as the statements, for every kind of viewer', async () => {
    let found = 0;
    for (const viewer of [null, owner, admin]) {
      const context = await t.contextFor(viewer);
      for (const query of QUERIES) {
        const fromCandidates = await searchWords(context, query);
        const fromStatements = await searchWords(context, query, { candidatesFirst: false });
        expect(fromCandidates, `${viewer?.id ?? 'anonymous'} ${query}`).toEqual(fromStatements);
        found += fromStatements.results.length;
      }
    }
    expect(found).toBeGreaterThan(200);
  });

  it('orders by code point, as the databases do (astral characters after the last BMP ones)', () => {
    const sorted = ['b', '\u{1F600}', '\uffff', 'a', '\ue000', 'ab', ''].sort(compareCodePoints);
    expect(sorted).toEqual(['', 'a', 'ab', 'b', '\ue000', '\uffff', '\u{1F600}']);
  });
});

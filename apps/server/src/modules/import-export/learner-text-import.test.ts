import type { TextImportResponse } from '@slovo/shared';
import {
  LEARNER_IMPORT_MESSAGES,
  MY_VOCABULARY_MESSAGES,
  TEXT_IMPORT_MAX_ENTRIES,
  textImportResponseSchema,
} from '@slovo/shared';
import { parseDelimitedText } from '@slovo/shared/formats/delimited-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError, installPoisonTrigger, wordsOfCategory } from '../../test';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const importPairs = (user: TestUser | null, categoryId: number | string, payload: unknown) =>
  t.request('POST', `/api/vocabulary/user/categories/${categoryId}/import`, { user, payload });

async function imported(user: TestUser, categoryId: number, payload: unknown, status = 201): Promise<TextImportResponse> {
  const response = await importPairs(user, categoryId, payload);
  expect(response.statusCode, response.body).toBe(status);
  return textImportResponseSchema.parse(response.json());
}

const own = (user: TestUser, spec: Parameters<typeof createTestCategory>[1] = {}): Promise<TestCategory> =>
  createTestCategory(t.db, { user_id: user.id, ...spec });

describe('POST /vocabulary/user/categories/{id}/import', () => {
  it('adds the valid, new pairs of a pasted text and reports every skipped one with its reason', async () => {
    const category = await own(alice, { words: [['apple', 'яблоко']] });
    // The web app parses the text with the shared module and sends what its preview showed.
    const parse = parseDelimitedText('Apple\tЯблоко\npear\tгруша\nrun\tбежать\n<b>x</b>\t!!\npear\tгруша\n', {
      termSeparator: 'tab',
      cardSeparator: 'newline',
    });
    const pairs = [
      ...parse.pairs.map(({ english, russian }) => ({ english, russian })),
      { english: 'run', russian: 'бежать', part_of_speech: 'verb' },
      { english: 'bad<>', russian: '' },
    ];
    const body = await imported(alice, category.id, { pairs });
    expect(body.added).toBe(2);
    expect(body.message).toBe('2 words added successfully!');
    expect(body.words.map((word) => [word.english, word.russian, word.category_id])).toEqual([
      ['pear', 'груша', category.id],
      ['run', 'бежать', category.id],
    ]);
    // Already in the category (ignoring case), repeated in the request, or invalid: reported, not added.
    expect(body.skipped.map((pair) => [pair.english, pair.reason])).toEqual(
      expect.arrayContaining([
        ['Apple', 'duplicate'],
        ['run', 'duplicate'],
        ['bad<>', 'invalid'],
      ]),
    );
    expect(body.skipped).toHaveLength(pairs.length - 2);
    expect(await wordsOfCategory(t.db, category.id)).toEqual([
      { english: 'apple', russian: 'яблоко', part_of_speech: 'noun' },
      { english: 'pear', russian: 'груша', part_of_speech: 'noun' },
      { english: 'run', russian: 'бежать', part_of_speech: 'noun' },
    ]);
  });

  it('is idempotent: importing the same pairs again adds nothing (200) and reports them as duplicates', async () => {
    const category = await own(alice);
    const pairs = Array.from({ length: 30 }, (_, index) => ({ english: `word ${index}`, russian: `слово ${index}` }));
    expect((await imported(alice, category.id, { pairs })).added).toBe(30);
    const again = await imported(alice, category.id, { pairs }, 200);
    expect(again).toMatchObject({ added: 0, words: [], message: 'No words added: every pair is already in this category' });
    expect(again.skipped.every((pair) => pair.reason === 'duplicate')).toBe(true);
    expect(again.skipped).toHaveLength(30);
    expect(await wordsOfCategory(t.db, category.id)).toHaveLength(30);
  });

  it('takes more pairs than the batch route, up to the text import limit, in one request', async () => {
    const category = await own(alice);
    const pairs = Array.from({ length: 2500 }, (_, index) => ({ english: `many ${index}`, russian: 'много' }));
    const body = await imported(alice, category.id, { pairs });
    expect(body.added).toBe(2500);
    expect(await wordsOfCategory(t.db, category.id)).toHaveLength(2500);
  });

  it('refuses an empty list, too many pairs and a request without a valid pair, writing nothing', async () => {
    const category = await own(alice);
    expectError(await importPairs(alice, category.id, { pairs: [] }), 400, LEARNER_IMPORT_MESSAGES.pairsInvalid);
    expectError(await importPairs(alice, category.id, {}), 400, LEARNER_IMPORT_MESSAGES.pairsInvalid);
    const tooMany = Array.from({ length: TEXT_IMPORT_MAX_ENTRIES + 1 }, () => ({ english: 'a', russian: 'б' }));
    expectError(await importPairs(alice, category.id, { pairs: tooMany }), 400, LEARNER_IMPORT_MESSAGES.pairsInvalid);
    expectError(
      await importPairs(alice, category.id, {
        pairs: [
          { english: '<>', russian: 'x' },
          { english: '', russian: '' },
        ],
      }),
      400,
      'Please enter at least one valid word pair',
    );
    expectError(
      await importPairs(alice, category.id, { pairs: [{ english: 'a', russian: 'б', part_of_speech: 'thing' }] }),
      400,
      MY_VOCABULARY_MESSAGES.partOfSpeechInvalid,
    );
    expect(await wordsOfCategory(t.db, category.id)).toEqual([]);
  });

  it('answers a body over 10 MiB with 413 and a message naming the limit', async () => {
    const category = await own(alice);
    const payload = JSON.stringify({ pairs: [{ english: 'a', russian: 'б', padding: 'x'.repeat(11 * 1024 * 1024) }] });
    const response = await t.request('POST', `/api/vocabulary/user/categories/${category.id}/import`, {
      user: alice,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 413, LEARNER_IMPORT_MESSAGES.textTooLarge);
    expect(await wordsOfCategory(t.db, category.id)).toEqual([]);
  });

  it('is for the owner: anonymous 401, another learner 404 like a missing category, an admin may import', async () => {
    const category = await own(alice);
    const pairs = [{ english: 'owned', russian: 'своё' }];
    expectError(await importPairs(null, category.id, { pairs }), 401, 'Access token required');
    const other = await importPairs(bob, category.id, { pairs });
    expectError(other, 404, 'Category not found');
    expect((await importPairs(bob, 2_000_000_000, { pairs })).body).toBe(other.body);
    expectError(await importPairs(alice, 'abc', { pairs }), 400, MY_VOCABULARY_MESSAGES.idInvalid);
    expect(await wordsOfCategory(t.db, category.id)).toEqual([]);
    expect((await imported(admin, category.id, { pairs })).added).toBe(1);
    expect(await wordsOfCategory(t.db, category.id)).toEqual([{ english: 'owned', russian: 'своё', part_of_speech: 'noun' }]);
  });

  it('is all or nothing: when the database refuses one insert, nothing of the import is written', async () => {
    const category = await own(alice, { words: [['kept', 'сохранено']] });
    const removePoisonTrigger = await installPoisonTrigger(t.db, t.dialect, 'text_import_poison');
    try {
      // 1,200 pairs take three INSERT statements; the refused pair is in the last one.
      const pairs = Array.from({ length: 1200 }, (_, index) => ({
        english: index === 1100 ? 'poison' : `text ${index}`,
        russian: 'яд',
      }));
      expectError(await importPairs(alice, category.id, { pairs }), 500, 'Internal server error');
      expect(await wordsOfCategory(t.db, category.id)).toEqual([
        { english: 'kept', russian: 'сохранено', part_of_speech: 'noun' },
      ]);
    } finally {
      await removePoisonTrigger();
    }
  });
});

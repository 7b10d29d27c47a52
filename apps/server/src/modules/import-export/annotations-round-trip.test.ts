import { gunzipSync } from 'node:zlib';
import type { WordAnnotations } from '@slovo/shared';
import {
  withoutSuggestions,
  apkgImportResponseSchema,
  importVocabularyResponseSchema,
  parseVocabularyFile,
  textImportResponseSchema,
} from '@slovo/shared';
import { parseAnkiText } from '@slovo/shared/formats/anki-text';
import { parseVocabularyCsv } from '@slovo/shared/formats/vocabulary-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotationColumns, readWordFacts } from '../../db/word-annotations-column';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory } from '../../test';

/**
 * Issue 32 §2: export → import gives back the same facts. JSON carries every fact and its source;
 * CSV every fact but the suggested ones (an import credits them to itself); Anki text the stressed
 * form unless only suggested. Through the
 * learner's one-category download and the admin's export, on both databases.
 */

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let category: TestCategory;

const ACUTE = '\u0301';

/** What alice's category holds: a fully described noun and verb, an adjective's short forms, a bare word. */
const FACTS: WordAnnotations[] = [
  {
    stressed: `молоко${ACUTE}`,
    gender: 'n',
    animate: false,
    forms: { gen_sg: `молока${ACUTE}`, nom_pl: `молока${ACUTE}`, gen_pl: 'молок' },
    ipa: '/mɪlk/',
    sources: {
      stressed: 'editor',
      gender: 'dictionary:az@0.2.3',
      animate: 'dictionary:az@0.2.3',
      forms: 'suggested',
      ipa: 'dictionary:cmudict@0.7',
    },
  },
  {
    stressed: `де${ACUTE}лать`,
    aspect: 'impf',
    aspect_partner: `сде${ACUTE}лать`,
    forms: {
      sg1: `де${ACUTE}лаю`,
      sg2: `де${ACUTE}лаешь`,
      pl3: `де${ACUTE}лают`,
      past_m: `де${ACUTE}лал`,
      past_f: `де${ACUTE}лала`,
    },
    ipa: '/ˈduː/',
    english_forms: { past: 'did', past_participle: 'done' },
    sources: {
      stressed: 'import',
      aspect: 'editor',
      aspect_partner: 'editor',
      forms: 'import',
      ipa: 'import',
      english_forms: 'import',
    },
  },
  {
    stressed: `бе${ACUTE}лый медве${ACUTE}дь`,
    gender: 'm',
    animate: true,
    english_forms: { plural: 'polar bears' },
    sources: { stressed: 'editor', gender: 'editor', animate: 'editor', english_forms: 'editor' },
  },
  {
    stressed: `кра${ACUTE}сный`,
    forms: { short_m: `кра${ACUTE}сен`, short_f: `красна${ACUTE}`, short_n: `кра${ACUTE}сно`, short_pl: `кра${ACUTE}сны` },
    sources: { stressed: 'suggested', forms: 'suggested' },
  },
  {},
];
const SIDES = [
  ['milk', 'молоко', 'noun'],
  ['to do', 'делать', 'verb'],
  ['polar bear', 'белый медведь', 'noun'],
  ['red', 'красный', 'adjective'],
  ['bread', 'хлеб', 'noun'],
] as const;

/** The words with their facts, as written into alice's category. */
const WRITTEN = SIDES.map(([english, russian], index) => ({ english, russian, ...FACTS[index] }));
/** What a file without sources carries: the facts that are more than a suggestion. */
const vouchedFor = (words: typeof WRITTEN) =>
  words.map(({ english, russian, ...facts }) => ({ english, russian, ...withoutSuggestions(facts) }));
/** Those facts, each credited to an import (what a CSV round trip keeps). */
const creditedToImport = (words: typeof WRITTEN) =>
  vouchedFor(words).map(({ sources, ...word }) =>
    sources === undefined
      ? word
      : { ...word, sources: Object.fromEntries(Object.keys(sources).map((field) => [field, 'import'])) },
  );
/** Only the stressed form (what Anki text carries, unless only suggested), credited to the import. */
const stressedOnly = (words: typeof WRITTEN) =>
  vouchedFor(words).map(({ english, russian, stressed }) =>
    stressed === undefined ? { english, russian } : { english, russian, stressed, sources: { stressed: 'import' } },
  );

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
  category = await createTestCategory(t.db, {
    user_id: alice.id,
    name: 'facts-round-trip',
    display_name: 'Facts round trip',
    words: SIDES,
  });
  for (const [index, id] of category.wordIds.entries()) {
    await t.db.updateTable('words').set(annotationColumns(FACTS[index]!)).where('id', '=', id).execute();
  }
});
afterAll(async () => {
  await t?.close();
});

async function wordsWithFacts(categoryId: number) {
  const rows = await t.db
    .selectFrom('words')
    .select(['english', 'russian', 'stressed', 'annotations'])
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ english: row.english, russian: row.russian, ...readWordFacts(row) }));
}

const download = async (user: TestUser, url: string) => {
  const response = await t.request('GET', url, { user, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload[0] === 0x1f ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
};
const categoryExport = (format: 'json' | 'csv' | 'anki') =>
  download(alice, `/api/vocabulary/user/categories/${category.id}/export?format=${format}`);
const adminExport = (format: 'json' | 'csv' | 'anki') =>
  download(admin, `/api/vocabulary-admin/export?categories=${category.name}&format=${format}`);

/** The JSON file imported by the admin under another category name; that category's words. */
async function importJsonAs(text: string, name: string) {
  const file = JSON.parse(text) as { categories: Array<{ name: string; display_name: string }> };
  file.categories[0]!.name = name;
  file.categories[0]!.display_name = name;
  const response = await t.request('POST', '/api/vocabulary-admin/import', { user: admin, payload: file });
  expect(response.statusCode, response.body).toBe(200);
  expect(importVocabularyResponseSchema.parse(response.json()).errors).toEqual([]);
  const { id } = await t.db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return wordsWithFacts(id);
}

/** The CSV read as the web app reads it, its pairs sent to bob's text import into a new category. */
async function importCsvAsBob(text: string) {
  const parse = parseVocabularyCsv(text);
  expect(parse.skipped).toEqual([]);
  const target = await createTestCategory(t.db, { user_id: bob.id });
  const pairs = parse.entries.map(({ line: _line, category: _category, tags: _tags, ...pair }) => pair);
  const response = await t.request('POST', `/api/vocabulary/user/categories/${target.id}/import`, {
    user: bob,
    payload: { pairs },
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(textImportResponseSchema.parse(response.json()).added).toBe(SIDES.length);
  return wordsWithFacts(target.id);
}

/** The Anki text imported deck by deck by a fresh learner; the words of the one category it fills. */
async function importAnkiAsNewLearner(text: string) {
  const learner = await t.registerUser();
  const response = await t.request('POST', '/api/vocabulary/user/import/anki-text', { user: learner, payload: { text } });
  expect(response.statusCode, response.body).toBe(201);
  const body = apkgImportResponseSchema.parse(response.json());
  expect(body.notices).toEqual([]);
  return wordsWithFacts(body.categories[0]!.categoryId);
}

describe('JSON: every fact and its source, both ways', () => {
  it('the learner’s download writes them, and the admin’s import of it gives back the same words', async () => {
    const text = await categoryExport('json');
    const parse = parseVocabularyFile(JSON.parse(text));
    if (!parse.ok) throw new Error(parse.error);
    expect(parse.file.categories[0]?.words.map(({ part_of_speech: _pos, ...word }) => word)).toEqual(WRITTEN);
    expect(await importJsonAs(text, 'facts-from-learner-json')).toEqual(WRITTEN);
  });

  it('the admin’s export writes them, and importing it back gives the same words', async () => {
    expect(await importJsonAs(await adminExport('json'), 'facts-from-admin-json')).toEqual(WRITTEN);
  });
});

describe('CSV: every fact in its column; an import credits them to itself', () => {
  it('the learner’s download, read and imported as the web app does, gives back the same facts', async () => {
    expect(await importCsvAsBob(await categoryExport('csv'))).toEqual(creditedToImport(WRITTEN));
  });

  it('the admin’s CSV export too', async () => {
    expect(await importCsvAsBob(await adminExport('csv'))).toEqual(creditedToImport(WRITTEN));
  });
});

describe('Anki text: the stressed form on the Russian side', () => {
  it('the learner’s download writes it, and the Anki text import gives it back', async () => {
    const text = await categoryExport('anki');
    expect(text).toContain(`\tmilk\tмолоко${ACUTE}\t`);
    expect(await importAnkiAsNewLearner(text)).toEqual(stressedOnly(WRITTEN));
  });

  it('the admin’s Anki export too (a deck column)', async () => {
    const text = await adminExport('anki');
    expect(parseAnkiText(text).notes.map((note) => note.stressed)).toEqual(vouchedFor(WRITTEN).map((word) => word.stressed));
    expect(await importAnkiAsNewLearner(text)).toEqual(stressedOnly(WRITTEN));
  });
});

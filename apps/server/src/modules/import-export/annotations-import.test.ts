import type { WordAnnotations } from '@slovo/shared';
import {
  ANNOTATION_MESSAGES,
  LEARNER_IMPORT_MESSAGES,
  apkgImportResponseSchema,
  importVocabularyResponseSchema,
  textImportResponseSchema,
  userVocabularyResponseSchema,
} from '@slovo/shared';
import { schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import {
  RUSSIAN_FRONT_DECK,
  RUSSIAN_FRONT_DECK_NAME,
  RUSSIAN_FRONT_DECK_WORDS,
} from '@slovo/shared/formats/apkg/testing/russian-front-deck';
import { parseDelimitedText } from '@slovo/shared/formats/delimited-text';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWordFacts } from '../../db/word-annotations-column';
import type { TestApp, TestUser } from '../../test';
import { categoriesOfUser, createTestApp, createTestCategory, expectError } from '../../test';

/**
 * Issue 32 §2, "imports keep it": every import route keeps a word's stress marks and the facts a
 * file names, credits them to the import, and reads an Anki deck with its Russian on the front
 * the right way round. On both databases.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
});
afterAll(async () => {
  await t?.close();
});

const ACUTE = '\u0301';

/** A category's words as a caller sees them: the sides and every fact, with its sources. */
async function wordsWithFacts(categoryId: number): Promise<Array<{ english: string; russian: string } & WordAnnotations>> {
  const rows = await t.db
    .selectFrom('words')
    .select(['english', 'russian', 'stressed', 'annotations'])
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ english: row.english, russian: row.russian, ...readWordFacts(row) }));
}

/** The words the deck must give: stressed ones credited to the import. */
const russianFrontWords = () =>
  RUSSIAN_FRONT_DECK_WORDS.map((word) =>
    word.stressed === undefined ? { ...word } : { ...word, sources: { stressed: 'import' as const } },
  );

describe('POST /vocabulary/user/import/apkg: a Russian-front deck', () => {
  it('imports all 20 notes of the issue’s deck the right way round with their stress, and says it turned the deck', async () => {
    const learner = await t.registerUser();
    const sql = await initSqlJs();
    const apkg = zipPackage({ 'collection.anki2': schema11Collection(sql, RUSSIAN_FRONT_DECK) });
    const response = await t.request('POST', '/api/vocabulary/user/import/apkg', {
      user: learner,
      payload: Buffer.from(apkg),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = apkgImportResponseSchema.parse(response.json());
    expect(body.totals).toEqual({ notes: 20, added: 20, skipped: 0 });
    expect(body.notices).toContain(LEARNER_IMPORT_MESSAGES.deckTurned(RUSSIAN_FRONT_DECK_NAME));
    const [category] = await categoriesOfUser(t.db, learner.id);
    expect(category?.display_name).toBe(RUSSIAN_FRONT_DECK_NAME);
    expect(await wordsWithFacts(category!.id)).toEqual(russianFrontWords());

    // What the learner's vocabulary answers: the stressed form beside the bare Russian side.
    const vocabulary = userVocabularyResponseSchema.parse(
      (await t.request('GET', '/api/vocabulary/user', { user: learner })).json(),
    );
    const milk = Object.values(vocabulary)
      .flat()
      .find((word) => word.english === 'milk');
    expect(milk).toMatchObject({ russian: 'молоко', stressed: `молоко${ACUTE}`, sources: { stressed: 'import' } });
  });
});

describe('POST /vocabulary/user/import/anki-text: a Russian-front file', () => {
  it('turns the deck round, keeps the stress, strips sounds and HTML, and says so', async () => {
    const learner = await t.registerUser();
    const text = [
      '#separator:tab',
      '#html:true',
      '#deck:Russian words',
      `<b>молоко${ACUTE}</b>[sound:moloko.mp3]\tmilk`,
      `сл\u00F3во\tword<br>term`,
      'хлеб\tbread',
      '',
    ].join('\n');
    const response = await t.request('POST', '/api/vocabulary/user/import/anki-text', { user: learner, payload: { text } });
    expect(response.statusCode, response.body).toBe(201);
    const body = apkgImportResponseSchema.parse(response.json());
    expect(body.notices).toEqual([LEARNER_IMPORT_MESSAGES.deckTurned('Russian words')]);
    expect(await wordsWithFacts(body.categories[0]!.categoryId)).toEqual([
      { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}`, sources: { stressed: 'import' } },
      { english: 'word, term', russian: 'слово', stressed: `сло${ACUTE}во`, sources: { stressed: 'import' } },
      { english: 'bread', russian: 'хлеб' },
    ]);
  });

  it('says nothing of turning for an English-front file', async () => {
    const learner = await t.registerUser();
    const response = await t.request('POST', '/api/vocabulary/user/import/anki-text', {
      user: learner,
      payload: { text: `#deck:Food\nmilk\tмолоко${ACUTE}\n` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = apkgImportResponseSchema.parse(response.json());
    expect(body.notices).toEqual([]);
    expect(await wordsWithFacts(body.categories[0]!.categoryId)).toEqual([
      { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}`, sources: { stressed: 'import' } },
    ]);
  });
});

describe('POST /vocabulary/user/categories/{id}/import: pairs with their facts', () => {
  const importPairs = (user: TestUser, categoryId: number, pairs: unknown[]) =>
    t.request('POST', `/api/vocabulary/user/categories/${categoryId}/import`, { user, payload: { pairs } });

  it('keeps stress marks and the facts a pasted text’s header named, every one credited to the import', async () => {
    const learner = await t.registerUser();
    const category = await createTestCategory(t.db, { user_id: learner.id });
    // The web app reads the text with the shared reader and sends the pairs its preview shows.
    const parse = parseDelimitedText(
      [
        'english\trussian\tgender\tanimate\tgen_sg',
        `cat\tко${ACUTE}шка\tf\tyes\tко${ACUTE}шки`,
        `water\tвода${ACUTE}\t\t\t`,
      ].join('\n'),
      { termSeparator: 'tab' },
    );
    const pairs = parse.pairs.map(({ line: _line, extra: _extra, part_of_speech: _pos, ...pair }) => pair);
    const response = await importPairs(learner, category.id, pairs);
    expect(response.statusCode, response.body).toBe(201);
    const body = textImportResponseSchema.parse(response.json());
    expect(body.words.map(({ english, russian, stressed, gender }) => ({ english, russian, stressed, gender }))).toEqual([
      { english: 'cat', russian: 'кошка', stressed: `ко${ACUTE}шка`, gender: 'f' },
      { english: 'water', russian: 'вода', stressed: `вода${ACUTE}`, gender: undefined },
    ]);
    expect(await wordsWithFacts(category.id)).toEqual([
      {
        english: 'cat',
        russian: 'кошка',
        stressed: `ко${ACUTE}шка`,
        gender: 'f',
        animate: true,
        forms: { gen_sg: `ко${ACUTE}шки` },
        sources: { stressed: 'import', gender: 'import', animate: 'import', forms: 'import' },
      },
      { english: 'water', russian: 'вода', stressed: `вода${ACUTE}`, sources: { stressed: 'import' } },
    ]);
  });

  it('skips a pair whose stressed form is not its Russian word, and refuses a bad fact naming it, writing nothing', async () => {
    const learner = await t.registerUser();
    const category = await createTestCategory(t.db, { user_id: learner.id });
    const skipped = await importPairs(learner, category.id, [
      { english: 'flour', russian: 'мука', stressed: `молоко${ACUTE}` },
      { english: 'bread', russian: 'хлеб' },
    ]);
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(textImportResponseSchema.parse(skipped.json()).skipped).toEqual([
      { index: 0, english: 'flour', russian: 'мука', reason: 'invalid' },
    ]);
    expectError(
      await importPairs(learner, category.id, [{ english: 'cat', russian: 'кошка', gender: 'feminine!' }]),
      400,
      ANNOTATION_MESSAGES.genderInvalid,
    );
    expect(await wordsWithFacts(category.id)).toEqual([{ english: 'bread', russian: 'хлеб' }]);
  });
});

describe('POST /vocabulary-admin/import: words with their facts', () => {
  const importFile = (payload: unknown) => t.request('POST', '/api/vocabulary-admin/import', { user: admin, payload });
  const categoryId = async (name: string) =>
    (await t.db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('keeps each fact with the source the file names, the import for the others; marks in russian are its stress', async () => {
    const response = await importFile({
      categories: [
        {
          name: 'facts-json',
          words: [
            {
              english: 'to do',
              russian: 'делать',
              part_of_speech: 'verb',
              stressed: `де${ACUTE}лать`,
              aspect: 'impf',
              aspect_partner: `сде${ACUTE}лать`,
              forms: { sg1: `де${ACUTE}лаю` },
              english_forms: { past: 'did', past_participle: 'done' },
              ipa: '/ˈduː/',
              sources: { stressed: 'editor', forms: 'dictionary:az@0.2.3' },
            },
            { english: 'milk', russian: `молок\u00F3` },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(importVocabularyResponseSchema.parse(response.json())).toMatchObject({ imported: { words: 2 }, errors: [] });
    expect(await wordsWithFacts(await categoryId('facts-json'))).toEqual([
      {
        english: 'to do',
        russian: 'делать',
        stressed: `де${ACUTE}лать`,
        aspect: 'impf',
        aspect_partner: `сде${ACUTE}лать`,
        forms: { sg1: `де${ACUTE}лаю` },
        ipa: '/ˈduː/',
        english_forms: { past: 'did', past_participle: 'done' },
        sources: {
          stressed: 'editor',
          aspect: 'import',
          aspect_partner: 'import',
          forms: 'dictionary:az@0.2.3',
          ipa: 'import',
          english_forms: 'import',
        },
      },
      { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}`, sources: { stressed: 'import' } },
    ]);
  });

  it('leaves out a word with a bad fact and reports where and why; the rest is imported', async () => {
    const response = await importFile({
      categories: [
        {
          name: 'facts-bad',
          words: [
            { english: 'table', russian: 'стол', gender: 'masculine-ish' },
            { english: 'flour', russian: 'мука', stressed: `молоко${ACUTE}` },
            { english: 'chair', russian: 'стул', gender: 'm', animate: false },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(importVocabularyResponseSchema.parse(response.json())).toMatchObject({
      imported: { words: 1 },
      errors: [
        `categories[0].words[0]: ${ANNOTATION_MESSAGES.genderInvalid}`,
        `categories[0].words[1]: ${ANNOTATION_MESSAGES.stressedMismatch}`,
      ],
    });
    expect(await wordsWithFacts(await categoryId('facts-bad'))).toEqual([
      { english: 'chair', russian: 'стул', gender: 'm', animate: false, sources: { gender: 'import', animate: 'import' } },
    ]);
  });
});

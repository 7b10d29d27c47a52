import {
  APKG_IMPORT_FALLBACK_DECK,
  LEARNER_IMPORT_MESSAGES,
  TEXT_IMPORT_MESSAGES,
  apkgImportResponseSchema,
} from '@slovo/shared';
import { TEXT_IMPORT_MAX_CHARS } from '@slovo/shared/limits/import-export';
import { wordProblemMessage } from '@slovo/shared/rules/word-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import {
  categoriesOfUser,
  createTestApp,
  createTestCategory,
  createTestTag,
  expectError,
  installPoisonTrigger,
  tagNamesOfCategory,
  wordsOfCategory,
} from '../../test';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The files' tags: 'food' public, 'secret' hidden (admins only); 'kitchen' does not exist.
  await createTestTag(t.db, { name: 'food' });
  await createTestTag(t.db, { name: 'secret', is_public: false });
});
afterAll(async () => {
  await t?.close();
});

const ROUTE = '/api/vocabulary/user/import/anki-text';
const importText = (user: TestUser | null, payload: unknown) => t.request('POST', ROUTE, { user, payload });

const categoriesOf = (user: TestUser) => categoriesOfUser(t.db, user.id);

/** An Anki 2.1.54+ export of two decks with a deck and a tags column, as Anki writes it. */
const TWO_DECKS = [
  '#separator:tab',
  '#html:true',
  '#deck column:3',
  '#tags column:4',
  'bread\tхлеб\tRussian::Food\tfood kitchen',
  'milk\t<b>молоко</b>\tRussian::Food\tfood',
  'table\tстол\tRussian::Home\tsecret',
  'no russian here\t\tRussian::Home\t',
  'bread\tхлеб\tRussian::Food\tfood',
  '',
].join('\n');

describe('POST /vocabulary/user/import/anki-text', () => {
  it('turns each deck into a private category with its pairs and the usable existing tags; lines skipped are counted', async () => {
    const learner = await t.registerUser();
    const response = await importText(learner, { text: TWO_DECKS });
    expect(response.statusCode).toBe(201);
    const body = apkgImportResponseSchema.parse(response.json());
    const mine = await categoriesOf(learner);
    expect(mine.map((category) => [category.display_name, category.privacy])).toEqual([
      ['Russian::Food', 'private'],
      ['Russian::Home', 'private'],
    ]);
    const [food, home] = mine as [(typeof mine)[number], (typeof mine)[number]];
    expect(body).toEqual({
      message: '3 words added to 2 categories',
      categories: [
        { categoryId: food.id, name: 'Russian::Food', created: true, added: 2, skipped: 0 },
        { categoryId: home.id, name: 'Russian::Home', created: true, added: 1, skipped: 0 },
      ],
      notices: [
        LEARNER_IMPORT_MESSAGES.linesSkipped(2, [
          TEXT_IMPORT_MESSAGES.atLine(8, wordProblemMessage('Russian', 'empty')),
          TEXT_IMPORT_MESSAGES.atLine(9, TEXT_IMPORT_MESSAGES.duplicateOf(5)),
        ]),
        LEARNER_IMPORT_MESSAGES.tagsNotAdded(['kitchen', 'secret']),
      ],
      totals: { notes: 5, added: 3, skipped: 2 },
    });
    expect((await wordsOfCategory(t.db, food.id)).map(({ english, russian }) => [english, russian])).toEqual([
      ['bread', 'хлеб'],
      ['milk', 'молоко'],
    ]);
    expect(await tagNamesOfCategory(t.db, food.id)).toEqual(['food']);
    // 'secret' exists but is hidden: a learner may not attach it (and is not told it exists).
    expect(await tagNamesOfCategory(t.db, home.id)).toEqual([]);
  });

  it('fills the caller’s category named like the #deck line, and puts notes without a deck in the fallback category', async () => {
    const learner = await t.registerUser();
    const kitchen = await createTestCategory(t.db, { user_id: learner.id, display_name: 'kitchen' });
    const withDeck = await importText(learner, { text: '#separator:comma\n#deck:Kitchen\ncup,чашка\nspoon,ложка\n' });
    expect(withDeck.statusCode).toBe(201);
    expect(withDeck.json().categories).toEqual([
      { categoryId: kitchen.id, name: 'kitchen', created: false, added: 2, skipped: 0 },
    ]);

    const withoutDeck = await importText(learner, { text: '#separator:tab\nsun\tсолнце\n' });
    expect(withoutDeck.json().categories).toMatchObject([{ name: APKG_IMPORT_FALLBACK_DECK, created: true, added: 1 }]);

    // Again: nothing new, answered 200.
    const again = await importText(learner, { text: '#separator:comma\n#deck:Kitchen\ncup,чашка\n' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(LEARNER_IMPORT_MESSAGES.apkgNothingAdded);
  });

  it('names no category with hidden characters or a word mixing alphabets: such a deck falls back like an invalid one', async () => {
    const learner = await t.registerUser();
    // A Cyrillic "А" in "Аnimals" (the full name is refused, its last part "Birds" is fine), Cyrillic
    // "Но" before a Latin "me" (nothing valid left: the fallback), a zero-width space before "Sky".
    const decks = ['\u0410nimals::Birds', '\u041D\u043Eme', '\u200BSky'];
    const text = [
      '#separator:tab',
      '#deck column:3',
      `owl\tсова\t${decks[0]}`,
      `cup\tчашка\t${decks[1]}`,
      `sun\tсолнце\t${decks[2]}`,
    ].join('\n');
    const response = await importText(learner, { text });
    expect(response.statusCode, response.body).toBe(201);
    expect(apkgImportResponseSchema.parse(response.json()).categories.map((category) => category.name)).toEqual([
      'Birds',
      APKG_IMPORT_FALLBACK_DECK,
    ]);
    expect((await categoriesOf(learner)).map((category) => category.display_name).sort()).toEqual(
      [APKG_IMPORT_FALLBACK_DECK, 'Birds'].sort(),
    );
  });

  it('refuses a text without one valid note, an empty or missing text, and one over the limit, writing nothing', async () => {
    const learner = await t.registerUser();
    expectError(await importText(learner, { text: '#separator:tab\njust words\n' }), 400, TEXT_IMPORT_MESSAGES.noPairs);
    expectError(await importText(learner, { text: '' }), 400, LEARNER_IMPORT_MESSAGES.ankiTextEmpty);
    expectError(await importText(learner, {}), 400, LEARNER_IMPORT_MESSAGES.ankiTextEmpty);
    expectError(await importText(learner, { text: 42 }), 400, LEARNER_IMPORT_MESSAGES.ankiTextEmpty);
    const tooLong = `#separator:comma\n${'a'.repeat(TEXT_IMPORT_MAX_CHARS)}`;
    expectError(await importText(learner, { text: tooLong }), 400, LEARNER_IMPORT_MESSAGES.ankiTextTooLong);
    expectError(await importText(learner, { text: 'x'.repeat(14 * 1024 * 1024) }), 413, LEARNER_IMPORT_MESSAGES.textTooLarge);
    expect(await categoriesOf(learner)).toEqual([]);
  });

  it('attaches a tag stored with capitals (older rows) whatever the case in the file', async () => {
    const learner = await t.registerUser();
    const drinks = await createTestTag(t.db, { name: 'drinks' });
    await t.db.updateTable('tags').set({ name: 'Drinks' }).where('id', '=', drinks.id).execute();
    const response = await importText(learner, { text: '#separator:tab\n#deck:Bar\n#tags:DRINKS\ntea\tчай\n' });
    const [category] = response.json().categories as { categoryId: number }[];
    expect(await tagNamesOfCategory(t.db, category!.categoryId)).toEqual(['Drinks']);
  });

  it('keeps the part of speech a tag or a "Part of speech" column names; other notes stay nouns (issue 30)', async () => {
    const learner = await t.registerUser();
    const text = [
      '#separator:tab',
      '#columns:Front\tBack\tPart of speech\tTags',
      '#tags column:4',
      '#deck:Verbs',
      'to run\tбежать\tverb\t',
      'quickly\tбыстро\t\tadverb',
      'cat\tкошка\t\tanimals',
      '',
    ].join('\n');
    expect((await importText(learner, { text })).statusCode).toBe(201);
    const [verbs] = await categoriesOf(learner);
    expect((await wordsOfCategory(t.db, verbs!.id)).map(({ english, part_of_speech }) => [english, part_of_speech])).toEqual([
      ['to run', 'verb'],
      ['quickly', 'adverb'],
      ['cat', 'noun'],
    ]);
  });

  it('needs a signed-in caller', async () => {
    expectError(await importText(null, { text: TWO_DECKS }), 401, 'Access token required');
  });

  it('is one transaction: when the database refuses a word of the second deck, the first deck is not written either', async () => {
    const learner = await t.registerUser();
    const removePoisonTrigger = await installPoisonTrigger(t.db, t.dialect, 'anki_text_import_poison');
    try {
      const text = '#separator:tab\n#deck column:3\nfine\tхорошо\tFirst\npoison\tяд\tSecond\n';
      expectError(await importText(learner, { text }), 500, 'Internal server error');
    } finally {
      await removePoisonTrigger();
    }
    expect(await categoriesOf(learner)).toEqual([]);
  });

  it('lets an admin import too, attaching hidden tags as well', async () => {
    const admin = await t.createAdmin();
    const response = await importText(admin, { text: '#separator:tab\n#deck:Admin deck\n#tags:secret\nchair\tстул\n' });
    expect(response.statusCode).toBe(201);
    const [category] = response.json().categories as { categoryId: number }[];
    expect(await tagNamesOfCategory(t.db, category!.categoryId)).toEqual(['secret']);
  });
});

import type { ApkgImportResponse } from '@slovo/shared';
import {
  LEARNER_IMPORT_MESSAGES,
  MEDIA_MESSAGES,
  MY_VOCABULARY_MESSAGES,
  apkgImportResponseSchema,
  parseVocabularyFile,
} from '@slovo/shared';
import { parseAnkiText } from '@slovo/shared/formats/anki-text';
import { APKG_ERROR_MESSAGES } from '@slovo/shared/formats/apkg/index';
import type { FixtureCollection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { BASIC_NOTE_TYPE, DEFAULT_DECK, schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import { SHARED_DECK, SHARED_DECK_MEDIA, SHARED_DECK_MEDIA_MAP } from '@slovo/shared/formats/apkg/testing/shared-deck';
import { stableAnkiGuid } from '@slovo/shared/formats/text-guid';
import { parseVocabularyCsv } from '@slovo/shared/formats/vocabulary-csv';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestCategory, TestUser } from '../../test';
import {
  categoriesOfUser,
  createTestApp,
  createTestCategory,
  createTestClock,
  createTestTag,
  expectError,
  installPoisonTrigger,
  tagNamesOfCategory,
  wordsOfCategory,
} from '../../test';
import { deckDisplayName } from '@slovo/shared/formats/anki-decks';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let sqlJs: SqlJsStatic;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock('2026-11-26T09:30:00.000Z') });
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
  sqlJs = await initSqlJs();
  // The package's tags: 'animals' public, 'farm' hidden (admins only); 'pets' does not exist.
  await createTestTag(t.db, { name: 'animals' });
  await createTestTag(t.db, { name: 'farm', is_public: false });
});
afterAll(async () => {
  await t?.close();
});

const own = (user: TestUser, spec: Parameters<typeof createTestCategory>[1] = {}): Promise<TestCategory> =>
  createTestCategory(t.db, { user_id: user.id, ...spec });

async function wordsIn(categoryId: number) {
  return t.db.selectFrom('words').select(['english', 'russian']).where('category_id', '=', categoryId).orderBy('id').execute();
}

const categoriesOf = (user: TestUser) => categoriesOfUser(t.db, user.id);

async function rowCounts() {
  const count = async (table: 'categories' | 'words' | 'category_tags') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return { categories: await count('categories'), words: await count('words'), links: await count('category_tags') };
}

// ---- Export -----------------------------------------------------------------------------------

const exportOf = (user: TestUser | null, id: number | string, format?: string) =>
  t.request('GET', `/api/vocabulary/user/categories/${id}/export${format === undefined ? '' : `?format=${format}`}`, { user });

describe('GET /vocabulary/user/categories/{id}/export', () => {
  const words: Array<[string, string]> = [
    ['apple', 'яблоко'],
    ['red, ripe', 'спелый'],
    ['to run', 'бежать'],
  ];

  it('downloads CSV (the default) with its headers, and the file reads back as the same pairs', async () => {
    const category = await own(alice, { name: 'мои-фрукты', display_name: 'Мои фрукты', words, tags: ['animals'] });
    const response = await exportOf(alice, category.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="moi-frukty-2026-11-26.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const parse = parseVocabularyCsv(response.body);
    expect(parse.error).toBeNull();
    expect(parse.entries.map((entry) => [entry.english, entry.russian])).toEqual(words);
    expect(parse.entries.every((entry) => entry.category === 'Мои фрукты' && entry.tags.join() === 'animals')).toBe(true);
  });

  it('downloads Anki text: a stable GUID per word, the deck and the tags; Anki text reads back as the same pairs', async () => {
    const category = await own(alice, { display_name: 'Fruit', words, tags: ['animals'] });
    const response = await exportOf(alice, category.id, 'anki');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${category.name}-2026-11-26.txt"`);
    const parse = parseAnkiText(response.body);
    expect(parse.error).toBeNull();
    expect(parse.notes.map((note) => [note.english, note.russian])).toEqual(words);
    expect(parse.notes.map((note) => note.guid)).toEqual(category.wordIds.map((id) => stableAnkiGuid(`slovo:${id}`)));
    expect(parse.notes.every((note) => note.deck === 'Fruit' && note.tags.join() === 'animals')).toBe(true);
    // The same export twice is the same file: re-importing into Anki updates its notes.
    expect((await exportOf(alice, category.id, 'anki')).body).toBe(response.body);
  });

  it('downloads the JSON import format for that one category, which reads back as the same vocabulary', async () => {
    const category = await own(alice, { display_name: 'Json Fruit', words, tags: ['animals'] });
    const response = await exportOf(alice, category.id, 'json');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${category.name}-2026-11-26.json"`);
    const parse = parseVocabularyFile(JSON.parse(response.body));
    if (!parse.ok) throw new Error(parse.error);
    expect(parse.file.tags.map((tag) => tag.name)).toEqual(['animals']);
    expect(parse.file.categories).toHaveLength(1);
    expect(parse.file.categories[0]).toMatchObject({ name: category.name, display_name: 'Json Fruit', tags: ['animals'] });
    expect(parse.file.categories[0]?.words.map((word) => [word.english, word.russian])).toEqual(words);
  });

  it('exports an empty category as a file of no words', async () => {
    const category = await own(alice, { display_name: 'Nothing yet' });
    const csv = await exportOf(alice, category.id, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(parseVocabularyCsv(csv.body).entries).toEqual([]);
    const json = await exportOf(alice, category.id, 'json');
    const parse = parseVocabularyFile(JSON.parse(json.body));
    expect(parse.ok && parse.file.categories[0]?.words).toEqual([]);
  });

  it('is for the owner and admins: anonymous 401, another learner 404 like a missing category, a bad format 400', async () => {
    const category = await own(alice, { words, privacy: 'shared' });
    expectError(await exportOf(null, category.id), 401, 'Access token required');
    const other = await exportOf(bob, category.id);
    expectError(other, 404, MY_VOCABULARY_MESSAGES.categoryNotFound);
    expect((await exportOf(bob, 2_000_000_000)).body).toBe(other.body);
    expectError(await exportOf(alice, category.id, 'xml'), 400, LEARNER_IMPORT_MESSAGES.exportFormatInvalid);
    const byAdmin = await exportOf(admin, category.id, 'csv');
    expect(byAdmin.statusCode).toBe(200);
    expect(parseVocabularyCsv(byAdmin.body).entries.map((entry) => entry.english)).toEqual(words.map(([english]) => english));
  });
});

// ---- .apkg import ---------------------------------------------------------------------------

const sendApkg = (user: TestUser | null, bytes: Uint8Array | string, contentType = 'application/octet-stream') =>
  t.request('POST', '/api/vocabulary/user/import/apkg', {
    user,
    payload: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
    headers: { 'content-type': contentType },
  });

async function importedApkg(user: TestUser, bytes: Uint8Array, status = 201): Promise<ApkgImportResponse> {
  const response = await sendApkg(user, bytes);
  expect(response.statusCode, response.body).toBe(status);
  return apkgImportResponseSchema.parse(response.json());
}

const sharedDeckApkg = () =>
  zipPackage({ 'collection.anki2': schema11Collection(sqlJs, SHARED_DECK), media: SHARED_DECK_MEDIA_MAP, ...SHARED_DECK_MEDIA });

const basicApkg = (collection: FixtureCollection) => zipPackage({ 'collection.anki2': schema11Collection(sqlJs, collection) });

describe('POST /vocabulary/user/import/apkg', () => {
  it('turns each deck into a private category of the caller, with its pairs, existing usable tags and notices', async () => {
    const learner = await t.registerUser();
    const body = await importedApkg(learner, sharedDeckApkg());
    const mine = await categoriesOf(learner);
    expect(mine.map((category) => [category.display_name, category.privacy])).toEqual([
      ['English::Animals', 'private'],
      ['English', 'private'],
    ]);
    const [animals, english] = mine as [(typeof mine)[number], (typeof mine)[number]];
    expect(body).toEqual({
      message: '5 words added to 2 categories',
      categories: [
        { categoryId: animals.id, name: 'English::Animals', created: true, added: 4, skipped: 0 },
        { categoryId: english.id, name: 'English', created: true, added: 1, skipped: 0 },
      ],
      notices: [
        // The shared deck's picture and sound are a few bytes of headers: the server's check refuses them.
        LEARNER_IMPORT_MESSAGES.mediaRefused(1, MEDIA_MESSAGES.imageUnreadable),
        LEARNER_IMPORT_MESSAGES.mediaRefused(1, MEDIA_MESSAGES.soundUnreadable),
        LEARNER_IMPORT_MESSAGES.tagsNotAdded(['pets', 'farm']),
      ],
      totals: { notes: 5, added: 5, skipped: 0 },
    });
    expect(await wordsIn(animals.id)).toEqual([
      { english: 'cat', russian: 'кошка' },
      { english: 'dog', russian: 'собака' },
      { english: 'horse', russian: 'лошадь' },
      { english: 'bird', russian: 'птица' },
    ]);
    expect(await wordsIn(english.id)).toEqual([{ english: 'the English language', russian: 'английский язык' }]);
    // 'farm' exists but is hidden: a learner may not attach it (and is not told it exists).
    expect(await tagNamesOfCategory(t.db, animals.id)).toEqual(['animals']);
    expect(await tagNamesOfCategory(t.db, english.id)).toEqual([]);
  });

  it('keeps the part of speech a "Part of speech" field or a tag names; other notes stay nouns (issue 30)', async () => {
    const learner = await t.registerUser();
    const vocabulary = { id: 1_700_000_000_005, name: 'Vocabulary', fields: ['Word', 'Meaning', 'Part of speech'] };
    await importedApkg(
      learner,
      basicApkg({
        noteTypes: [BASIC_NOTE_TYPE, vocabulary],
        notes: [
          { noteTypeId: vocabulary.id, fields: ['to run', 'бежать', 'verb'] },
          { fields: ['red', 'красный'], tags: ['adjectives'] },
          { fields: ['cat', 'кошка'], tags: ['animals'] },
        ],
      }),
    );
    const [category] = await categoriesOf(learner);
    expect((await wordsOfCategory(t.db, category!.id)).map(({ english, part_of_speech }) => [english, part_of_speech])).toEqual([
      ['to run', 'verb'],
      ['red', 'adjective'],
      ['cat', 'noun'],
    ]);
  });

  it('is idempotent: a second import reuses the categories and adds nothing (200)', async () => {
    const learner = await t.registerUser();
    await importedApkg(learner, sharedDeckApkg());
    const before = await rowCounts();
    const again = await importedApkg(learner, sharedDeckApkg(), 200);
    expect(again.message).toBe(LEARNER_IMPORT_MESSAGES.apkgNothingAdded);
    expect(again.categories.map((category) => [category.name, category.created, category.added, category.skipped])).toEqual([
      ['English::Animals', false, 0, 4],
      ['English', false, 0, 1],
    ]);
    expect(again.totals).toEqual({ notes: 5, added: 0, skipped: 5 });
    expect(await rowCounts()).toEqual(before);
  });

  it('fills the caller’s own category of the same name (ignoring case), never another learner’s', async () => {
    const learner = await t.registerUser();
    const mine = await own(learner, { display_name: 'english', words: [['cat', 'кошка']] });
    const theirs = await own(bob, { display_name: 'English::Animals' });
    const body = await importedApkg(learner, sharedDeckApkg());
    expect(body.categories.find((category) => category.name === 'english')).toEqual({
      categoryId: mine.id,
      name: 'english',
      created: false,
      added: 1,
      skipped: 0,
    });
    expect(body.categories.find((category) => category.name === 'English::Animals')?.categoryId).not.toBe(theirs.id);
    expect(await wordsIn(theirs.id)).toEqual([]);
  });

  it('lets an admin attach every existing tag, hidden ones too', async () => {
    const body = await importedApkg(admin, sharedDeckApkg());
    const animals = body.categories.find((category) => category.name === 'English::Animals');
    expect(await tagNamesOfCategory(t.db, animals?.categoryId ?? 0)).toEqual(['animals', 'farm']);
    expect(body.notices).toContain(LEARNER_IMPORT_MESSAGES.tagsNotAdded(['pets']));
  });

  it('names a category after the last part of a deck name that is too long, and skips invalid and repeated notes', async () => {
    const learner = await t.registerUser();
    const longDeck = `${'Very long parent deck name '.repeat(3)}::Verbs`;
    const body = await importedApkg(
      learner,
      basicApkg({
        decks: [DEFAULT_DECK, { id: 5, name: longDeck }],
        noteTypes: [BASIC_NOTE_TYPE],
        notes: [
          { fields: ['run', 'бежать'], cards: [{ deckId: 5 }] },
          { fields: ['Run', 'Бежать'], cards: [{ deckId: 5 }] },
          { fields: ['日本', 'япония'], cards: [{ deckId: 5 }] },
          { fields: ['only one field', ''], cards: [{ deckId: 5 }] },
        ],
      }),
    );
    expect(body.categories).toMatchObject([{ name: 'Verbs', created: true, added: 1, skipped: 2 }]);
    expect(body.totals).toEqual({ notes: 4, added: 1, skipped: 3 });
    expect(body.notices).toEqual([
      LEARNER_IMPORT_MESSAGES.notesSkipped(1, 'The Russian field is empty once formatting is removed'),
    ]);
    expect(deckDisplayName(null)).toBe('Anki import');
    expect(deckDisplayName('A::B')).toBe('A::B');
    expect(deckDisplayName(`A::${'x'.repeat(80)}`)).toBe('x'.repeat(50));
  });

  it('refuses a package without one valid pair, and one with too many decks, writing nothing', async () => {
    const learner = await t.registerUser();
    const before = await rowCounts();
    const invalidOnly = basicApkg({ notes: [{ fields: ['日本', 'япония'] }] });
    expectError(await sendApkg(learner, invalidOnly), 400, LEARNER_IMPORT_MESSAGES.apkgNoPairs);
    const decks = Array.from({ length: 101 }, (_, index) => ({ id: 100 + index, name: `Deck ${index}` }));
    const manyDecks = basicApkg({
      decks: [DEFAULT_DECK, ...decks],
      noteTypes: [BASIC_NOTE_TYPE],
      notes: decks.map((deck, index) => ({ fields: [`word ${index}`, 'слово'], cards: [{ deckId: deck.id }] })),
    });
    expectError(await sendApkg(learner, manyDecks), 400, LEARNER_IMPORT_MESSAGES.apkgTooManyDecks);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a hostile or broken file 400 with the reader’s message, writing nothing', async () => {
    const before = await rowCounts();
    expectError(await sendApkg(alice, 'definitely not a zip'), 400, APKG_ERROR_MESSAGES['not-zip']);
    expectError(await sendApkg(alice, new Uint8Array(0)), 400, APKG_ERROR_MESSAGES['not-zip']);
    expectError(await sendApkg(alice, zipPackage({ 'readme.txt': 'hello' })), 400, APKG_ERROR_MESSAGES['no-collection']);
    expectError(
      await sendApkg(alice, zipPackage({ 'collection.anki2': 'SQLite format 3\u0000 but no database' })),
      400,
      APKG_ERROR_MESSAGES['not-database'],
    );
    expectError(await sendApkg(alice, sharedDeckApkg().slice(0, 200), 'application/zip'), 400, APKG_ERROR_MESSAGES['not-zip']);
    expect(await rowCounts()).toEqual(before);
  });

  it('takes only a binary body: JSON, text or another type is 415, over 10 MiB is 413', async () => {
    const message = LEARNER_IMPORT_MESSAGES.apkgContentType;
    expectError(await sendApkg(alice, JSON.stringify({ notes: [] }), 'application/json'), 415, message);
    expectError(await sendApkg(alice, 'cat\tкошка', 'text/plain'), 415, message);
    expectError(await sendApkg(alice, sharedDeckApkg(), 'image/png'), 415, message);
    expectError(await sendApkg(alice, new Uint8Array(11 * 1024 * 1024)), 413, APKG_ERROR_MESSAGES['too-large']);
  });

  it('needs a signed-in caller, refused before the body is read', async () => {
    expectError(await sendApkg(null, sharedDeckApkg()), 401, 'Access token required');
    expectError(await sendApkg(null, new Uint8Array(11 * 1024 * 1024)), 401, 'Access token required');
  });

  it('is one transaction: when the database refuses a word of the second deck, the first deck is not written either', async () => {
    const learner = await t.registerUser();
    const before = await rowCounts();
    const removePoisonTrigger = await installPoisonTrigger(t.db, t.dialect, 'apkg_import_poison');
    try {
      const apkg = basicApkg({
        decks: [DEFAULT_DECK, { id: 7, name: 'First' }, { id: 8, name: 'Second' }],
        noteTypes: [BASIC_NOTE_TYPE],
        notes: [
          { fields: ['fine', 'хорошо'], cards: [{ deckId: 7 }] },
          { fields: ['poison', 'яд'], cards: [{ deckId: 8 }] },
        ],
      });
      expectError(await sendApkg(learner, apkg), 500, 'Internal server error');
    } finally {
      await removePoisonTrigger();
    }
    expect(await categoriesOf(learner)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

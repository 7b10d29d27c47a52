import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NEW_EXPORT_APKG_BASE64 } from './fixtures/new-export';
import { ApkgError, readApkg } from './index';
import type { ApkgContents } from './index';
import type { FixtureCollection, FixtureNote } from './testing/anki-collection-builder';
import {
  BASIC_NOTE_TYPE,
  DEFAULT_DECK,
  customDatabase,
  placeholderCollection,
  schema11Collection,
  schema18Collection,
} from './testing/anki-collection-builder';
import { base64ToBytes } from './testing/base64';
import { zipPackage, zstdFrame } from './testing/package-builder';
import {
  SHARED_DECK,
  SHARED_DECK_MEDIA,
  SHARED_DECK_MEDIA_MAP,
  SHARED_DECK_NOTES,
  SHARED_DECK_NOTES_WITHOUT_MEDIA,
} from './testing/shared-deck';
import { RUSSIAN_FRONT_DECK, RUSSIAN_FRONT_DECK_NAME, RUSSIAN_FRONT_DECK_WORDS } from './testing/russian-front-deck';
import { checkWordPair } from '../../rules/word-rules';

/** Tests that build or read large packages: generous, since the whole suite shares two cores. */
const HEAVY_TEST_TIMEOUT = 30_000;

let sql: SqlJsStatic;
beforeAll(async () => {
  // In Node, initSqlJs finds sql-wasm.wasm in node_modules by itself.
  sql = await initSqlJs();
});

/** A package whose only collection is `file`, holding `collection` in the schema that file has. */
function packageWith(file: 'collection.anki2' | 'collection.anki21' | 'collection.anki21b', collection: FixtureCollection) {
  if (file === 'collection.anki21b') {
    return zipPackage(
      { 'collection.anki21b': zstdFrame(schema18Collection(sql, collection)), 'collection.anki2': placeholderCollection(sql) },
      { stored: ['collection.anki21b', 'collection.anki2'] },
    );
  }
  return zipPackage({ [file]: schema11Collection(sql, collection) });
}

const notesOf = (contents: ApkgContents) => contents.notes.map(({ english, russian }) => [english, russian]);
const basic = (notes: FixtureNote[]): FixtureCollection => ({ notes });

describe('readApkg: the three collection files', () => {
  it('reads a legacy package (collection.anki2, deflated, with media)', async () => {
    const apkg = zipPackage({
      'collection.anki2': schema11Collection(sql, SHARED_DECK),
      media: SHARED_DECK_MEDIA_MAP,
      ...SHARED_DECK_MEDIA,
    });
    expect(await readApkg(apkg, sql)).toEqual({
      notes: SHARED_DECK_NOTES,
      decks: ['English::Animals', 'English'],
      notices: [],
      skipped: [],
      turnedDecks: [],
      collectionFile: 'collection.anki2',
      media: new Map([
        ['cat.mp3', SHARED_DECK_MEDIA['1']],
        ['horse.jpg', SHARED_DECK_MEDIA['0']],
      ]),
    });
  });

  it('reads collection.anki21 and ignores the collection.anki2 Anki 2.1 wrote beside it', async () => {
    const dummy = schema11Collection(sql, basic([{ fields: ['This file requires a newer version of Anki.', ''] }]));
    const apkg = zipPackage({ 'collection.anki2': dummy, 'collection.anki21': schema11Collection(sql, SHARED_DECK) });
    const contents = await readApkg(apkg, sql);
    expect(contents.collectionFile).toBe('collection.anki21');
    expect(contents.notes).toEqual(SHARED_DECK_NOTES_WITHOUT_MEDIA);
    expect(contents.notices).toEqual(['2 pictures or sounds named by notes are not in the package']);
  });

  it('reads a real new export: collection.anki21b compressed by zstd, the placeholder in collection.anki2', async () => {
    // Its media map is protobuf and its files zstd-compressed, as Anki 2.1.50+ writes them.
    expect(await readApkg(base64ToBytes(NEW_EXPORT_APKG_BASE64), sql)).toEqual({
      notes: SHARED_DECK_NOTES,
      decks: ['English::Animals', 'English'],
      notices: [],
      skipped: [],
      turnedDecks: [],
      collectionFile: 'collection.anki21b',
      media: new Map([
        ['cat.mp3', SHARED_DECK_MEDIA['1']],
        ['horse.jpg', SHARED_DECK_MEDIA['0']],
      ]),
    });
  });

  it('reads collection.anki21b whose zstd frame does not declare its size (as a streaming encoder writes it)', async () => {
    const apkg = zipPackage(
      {
        'collection.anki21b': zstdFrame(schema18Collection(sql, SHARED_DECK), { declare: false }),
        'collection.anki2': placeholderCollection(sql),
      },
      { stored: ['collection.anki21b'] },
    );
    const contents = await readApkg(apkg, sql);
    expect(contents.collectionFile).toBe('collection.anki21b');
    expect(contents.notes).toEqual(SHARED_DECK_NOTES_WITHOUT_MEDIA);
  });

  it('prefers collection.anki21b, then collection.anki21, then collection.anki2', async () => {
    const only = (english: string) => basic([{ fields: [english, 'слово'] }]);
    const files = {
      'collection.anki2': schema11Collection(sql, only('legacy')),
      'collection.anki21': schema11Collection(sql, only('newer')),
      'collection.anki21b': zstdFrame(schema18Collection(sql, only('newest'))),
    };
    expect(notesOf(await readApkg(zipPackage(files), sql))).toEqual([['newest', 'слово']]);
    const { 'collection.anki21b': _newest, ...withoutNewest } = files;
    expect(notesOf(await readApkg(zipPackage(withoutNewest), sql))).toEqual([['newer', 'слово']]);
  });

  it('refuses a package that holds only the placeholder, in either wording', async () => {
    for (const dummy of [
      placeholderCollection(sql),
      schema11Collection(sql, basic([{ fields: ['This file requires a newer version of Anki.', ''] }])),
      // Anki translates the text; the file names stay.
      schema11Collection(
        sql,
        basic([{ fields: ['Bitte aktualisieren Sie Anki und importieren Sie die .colpkg/.apkg-Datei erneut.', ''] }]),
      ),
    ]) {
      await expect(readApkg(zipPackage({ 'collection.anki2': dummy }), sql)).rejects.toMatchObject({
        code: 'placeholder-only',
        message:
          'This Anki package holds only the note Anki adds for old versions ("Please update to the latest Anki version…"), not the deck itself',
      });
    }
  });

  it('keeps a single note about Anki that has a back', async () => {
    const contents = await readApkg(packageWith('collection.anki2', basic([{ fields: ['Anki', 'Анки'] }])), sql);
    expect(notesOf(contents)).toEqual([['Anki', 'Анки']]);
  });

  it('keeps a note that only mentions the placeholder text when others are there', async () => {
    const contents = await readApkg(
      packageWith('collection.anki2', basic([{ fields: ['update', '.colpkg/.apkg'] }, { fields: ['cat', 'кошка'] }])),
      sql,
    );
    expect(notesOf(contents)).toEqual([
      ['update', '.colpkg/.apkg'],
      ['cat', 'кошка'],
    ]);
  });

  it('takes sql.js ready, as a promise, or as a function called only once the archive passed its checks', async () => {
    expect((await readApkg(packageWith('collection.anki2', SHARED_DECK), Promise.resolve(sql))).notes).toEqual(
      SHARED_DECK_NOTES_WITHOUT_MEDIA,
    );
    const init = vi.fn(async () => sql);
    await expect(readApkg(new Uint8Array([1, 2, 3]), init)).rejects.toBeInstanceOf(ApkgError);
    expect(init).not.toHaveBeenCalled();
    const contents = await readApkg(packageWith('collection.anki21', SHARED_DECK), init);
    expect(init).toHaveBeenCalledTimes(1);
    expect(contents.notes).toEqual(SHARED_DECK_NOTES_WITHOUT_MEDIA);
  });
});

describe('readApkg: notes', () => {
  it('takes the first two fields of any note type, in field order', async () => {
    const threeFields = { id: 1_700_000_000_009, name: 'Basic (and reversed card) + extra', fields: ['Front', 'Back', 'Extra'] };
    const contents = await readApkg(
      packageWith('collection.anki21b', {
        noteTypes: [BASIC_NOTE_TYPE, threeFields],
        notes: [{ noteTypeId: threeFields.id, fields: ['to run', 'бежать', 'irregular: ran, run'] }],
      }),
      sql,
    );
    expect(notesOf(contents)).toEqual([['to run', 'бежать']]);
  });

  it('unwraps cloze deletions in the first field and says how many notes were', async () => {
    const cloze = { id: 1_700_000_000_008, name: 'Cloze', fields: ['Text', 'Back Extra'], cloze: true };
    const contents = await readApkg(
      packageWith('collection.anki2', {
        noteTypes: [cloze],
        notes: [
          { noteTypeId: cloze.id, fields: ['{{c1::cat}}', 'кошка'] },
          { noteTypeId: cloze.id, fields: ['{{c1::big::size}} {{c2::dog}}', 'большая собака'] },
          { noteTypeId: cloze.id, fields: ['plain', 'простой'] },
        ],
      }),
      sql,
    );
    expect(notesOf(contents)).toEqual([
      ['cat', 'кошка'],
      ['big dog', 'большая собака'],
      ['plain', 'простой'],
    ]);
    expect(contents.notices).toEqual(['2 notes were cloze deletions ({{c1::…}}): the hidden text was kept as the word']);
  });

  it('reads tags: split on spaces, each once, hierarchical ones kept', async () => {
    const contents = await readApkg(
      packageWith('collection.anki21', basic([{ fields: ['cat', 'кошка'], tags: ['animals', 'lang::en', 'animals', 'Тема'] }])),
      sql,
    );
    expect(contents.notes[0]?.tags).toEqual(['animals', 'lang::en', 'Тема']);
  });

  it.each(['collection.anki2', 'collection.anki21'] as const)(
    'takes the part of speech from a "Part of speech" field, else from a tag naming one (%s, issue 30)',
    async (file) => {
      const withPos = { id: 1_700_000_000_007, name: 'Vocabulary', fields: ['Word', 'Meaning', 'Part of speech', 'Example'] };
      const contents = await readApkg(
        packageWith(file, {
          noteTypes: [BASIC_NOTE_TYPE, withPos],
          notes: [
            { noteTypeId: withPos.id, fields: ['to run', 'бежать', '<i>verb</i>', 'I run.'], tags: ['nouns'] },
            { noteTypeId: withPos.id, fields: ['red', 'красный', 'adj.', ''] },
            { noteTypeId: withPos.id, fields: ['book', 'книга', '', ''], tags: ['Nouns'] },
            { fields: ['to swim', 'плавать'], tags: ['sport', 'verb'] },
            { fields: ['cat', 'кошка'], tags: ['animals'] },
          ],
        }),
        sql,
      );
      expect(contents.notes.map((note) => [note.english, note.part_of_speech])).toEqual([
        ['to run', 'verb'],
        ['red', 'adjective'],
        ['book', 'noun'],
        ['to swim', 'verb'],
        ['cat', null],
      ]);
    },
  );

  it('takes the part of speech from the tags in a collection.anki21b, whose field names sql.js cannot read (issue 30)', async () => {
    const withPos = { id: 1_700_000_000_007, name: 'Vocabulary', fields: ['Word', 'Meaning', 'POS'] };
    const contents = await readApkg(
      packageWith('collection.anki21b', {
        noteTypes: [BASIC_NOTE_TYPE, withPos],
        notes: [
          { noteTypeId: withPos.id, fields: ['to run', 'бежать', 'verb'], tags: ['Verbs'] },
          { noteTypeId: withPos.id, fields: ['red', 'красный', 'adjective'] },
          { fields: ['cat', 'кошка'], tags: ['animals', 'noun'] },
        ],
      }),
      sql,
    );
    expect(contents.notes.map((note) => [note.english, note.part_of_speech])).toEqual([
      ['to run', 'verb'],
      ['red', null],
      ['cat', 'noun'],
    ]);
  });

  it('leaves the words as they are after cleaning: the caller validates them with the word rules', async () => {
    const contents = await readApkg(packageWith('collection.anki2', basic([{ fields: ["don't", 'не делай;'] }])), sql);
    expect(notesOf(contents)).toEqual([["don't", 'не делай;']]);
  });

  it('skips notes without two non-empty fields and says why, by position', async () => {
    const contents = await readApkg(
      packageWith(
        'collection.anki21b',
        basic([
          { fields: ['only one'], guid: 'one' },
          { fields: ['<img src="cat.jpg">', 'кошка'], guid: 'picture' },
          { fields: ['dog', '[sound:dog.mp3]'], guid: 'sound' },
          { fields: ['ok', 'хорошо'], guid: 'ok' },
          { fields: ['x'.repeat(20_001), 'длинное'], guid: 'long' },
        ]),
      ),
      sql,
    );
    expect(notesOf(contents)).toEqual([['ok', 'хорошо']]);
    expect(contents.skipped).toEqual([
      { note: 1, guid: 'one', reason: 'The note has fewer than two fields' },
      { note: 2, guid: 'picture', reason: 'The English field is empty once formatting is removed' },
      { note: 3, guid: 'sound', reason: 'The Russian field is empty once formatting is removed' },
      { note: 5, guid: 'long', reason: 'A field is longer than 20,000 characters' },
    ]);
  });

  it('skips a note whose fields are not text', async () => {
    const collection = customDatabase(
      sql,
      `create table notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text, flds text,
         sfld integer, csum integer, flags integer, data text);
       insert into notes values (1, 'blob', 1, 0, 0, '', x'636174', '', 0, 0, '');
       insert into notes values (2, 'text', 1, 0, 0, '', 'cat' || char(31) || 'кошка', '', 0, 0, '');`,
    );
    const contents = await readApkg(zipPackage({ 'collection.anki2': collection }), sql);
    expect(contents.skipped).toEqual([{ note: 1, guid: 'blob', reason: 'The note’s fields are not text' }]);
    // Without cards or decks the notes have no deck.
    expect(contents.notes).toEqual([
      { english: 'cat', russian: 'кошка', tags: [], deck: null, guid: 'text', part_of_speech: null, image: null, sound: null },
    ]);
  });
});

describe('readApkg: decks', () => {
  const decks = [
    DEFAULT_DECK,
    { id: 10, name: 'Languages' },
    { id: 11, name: 'Languages::English::Animals' },
    { id: 12, name: 'Filtered deck 1' },
  ];
  const collection: FixtureCollection = {
    decks,
    notes: [
      { fields: ['cat', 'кошка'], cards: [{ deckId: 11 }] },
      // The first card (ord 0) decides, whatever order the cards were added in.
      {
        fields: ['dog', 'собака'],
        cards: [
          { deckId: 1, ord: 1 },
          { deckId: 10, ord: 0 },
        ],
      },
      // A card in a filtered deck counts in its home deck.
      { fields: ['cow', 'корова'], cards: [{ deckId: 12, originalDeckId: 11 }] },
      { fields: ['no card', 'нет карточки'], cards: [] },
      { fields: ['lost deck', 'потерянная колода'], cards: [{ deckId: 999 }] },
    ],
  };
  const expected = ['Languages::English::Animals', 'Languages', 'Languages::English::Animals', null, null];

  it('schema 11: names from col.decks', async () => {
    const contents = await readApkg(packageWith('collection.anki21', collection), sql);
    expect(contents.notes.map((note) => note.deck)).toEqual(expected);
    expect(contents.decks).toEqual(['Languages::English::Animals', 'Languages']);
  });

  it('schema 18: names from the decks table, U+001F shown as "::"', async () => {
    const contents = await readApkg(packageWith('collection.anki21b', collection), sql);
    expect(contents.notes.map((note) => note.deck)).toEqual(expected);
    expect(contents.decks).toEqual(['Languages::English::Animals', 'Languages']);
  });

  it('broken deck JSON costs the deck names, not the notes', async () => {
    const collection11 = customDatabase(
      sql,
      `create table col (id integer primary key, decks text not null);
       insert into col values (1, '{"1": {"name": "Default"}, "2": ');
       create table notes (id integer primary key, guid text, tags text, flds text);
       insert into notes values (1, 'g', ' a ', 'cat' || char(31) || 'кошка');
       create table cards (id integer primary key, nid integer, did integer, ord integer, odid integer);
       insert into cards values (1, 1, 2, 0, 0);`,
    );
    const contents = await readApkg(zipPackage({ 'collection.anki2': collection11 }), sql);
    expect(contents.notes).toEqual([
      { english: 'cat', russian: 'кошка', tags: ['a'], deck: null, guid: 'g', part_of_speech: null, image: null, sound: null },
    ]);
    expect(contents.decks).toEqual([]);
  });
});

describe('readApkg: size', () => {
  it(
    'reads a package of 10,000 notes',
    async () => {
      const decks = [DEFAULT_DECK, { id: 2, name: 'Big::Deck' }];
      const notes = Array.from({ length: 10_000 }, (_, index) => ({
        fields: [`<div>word ${index}</div>`, `слово&nbsp;${index}[sound:w${index}.mp3]`],
        tags: ['big', `group${index % 10}`],
        cards: [{ deckId: 2 }, { deckId: 2, ord: 1 }],
      }));
      const contents = await readApkg(packageWith('collection.anki21b', { decks, notes }), sql);
      expect(contents.notes).toHaveLength(10_000);
      expect(contents.notes[9_999]).toEqual({
        english: 'word 9999',
        russian: 'слово 9999',
        tags: ['big', 'group9'],
        deck: 'Big::Deck',
        guid: 'guid9999',
        part_of_speech: null,
        image: null,
        sound: null,
      });
      expect(contents.skipped).toEqual([]);
      expect(contents.notices).toEqual(['10,000 pictures or sounds named by notes are not in the package']);
    },
    HEAVY_TEST_TIMEOUT,
  );
});

describe('readApkg: which field is Russian (issue 32)', () => {
  it.each(['collection.anki2', 'collection.anki21b'] as const)(
    'reads the Russian-front deck the other way round: all 20 notes, their stress marks kept (%s)',
    async (file) => {
      const contents = await readApkg(packageWith(file, RUSSIAN_FRONT_DECK), sql);
      expect(contents.turnedDecks).toEqual([RUSSIAN_FRONT_DECK_NAME]);
      expect(contents.skipped).toEqual([]);
      // The word rules then take the marks out of the Russian side and keep them as its stressed form.
      const words = contents.notes.map((note) => {
        const check = checkWordPair(note.english, note.russian);
        if (!check.ok) throw new Error(check.message);
        return check.stressed === null
          ? { english: check.english, russian: check.russian }
          : { english: check.english, russian: check.russian, stressed: check.stressed };
      });
      expect(words).toEqual(RUSSIAN_FRONT_DECK_WORDS);
    },
  );

  it('decides deck by deck: an English-front deck beside it keeps its order', async () => {
    const contents = await readApkg(
      packageWith('collection.anki2', {
        decks: [DEFAULT_DECK, { id: 10, name: 'Front RU' }, { id: 11, name: 'Front EN' }],
        noteTypes: [BASIC_NOTE_TYPE],
        notes: [
          { fields: ['кот', 'cat'], cards: [{ deckId: 10 }] },
          { fields: ['<b>дом</b>', 'house'], cards: [{ deckId: 10 }] },
          { fields: ['dog', 'собака'], cards: [{ deckId: 11 }] },
          { fields: ['Кремль', 'the Kremlin'], cards: [{ deckId: 11 }] },
          { fields: ['bread', 'хлеб'], cards: [{ deckId: 11 }] },
        ],
      }),
      sql,
    );
    expect(contents.turnedDecks).toEqual(['Front RU']);
    expect(notesOf(contents)).toEqual([
      ['cat', 'кот'],
      ['house', 'дом'],
      ['dog', 'собака'],
      ['Кремль', 'the Kremlin'],
      ['bread', 'хлеб'],
    ]);
  });

  it('names an empty side by its language in a deck read the other way round', async () => {
    const contents = await readApkg(
      packageWith(
        'collection.anki2',
        basic([{ fields: ['кот', 'cat'] }, { fields: ['собака', ''] }, { fields: ['', 'house'] }, { fields: ['сыр', 'cheese'] }]),
      ),
      sql,
    );
    expect(contents.turnedDecks).toEqual(['Default']);
    expect(contents.skipped.map((note) => [note.note, note.reason])).toEqual([
      [2, 'The English field is empty once formatting is removed'],
      [3, 'The Russian field is empty once formatting is removed'],
    ]);
  });
});

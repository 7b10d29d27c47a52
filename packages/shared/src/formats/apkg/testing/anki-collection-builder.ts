import type { Database, SqlJsStatic } from 'sql.js';
import { SCHEMA11_CORE_SQL, SCHEMA11_GRAVES_SQL } from '../anki-schema11';

/**
 * Builds Anki collections for the tests with sql.js, from the CREATE TABLE statements of Anki's
 * own code (rslib/src/storage/schema11.sql and the upgrades to schema 14, 15 and 18), so the reader
 * meets the columns, indexes and collations of real exports.
 */

export interface FixtureDeck {
  id: number;
  /** As Anki shows it: "English::Animals". */
  name: string;
}

export interface FixtureNoteType {
  id: number;
  name: string;
  fields: string[];
  cloze?: boolean;
}

export interface FixtureCard {
  deckId: number;
  /** The template's position (0 = the first card of the note). */
  ord?: number;
  /** The home deck of a card that sits in a filtered deck. */
  originalDeckId?: number;
}

export interface FixtureNote {
  guid?: string;
  noteTypeId?: number;
  fields: string[];
  tags?: string[];
  cards?: FixtureCard[];
}

export interface FixtureCollection {
  decks?: FixtureDeck[];
  noteTypes?: FixtureNoteType[];
  notes: FixtureNote[];
}

export const DEFAULT_DECK: FixtureDeck = { id: 1, name: 'Default' };
export const BASIC_NOTE_TYPE: FixtureNoteType = { id: 1_700_000_000_001, name: 'Basic', fields: ['Front', 'Back'] };
const FIRST_NOTE_ID = 1_700_000_000_000;
const CREATED = 1_700_000_000;

// The tables Anki's schema 11 has, as the writer creates them (the graves apart: schema 18 has its own).
const SCHEMA_11 = SCHEMA11_CORE_SQL;
const SCHEMA_11_GRAVES = SCHEMA11_GRAVES_SQL;

/**
 * The tables schema 14 and 15 added and 18's new graves. Anki declares its text keys
 * "collate unicase", a collation only Anki registers: sql.js cannot create such a table, so the
 * tables are created with nocase and their schema text is changed afterwards (below), as a file
 * written by Anki reads.
 */
const SCHEMA_18_ADDITIONS = `
create table deck_config (
  id integer primary key not null, name text not null collate nocase, mtime_secs integer not null,
  usn integer not null, config blob not null
);
create table config (
  key text not null primary key, usn integer not null, mtime_secs integer not null, val blob not null
) without rowid;
create table tags (tag text not null primary key collate nocase, usn integer not null) without rowid;
create table fields (
  ntid integer not null, ord integer not null, name text not null collate nocase, config blob not null,
  primary key (ntid, ord)
) without rowid;
create unique index idx_fields_name_ntid on fields (name, ntid);
create table templates (
  ntid integer not null, ord integer not null, name text not null collate nocase,
  mtime_secs integer not null, usn integer not null, config blob not null, primary key (ntid, ord)
) without rowid;
create unique index idx_templates_name_ntid on templates (name, ntid);
create index idx_templates_usn on templates (usn);
create table notetypes (
  id integer not null primary key, name text not null collate nocase, mtime_secs integer not null,
  usn integer not null, config blob not null
);
create unique index idx_notetypes_name on notetypes (name);
create index idx_notetypes_usn on notetypes (usn);
create table decks (
  name text not null primary key collate nocase, id integer not null, mtime_secs integer not null,
  usn integer not null, common bytes not null, kind bytes not null
);
create unique index idx_decks_id on decks (id);
create table graves (
  oid integer not null, type integer not null, usn integer not null, primary key (oid, type)
) without rowid;
create index idx_graves_pending on graves (usn);
`;

const decksOf = (collection: FixtureCollection) => collection.decks ?? [DEFAULT_DECK];
const noteTypesOf = (collection: FixtureCollection) => collection.noteTypes ?? [BASIC_NOTE_TYPE];

/** Schema 11's col.models: the note types as JSON, keyed by id. */
function modelsJson(noteTypes: readonly FixtureNoteType[]): string {
  return JSON.stringify(
    Object.fromEntries(
      noteTypes.map((type) => [
        String(type.id),
        {
          id: type.id,
          name: type.name,
          type: type.cloze ? 1 : 0,
          mod: CREATED,
          usn: -1,
          sortf: 0,
          did: 1,
          flds: type.fields.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20 })),
          tmpls: [
            { name: 'Card 1', ord: 0, qfmt: `{{${type.fields[0]}}}`, afmt: `{{FrontSide}}<hr id=answer>{{${type.fields[1]}}}` },
          ],
          css: '.card { font-family: arial; }',
          latexPre: '',
          latexPost: '',
          req: [[0, 'any', [0]]],
        },
      ]),
    ),
  );
}

/** Schema 11's col.decks: the decks as JSON, keyed by id, names joined with "::". */
function decksJson(decks: readonly FixtureDeck[]): string {
  return JSON.stringify(
    Object.fromEntries(
      decks.map((deck) => [String(deck.id), { id: deck.id, name: deck.name, mod: CREATED, usn: -1, dyn: 0, conf: 1, desc: '' }]),
    ),
  );
}

function insertNotesAndCards(db: Database, collection: FixtureCollection): void {
  const notes = db.prepare('insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, 0, 0, ?)');
  const cards = db.prepare('insert into cards values (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, ?, 0, ?)');
  let cardId = FIRST_NOTE_ID;
  collection.notes.forEach((note, index) => {
    const id = FIRST_NOTE_ID + index;
    const tags = note.tags && note.tags.length > 0 ? ` ${note.tags.join(' ')} ` : '';
    notes.run([
      id,
      note.guid ?? `guid${index}`,
      note.noteTypeId ?? BASIC_NOTE_TYPE.id,
      CREATED,
      tags,
      note.fields.join('\u001f'),
      note.fields[0] ?? '',
      '',
    ]);
    for (const card of note.cards ?? [{ deckId: DEFAULT_DECK.id }]) {
      cardId += 1;
      cards.run([cardId, id, card.deckId, card.ord ?? 0, CREATED, index, card.originalDeckId ?? 0, '']);
    }
  });
  notes.free();
  cards.free();
}

function exportAndClose(db: Database): Uint8Array {
  try {
    return db.export();
  } finally {
    db.close();
  }
}

/** A schema-11 collection (collection.anki2 / collection.anki21): decks and note types as JSON in col. */
export function schema11Collection(sql: SqlJsStatic, collection: FixtureCollection): Uint8Array {
  const db = new sql.Database();
  db.run(SCHEMA_11 + SCHEMA_11_GRAVES);
  db.run("insert into col values (1, ?, ?, ?, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", [
    CREATED,
    CREATED * 1000,
    CREATED * 1000,
    modelsJson(noteTypesOf(collection)),
    decksJson(decksOf(collection)),
  ]);
  db.run('begin');
  insertNotesAndCards(db, collection);
  db.run('commit');
  return exportAndClose(db);
}

/** A schema-18 collection (collection.anki21b before zstd): decks, note types and fields in tables. */
export function schema18Collection(sql: SqlJsStatic, collection: FixtureCollection): Uint8Array {
  const db = new sql.Database();
  db.run(SCHEMA_11 + SCHEMA_18_ADDITIONS);
  // Schema 18 keeps col's JSON columns, empty: the reader must take the decks from their table.
  db.run("insert into col values (1, ?, ?, ?, 18, 0, 0, 0, '', '', '', '', '')", [CREATED, CREATED * 1000, CREATED * 1000]);
  db.run('begin');
  for (const deck of decksOf(collection)) {
    db.run("insert into decks values (?, ?, ?, -1, x'', x'')", [deck.name.split('::').join('\u001f'), deck.id, CREATED]);
  }
  for (const type of noteTypesOf(collection)) {
    db.run("insert into notetypes values (?, ?, ?, -1, x'')", [type.id, type.name, CREATED]);
    type.fields.forEach((name, ord) => db.run("insert into fields values (?, ?, ?, x'')", [type.id, ord, name]));
    db.run("insert into templates values (?, 0, 'Card 1', ?, -1, x'')", [type.id, CREATED]);
  }
  db.run("insert into deck_config values (1, 'Default', ?, -1, x'')", [CREATED]);
  insertNotesAndCards(db, collection);
  db.run('commit');
  db.run('pragma writable_schema = on');
  db.run("update sqlite_master set sql = replace(sql, 'collate nocase', 'collate unicase') where sql like '%collate nocase%'");
  db.run('pragma writable_schema = off');
  return exportAndClose(db);
}

/** The text of the placeholder note Anki 2.1.50+ puts in the collection.anki2 of a new export. */
export const PLACEHOLDER_NOTE_TEXT = 'Please update to the latest Anki version, then import the .colpkg/.apkg file again.';

/**
 * The legacy collection.anki2 of a new export: one Basic note that asks to update Anki, shrunk as
 * Anki does ("pragma page_size=512; vacuum", rslib's create_dummy_collection_file).
 */
export function placeholderCollection(sql: SqlJsStatic): Uint8Array {
  const db = new sql.Database(schema11Collection(sql, { notes: [{ fields: [PLACEHOLDER_NOTE_TEXT, ''] }] }));
  db.run('pragma page_size = 512; vacuum;');
  return exportAndClose(db);
}

/** An SQLite file with any tables (for hostile collections): the statements run as given. */
export function customDatabase(sql: SqlJsStatic, statements: string): Uint8Array {
  const db = new sql.Database();
  db.run(statements);
  return exportAndClose(db);
}

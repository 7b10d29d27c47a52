import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { ApkgError } from './apkg-error';
import { APKG_MAX_CARDS, APKG_MAX_NOTES } from './apkg-limits';

/**
 * Reads the notes of an Anki collection (an SQLite file) with sql.js, in memory, read-only. Both
 * schemas Anki exports are read: 11 (collection.anki2 / .anki21: the decks are JSON in col.decks,
 * names joined with "::") and 18 (collection.anki21b: a decks table whose names are joined with
 * U+001F). Notes, cards and the two deck sources are the same in every other respect.
 *
 * The file is untrusted, so only plain tables are read (a view or virtual table named "notes" would
 * run the file's own SQL), none of their columns may be generated (computed on read by the file's
 * expression), and the row counts are checked before the rows are read.
 */

/** One note as stored: its fields still Anki's HTML. */
export interface AnkiNoteRecord {
  guid: string;
  /** The note's fields in the note type's order, or null when they are not text. */
  fields: string[] | null;
  tags: string[];
  /** The deck of the note's first card (by template order), in Anki's "Parent::Child" form. */
  deck: string | null;
  /** The names of the note type's fields, in the fields' order; null when the type is unknown. */
  fieldNames: string[] | null;
}

/** Anki's separator of fields in notes.flds, and of deck levels in schema 18's decks.name. */
const UNIT_SEPARATOR = '\u001f';
const SQLITE_HEADER = 'SQLite format 3\u0000';

function isSqliteFile(bytes: Uint8Array): boolean {
  if (bytes.length < SQLITE_HEADER.length) return false;
  for (let index = 0; index < SQLITE_HEADER.length; index += 1) {
    if (bytes[index] !== SQLITE_HEADER.charCodeAt(index)) return false;
  }
  return true;
}

/** All rows of a query, as arrays. */
function rows(db: Database, sql: string): SqlValue[][] {
  const statement = db.prepare(sql);
  try {
    const result: SqlValue[][] = [];
    while (statement.step()) result.push(statement.get());
    return result;
  } finally {
    statement.free();
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The plain tables of the file that have all of `columns`, none of them generated or hidden, each
 * with the names of all its columns (lower case). Table names are compared as SQLite does,
 * ignoring ASCII case.
 */
function readableTables(db: Database, wanted: Record<string, readonly string[]>): Map<string, Set<string>> {
  const readable = new Map<string, Set<string>>();
  const tables = rows(db, "SELECT name, sql FROM sqlite_master WHERE type = 'table'");
  for (const [name, sql] of tables) {
    if (typeof name !== 'string' || typeof sql !== 'string') continue;
    const key = name.toLowerCase();
    // hasOwn: a table named "constructor" or "__proto__" must not reach Object.prototype.
    if (!Object.hasOwn(wanted, key) || /^\s*create\s+virtual\b/i.test(sql)) continue;
    const columns = wanted[key]!;
    // table_xinfo lists hidden and generated columns too (hidden ≠ 0), which table_info leaves out.
    const info = rows(db, `PRAGMA table_xinfo(${quoteIdentifier(name)})`);
    if (info.some((column) => column[6] !== 0)) continue;
    const names = new Set(info.map((column) => String(column[1]).toLowerCase()));
    if (columns.every((column) => names.has(column))) readable.set(key, names);
  }
  return readable;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Schema 11: col.decks is JSON, { "<id>": { "name": "Parent::Child", … }, … }. */
function schema11DeckNames(db: Database): Map<number, string> {
  const names = new Map<number, string>();
  const [row] = rows(db, 'SELECT decks FROM col LIMIT 1');
  const json = row?.[0];
  if (typeof json !== 'string') return names;
  let decks: unknown;
  try {
    decks = JSON.parse(json);
  } catch {
    // Broken deck JSON costs the deck names, not the notes.
    return names;
  }
  if (!isRecord(decks)) return names;
  for (const [id, deck] of Object.entries(decks)) {
    if (isRecord(deck) && typeof deck['name'] === 'string' && /^-?\d+$/.test(id)) names.set(Number(id), deck['name']);
  }
  return names;
}

/** Schema 18: a decks table; hierarchical names are joined with U+001F, shown by Anki with "::". */
function schema18DeckNames(db: Database): Map<number, string> {
  const names = new Map<number, string>();
  for (const [id, name] of rows(db, 'SELECT id, name FROM decks')) {
    if (typeof id === 'number' && typeof name === 'string') names.set(id, name.split(UNIT_SEPARATOR).join('::'));
  }
  return names;
}

/**
 * The deck id of each note's first card. A card in a filtered deck keeps its home deck in odid.
 * One grouped pass (SQLite takes the other columns from the row with the smallest ord) rather than
 * a subquery per note, which without the cards index would be quadratic.
 */
function noteDeckIds(db: Database): Map<number, number> {
  const deckIds = new Map<number, number>();
  for (const [noteId, deckId] of rows(
    db,
    'SELECT nid, CASE WHEN odid != 0 THEN odid ELSE did END, min(ord) FROM cards GROUP BY nid',
  )) {
    if (typeof noteId === 'number' && typeof deckId === 'number') deckIds.set(noteId, deckId);
  }
  return deckIds;
}

/** Schema 11: col.models is JSON, { "<id>": { "flds": [{ "name": "Front", "ord": 0 }, …] }, … }. */
function schema11FieldNames(db: Database): Map<number, string[]> {
  const names = new Map<number, string[]>();
  const [row] = rows(db, 'SELECT models FROM col LIMIT 1');
  let models: unknown;
  try {
    models = typeof row?.[0] === 'string' ? JSON.parse(row[0]) : null;
  } catch {
    // Broken note type JSON costs the field names (and so a part-of-speech field), not the notes.
    return names;
  }
  if (!isRecord(models)) return names;
  for (const [id, model] of Object.entries(models)) {
    const fields = isRecord(model) && Array.isArray(model['flds']) ? model['flds'] : null;
    if (fields === null || !/^-?\d+$/.test(id)) continue;
    const ordered = fields
      .filter(
        (field): field is { name: string; ord: number } =>
          isRecord(field) && typeof field['name'] === 'string' && typeof field['ord'] === 'number',
      )
      .sort((a, b) => a.ord - b.ord);
    names.set(
      Number(id),
      ordered.map((field) => field.name),
    );
  }
  return names;
}

const count = (db: Database, table: string) => Number(rows(db, `SELECT count(*) FROM ${table}`)[0]?.[0] ?? 0);

const splitTags = (tags: SqlValue) => (typeof tags === 'string' ? [...new Set(tags.split(/\s+/).filter(Boolean))] : []);

function readNotes(db: Database): AnkiNoteRecord[] {
  const tables = readableTables(db, {
    notes: ['id', 'guid', 'flds', 'tags'],
    cards: ['nid', 'did', 'odid', 'ord'],
    decks: ['id', 'name'],
    col: ['decks'],
  });
  if (!tables.has('notes')) throw new ApkgError('not-anki-collection');
  if (count(db, 'notes') > APKG_MAX_NOTES) throw new ApkgError('too-many-notes');

  const deckNames = tables.has('decks') ? schema18DeckNames(db) : tables.has('col') ? schema11DeckNames(db) : new Map();
  let deckIds = new Map<number, number>();
  if (tables.has('cards')) {
    if (count(db, 'cards') > APKG_MAX_CARDS) throw new ApkgError('too-many-cards');
    deckIds = noteDeckIds(db);
  }

  // The note types' field names, for a "Part of speech" field (issue 30). Schema 18 keeps them in a
  // "fields" table declared "collate unicase", a collation only Anki registers: sql.js cannot read
  // that table at all ("no query solution"), so there only the tags can name a part of speech.
  const fieldNames = tables.get('col')?.has('models') ? schema11FieldNames(db) : new Map<number, string[]>();
  const noteType = tables.get('notes')!.has('mid') ? 'mid' : 'NULL';

  return rows(db, `SELECT id, guid, flds, tags, ${noteType} FROM notes ORDER BY id`).map(([id, guid, fields, tags, typeId]) => {
    const deckId = typeof id === 'number' ? deckIds.get(id) : undefined;
    return {
      guid: guid === null ? '' : String(guid),
      fields: typeof fields === 'string' ? fields.split(UNIT_SEPARATOR) : null,
      tags: splitTags(tags ?? null),
      deck: deckId === undefined ? null : (deckNames.get(deckId) ?? null),
      fieldNames: typeof typeId === 'number' ? (fieldNames.get(typeId) ?? null) : null,
    };
  });
}

/**
 * The notes of a collection, ordered by id (creation time). Throws ApkgError: 'not-database' when
 * the bytes are not SQLite, 'not-anki-collection' without a readable notes table, 'too-many-notes'
 * / 'too-many-cards' past the limits, 'damaged-collection' when SQLite fails on the file. The
 * database lives in sql.js's memory only and is always closed.
 */
export function readAnkiCollection(sql: SqlJsStatic, bytes: Uint8Array): AnkiNoteRecord[] {
  if (!isSqliteFile(bytes)) throw new ApkgError('not-database');
  let db: Database;
  try {
    db = new sql.Database(bytes);
  } catch (error) {
    throw new ApkgError('not-database', { cause: error });
  }
  try {
    // Belt and braces: nothing here writes, and SQL functions that are not innocuous may not run
    // from the file's own schema (views, triggers, defaults).
    db.run('PRAGMA query_only = ON');
    db.run('PRAGMA trusted_schema = OFF');
    return readNotes(db);
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    const notDatabase = error instanceof Error && /not a database/i.test(error.message);
    throw new ApkgError(notDatabase ? 'not-database' : 'damaged-collection', { cause: error });
  } finally {
    db.close();
  }
}

import type { SqlJsStatic } from 'sql.js';
import type { PartOfSpeech } from '../../constants';
import { isPartOfSpeechColumn, partOfSpeechFromTags, readPartOfSpeech } from '../part-of-speech';
import { readAnkiCollection } from './anki-collection';
import type { AnkiNoteRecord } from './anki-collection';
import { fieldToText } from '../anki-html';
import type { FieldText } from '../anki-html';
import { decksWithRussianFirst } from '../deck-sides';
import { openApkgArchive } from './apkg-archive';
import type { AnkiCollectionFile } from './apkg-archive';
import { ApkgError } from './apkg-error';
import { APKG_MAX_FIELD_LENGTH } from './apkg-limits';
import { APKG_NOTICES, APKG_SKIP_REASONS } from './apkg-messages';
import { readNotesMedia } from './note-media-files';

/**
 * One note of the package as a word pair: the first two fields as plain text, not yet validated,
 * English from the first and Russian from the second, or the other way round in a deck whose
 * Russian is the first field (see readApkg).
 */
export interface ApkgNote {
  /** The English field, cleaned of Anki's formatting (anki-html.ts). */
  english: string;
  /** The Russian field, cleaned the same way; its stress marks kept ("молоко́"). */
  russian: string;
  /** Anki's tags as written ("Animals", "lang::en"), each once. */
  tags: string[];
  /** The deck of the note's first card, "Parent::Child"; null when it has no card or no known deck. */
  deck: string | null;
  /** Anki's note id across collections (lets a later import recognise the same note). */
  guid: string;
  /**
   * From a field of the note type named "Part of speech" or "POS" (after the first two; legacy
   * collections only, see anki-collection.ts), else from a tag naming one ("verb", "Nouns");
   * null = the default (issue 30, formats/part-of-speech.ts).
   */
  part_of_speech: PartOfSpeech | null;
  /** The note's first picture and sound (issue 34): names of files in ApkgContents.media, null when none was read. */
  image: string | null;
  sound: string | null;
}

/** A note left out, and why (a user-readable sentence). */
export interface ApkgSkippedNote {
  /** The note's position in the package, 1-based, in creation order. */
  note: number;
  guid: string;
  reason: string;
}

export interface ApkgContents {
  notes: ApkgNote[];
  /** The decks of the notes, each once, in the order the notes first use them. */
  decks: string[];
  /** Remarks for the preview (media left out, cloze deletions unwrapped). */
  notices: string[];
  skipped: ApkgSkippedNote[];
  /** The decks (null: notes without one) whose Russian was the first field: read the other way round. */
  turnedDecks: (string | null)[];
  /** Which collection of the package was read. */
  collectionFile: AnkiCollectionFile;
  /** The pictures and sounds the notes use: file name → bytes, each once. */
  media: Map<string, Uint8Array>;
}

/**
 * sql.js: initialised, being initialised (the promise of initSqlJs()), or a function that
 * initialises it (initSqlJs itself, or one with a locateFile for the browser). The reader never
 * locates sql-wasm.wasm itself: in Node initSqlJs() finds it in node_modules. A function is only
 * called once the archive passed its checks, so a refused file never loads the WebAssembly.
 */
export type SqlJsProvider = SqlJsStatic | PromiseLike<SqlJsStatic> | (() => PromiseLike<SqlJsStatic>);

/**
 * The note Anki puts in a legacy collection.anki2 beside the real collection, for versions too old
 * to read it: "Please update to the latest Anki version, then import the .colpkg/.apkg file again."
 * (Anki 2.1.50+, in the exporter's language) or "This file requires a newer version of Anki."
 * (Anki 2.1's "support older versions" export). Recognised by its content: the only note of the
 * collection, with those words, or — for translations — naming Anki with the second field empty.
 */
const PLACEHOLDER_TEXT = /\.colpkg\/\.apkg|requires a newer version of Anki/i;

function isPlaceholderCollection(records: readonly AnkiNoteRecord[]): boolean {
  const [only] = records;
  const [front, back] = only?.fields ?? [];
  if (records.length !== 1 || front === undefined) return false;
  const text = fieldToText(front).text;
  return PLACEHOLDER_TEXT.test(text) || (/\bAnki\b/.test(text) && (back === undefined || fieldToText(back).text === ''));
}

function notePartOfSpeech(record: AnkiNoteRecord, fields: readonly string[]): PartOfSpeech | null {
  const at = record.fieldNames?.findIndex((name, index) => index >= 2 && isPartOfSpeechColumn(name)) ?? -1;
  const field = at === -1 ? undefined : fields[at];
  const readable = field !== undefined && field.length <= APKG_MAX_FIELD_LENGTH;
  const named = readable ? readPartOfSpeech(fieldToText(field).text) : null;
  return named ?? partOfSpeechFromTags(record.tags);
}

/** A note's first two fields as text, or why it cannot be a pair at all. */
type FieldsReading = { ok: true; first: FieldText; second: FieldText } | { ok: false; reason: string };

function readFields(record: AnkiNoteRecord): FieldsReading {
  const { fields } = record;
  if (fields === null) return { ok: false, reason: APKG_SKIP_REASONS.fieldsNotText };
  const [first, second] = fields;
  if (first === undefined || second === undefined) return { ok: false, reason: APKG_SKIP_REASONS.fewerThanTwoFields };
  if (first.length > APKG_MAX_FIELD_LENGTH || second.length > APKG_MAX_FIELD_LENGTH) {
    return { ok: false, reason: APKG_SKIP_REASONS.fieldTooLong };
  }
  return { ok: true, first: fieldToText(first), second: fieldToText(second) };
}

/**
 * Reads the notes of an Anki package (.apkg): the newest collection it holds, each note's first two
 * fields as English and Russian (plain text, see anki-html.ts), its tags and deck. A deck whose
 * notes mostly have their Russian (Cyrillic) in the first field is read the other way round and
 * named in `turnedDecks` (deck-sides.ts). Notes without two non-empty fields are skipped and
 * listed; the words themselves are not validated here (the caller runs the shared word rules,
 * which also find duplicates and keep the stress marks as the stressed form). Each note's first
 * picture and sound are read out of the package (note-media-files.ts).
 *
 * Throws ApkgError (a user-readable message) when the package is refused as a whole — too large,
 * not a zip, no collection, a zip or zstd bomb, not SQLite, no notes table, too many notes —
 * and returns nothing of it then.
 */
export async function readApkg(bytes: Uint8Array, sqlJs: SqlJsProvider): Promise<ApkgContents> {
  const archive = openApkgArchive(bytes);
  const sql = await (typeof sqlJs === 'function' ? sqlJs() : sqlJs);
  const records = readAnkiCollection(sql, archive.collection);
  if (isPlaceholderCollection(records)) throw new ApkgError('placeholder-only');

  const notes: ApkgNote[] = [];
  const skipped: ApkgSkippedNote[] = [];
  const decks = new Set<string>();
  let clozeNotes = 0;
  const readings = records.map((record, index) => ({ record, index, fields: readFields(record) }));
  const turned = decksWithRussianFirst(
    readings.filter((reading) => reading.fields.ok),
    (reading) => reading.record.deck,
    ({ fields }) => (fields.ok ? [fields.first.text, fields.second.text] : ['', '']),
  );
  const kept: AnkiNoteRecord[] = [];
  for (const { record, index, fields } of readings) {
    const skip = (reason: string) => void skipped.push({ note: index + 1, guid: record.guid, reason });
    if (!fields.ok) {
      skip(fields.reason);
      continue;
    }
    const [english, russian] = turned.has(record.deck) ? [fields.second, fields.first] : [fields.first, fields.second];
    if (english.text === '') skip(APKG_SKIP_REASONS.englishEmpty);
    else if (russian.text === '') skip(APKG_SKIP_REASONS.russianEmpty);
    if (english.text === '' || russian.text === '') continue;
    notes.push({
      english: english.text,
      russian: russian.text,
      tags: record.tags,
      deck: record.deck,
      guid: record.guid,
      part_of_speech: notePartOfSpeech(record, record.fields!),
      image: null,
      sound: null,
    });
    kept.push(record);
    if (record.deck !== null) decks.add(record.deck);
    if (english.cloze || russian.cloze) clozeNotes += 1;
  }

  const media = readNotesMedia(
    bytes,
    kept.map((record) => record.fields ?? []),
  );
  media.notes.forEach((names, index) => Object.assign(notes[index]!, names));
  const notices = [...media.notices];
  if (clozeNotes > 0) notices.push(APKG_NOTICES.clozeUnwrapped(clozeNotes));
  return {
    notes,
    decks: [...decks],
    notices,
    skipped,
    turnedDecks: [...turned],
    collectionFile: archive.collectionFile,
    media: media.files,
  };
}

/**
 * The .apkg (Anki package) writer: `writeApkg(sqlJs, decks)`. Writes a legacy package — a zip
 * holding collection.anki2 (schema 11, anki-schema11.ts), the `media` map and the media files
 * "0", "1", … — which every Anki 2.1 and later imports. One note type with the fields English,
 * Russian, Part of speech, Picture and Sound and two cards per note (English → Russian and back),
 * all new. Pure apart from sql.js, which the caller provides initialised, so it runs on the server
 * and in a browser alike.
 */
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import type { Database, SqlJsStatic } from 'sql.js';
import { SCHEMA11_SQL, collectionConf, decksJson, defaultDeckConf, slovoModels } from './anki-schema11';
import { ExportMedia } from './export-media';
import { sha1Hex } from './sha1';

/** A picture or sound file: its name (e.g. "slovo-<hash>.webp") and content. */
export interface ApkgExportMedia {
  name: string;
  bytes: Uint8Array;
}

/** One word pair; `guid` lets Anki recognise the note when the package is imported again. */
export interface ApkgExportNote {
  guid: string;
  english: string;
  russian: string;
  partOfSpeech: string;
  tags: readonly string[];
  image?: ApkgExportMedia;
  sound?: ApkgExportMedia;
}

/** A deck: `name` as Anki shows it, "Parent::Child" for a sub-deck. */
export interface ApkgExportDeck {
  name: string;
  notes: readonly ApkgExportNote[];
}

/** Anki's separator of the fields in notes.flds. */
const FIELD_SEPARATOR = '\x1f';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** notes.tags: " tag1 tag2 " (a space inside a tag becomes "_"), "" without tags. */
function tagsText(tags: readonly string[]): string {
  const words = [...new Set(tags.map((tag) => tag.trim().replace(/\s+/g, '_')).filter((tag) => tag !== ''))];
  return words.length === 0 ? '' : ` ${words.join(' ')} `;
}

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the sort field's text, as a number. */
const fieldChecksum = (text: string) => parseInt(sha1Hex(text).slice(0, 8), 16);

/** The decks by name with ids, their parents too ("A::B" needs "A"), so Anki sees no orphan. */
function deckIds(decks: readonly ApkgExportDeck[], nextId: () => number): Map<string, number> {
  const ids = new Map<string, number>();
  for (const { name } of decks) {
    const parts = name.split('::');
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const path = parts.slice(0, depth).join('::');
      if (!ids.has(path) && path !== 'Default') ids.set(path, nextId());
    }
  }
  return ids;
}

function fillCollection(db: Database, decks: readonly ApkgExportDeck[], now: Date, media: ExportMedia): void {
  const nowMs = now.getTime();
  const nowSeconds = Math.floor(nowMs / 1000);
  // Anki's ids are millisecond times; each table counts up from now so every id is unique.
  let lastId = nowMs;
  const nextId = () => (lastId += 1);
  const modelId = nowMs;
  const ids = deckIds(decks, nextId);
  const deckIdOf = (name: string) => (name === 'Default' ? 1 : ids.get(name)!);
  const firstDeck = decks[0] === undefined ? 1 : deckIdOf(decks[0].name);

  db.run(SCHEMA11_SQL);
  const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
  const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
  let position = 0;
  let cardId = nowMs;
  try {
    for (const deck of decks) {
      const did = deckIdOf(deck.name);
      for (const note of deck.notes) {
        position += 1;
        const noteId = nowMs + position;
        const image = note.image === undefined ? '' : `<img src="${escapeHtml(media.add(note.image.name, note.image.bytes))}">`;
        const sound = note.sound === undefined ? '' : `[sound:${media.add(note.sound.name, note.sound.bytes)}]`;
        // In the order of the note type's fields (SLOVO_FIELDS).
        const fields = [escapeHtml(note.english), escapeHtml(note.russian), escapeHtml(note.partOfSpeech), image, sound];
        insertNote.run([
          noteId,
          note.guid,
          modelId,
          nowSeconds,
          tagsText(note.tags),
          fields.join(FIELD_SEPARATOR),
          note.english,
          fieldChecksum(note.english),
        ]);
        for (const ord of [0, 1]) insertCard.run([(cardId += 1), noteId, did, ord, nowSeconds, position]);
      }
    }
  } finally {
    insertNote.free();
    insertCard.free();
  }
  db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
    Math.floor(nowSeconds / 86_400) * 86_400,
    nowMs,
    nowMs,
    collectionConf(firstDeck, modelId, position + 1),
    slovoModels(modelId, firstDeck, nowSeconds),
    decksJson(ids, nowSeconds),
    defaultDeckConf(nowSeconds),
    '{}',
  ]);
}

/**
 * The decks as an Anki package (.apkg bytes). Field texts are HTML-escaped; the same picture or
 * sound on several notes is stored once (export-media.ts). Notes keep their order: new cards are
 * due in that order, deck after deck.
 */
export function writeApkg(sql: SqlJsStatic, decks: readonly ApkgExportDeck[], now: Date = new Date()): Uint8Array {
  const media = new ExportMedia();
  const db = new sql.Database();
  let collection: Uint8Array;
  try {
    fillCollection(db, decks, now, media);
    collection = db.export();
  } finally {
    db.close();
  }
  const entries: Zippable = { 'collection.anki2': collection, media: strToU8(media.mapJson()) };
  // Pictures and sounds are compressed already: stored as they are.
  media.files.forEach((file, index) => (entries[String(index)] = [file.bytes, { level: 0 }]));
  return zipSync(entries);
}

/**
 * The .apkg (Anki package) reader, `readApkg(bytes, sqlJs)`, and writer, `writeApkg(sqlJs, decks)`.
 * Pure apart from sql.js, which the caller provides, so they run on the server and in a browser
 * alike. Imported by path (`@slovo/shared/formats/apkg/index`) so that only the code that reads or
 * writes packages loads them.
 */
export { readApkg } from './read-apkg';
export type { ApkgContents, ApkgNote, ApkgSkippedNote, SqlJsProvider } from './read-apkg';
export { ApkgError } from './apkg-error';
export type { ApkgErrorCode } from './apkg-error';
export { APKG_ERROR_MESSAGES, APKG_NOTICES, APKG_SKIP_REASONS } from './apkg-messages';
export {
  APKG_CONTENT_TYPES,
  APKG_MAX_BYTES,
  APKG_MAX_CARDS,
  APKG_MAX_COLLECTION_BYTES,
  APKG_MAX_FIELD_LENGTH,
  APKG_MAX_NOTES,
} from './apkg-limits';
export { ANKI_COLLECTION_FILES } from './apkg-archive';
export type { AnkiCollectionFile } from './apkg-archive';
export { fieldToText } from '../anki-html';
export { writeApkg } from './write-apkg';
export type { ApkgExportDeck, ApkgExportMedia, ApkgExportNote } from './write-apkg';

/**
 * Limits of the .apkg reader. An upload is untrusted: every size the file declares is checked
 * before anything is allocated for it, and every size it really unpacks to is counted as it grows,
 * so a zip or zstd bomb is refused after at most one limit's worth of memory.
 */

/** The largest .apkg accepted: 10 MiB, the file limit of every import (issue 16). */
export const APKG_MAX_BYTES = 10 * 1024 * 1024;

/** What browsers and tools send an .apkg as (a zip archive under another name): the upload route's and its API reference's. */
export const APKG_CONTENT_TYPES = ['application/octet-stream', 'application/zip'] as const;

/**
 * The largest collection (SQLite file) a package may unpack to: 200 MiB. SQLite pages of text
 * compress 3–6× with deflate or zstd, so a real 10 MiB package unpacks to 30–60 MiB; 200 MiB leaves
 * room for a collection full of review history, while one import still holds at most about twice
 * this (the unpacked bytes plus sql.js's in-memory copy), which the server can afford.
 */
export const APKG_MAX_COLLECTION_BYTES = 200 * 1024 * 1024;

/** The most notes one package may hold: far more than any shared deck, few enough to preview. */
export const APKG_MAX_NOTES = 50_000;

/**
 * The most cards one package may hold (ten per note at the note limit): the reader makes one pass
 * over the cards to find each note's deck, and this keeps that pass short.
 */
export const APKG_MAX_CARDS = 500_000;

/**
 * The longest field (HTML, before cleaning) the reader looks at, in characters. A word is at most
 * 100 characters; a field this long is a paragraph or an embedded image, not a word, and the note
 * is skipped instead of being cleaned.
 */
export const APKG_MAX_FIELD_LENGTH = 20_000;

/** The largest picture or sound read out of a package (a picture's upload limit, issue 34); larger ones are left out. */
export const APKG_MAX_MEDIA_FILE_BYTES = 2 * 1024 * 1024;

/** All the pictures and sounds read out of one package; the rest are left out (a package is at most 10 MiB, but zip entries may claim more). */
export const APKG_MAX_MEDIA_TOTAL_BYTES = 64 * 1024 * 1024;

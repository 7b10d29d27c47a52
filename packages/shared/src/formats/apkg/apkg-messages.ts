import {
  APKG_MAX_BYTES,
  APKG_MAX_CARDS,
  APKG_MAX_COLLECTION_BYTES,
  APKG_MAX_FIELD_LENGTH,
  APKG_MAX_MEDIA_FILE_BYTES,
  APKG_MAX_MEDIA_TOTAL_BYTES,
  APKG_MAX_NOTES,
} from './apkg-limits';

/** The texts of the .apkg reader, all in user-facing English (none is in the spec). */

const mebibytes = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;
const count = (value: number) => value.toLocaleString('en-US');

/** Why a package was refused as a whole (ApkgError's message, by its code). */
export const APKG_ERROR_MESSAGES = {
  'too-large': `The file is too large: an Anki package can be at most ${mebibytes(APKG_MAX_BYTES)}`,
  'not-zip': 'This is not an Anki package (.apkg): the file is not a zip archive',
  'damaged-zip': 'The Anki package is damaged: its zip archive could not be read',
  encrypted: 'The Anki package is password-protected and cannot be read',
  'unsupported-compression': 'The Anki package uses a zip compression method that cannot be read',
  'no-collection':
    'This is not an Anki package: it holds no collection (collection.anki21b, collection.anki21 or collection.anki2)',
  'collection-too-large': `The Anki package is too large: its collection unpacks to more than ${mebibytes(APKG_MAX_COLLECTION_BYTES)}`,
  'damaged-zstd': 'The Anki package is damaged: its compressed collection (collection.anki21b) could not be unpacked',
  'not-database': 'The Anki package is damaged: its collection is not an SQLite database',
  'not-anki-collection': 'The Anki package is damaged: its collection has no readable notes table',
  'damaged-collection': 'The Anki package is damaged: its collection could not be read',
  'too-many-notes': `The Anki package has too many notes: at most ${count(APKG_MAX_NOTES)} can be imported at once`,
  'too-many-cards': `The Anki package has too many cards: at most ${count(APKG_MAX_CARDS)} can be imported at once`,
  'placeholder-only':
    'This Anki package holds only the note Anki adds for old versions ("Please update to the latest Anki version…"), not the deck itself',
} as const;

/** Remarks about a package that was read: shown beside the preview. */
export const APKG_NOTICES = {
  mediaMissing: (files: number) =>
    files === 1
      ? '1 picture or sound named by a note is not in the package'
      : `${count(files)} pictures or sounds named by notes are not in the package`,
  mediaUnreadable: (files: number) =>
    `${count(files)} ${files === 1 ? 'picture or sound was' : 'pictures or sounds were'} left out: larger than ${mebibytes(APKG_MAX_MEDIA_FILE_BYTES)} or damaged`,
  mediaOverTotal: (files: number) =>
    `${count(files)} ${files === 1 ? 'picture or sound was' : 'pictures or sounds were'} left out: the package's media may take ${mebibytes(APKG_MAX_MEDIA_TOTAL_BYTES)} in all`,
  mediaMapUnreadable: "The package's list of pictures and sounds could not be read: they were left out",
  moreMediaPerNote: (notes: number) =>
    `${count(notes)} ${notes === 1 ? 'note names' : 'notes name'} more than one picture or sound: only the first of each is kept`,
  clozeUnwrapped: (notes: number) =>
    notes === 1
      ? '1 note was a cloze deletion ({{c1::…}}): the hidden text was kept as the word'
      : `${count(notes)} notes were cloze deletions ({{c1::…}}): the hidden text was kept as the word`,
} as const;

/** Why one note was left out (its words are checked later, by the caller, with the word rules). */
export const APKG_SKIP_REASONS = {
  fewerThanTwoFields: 'The note has fewer than two fields',
  fieldsNotText: 'The note’s fields are not text',
  fieldTooLong: `A field is longer than ${count(APKG_MAX_FIELD_LENGTH)} characters`,
  englishEmpty: 'The English field is empty once formatting is removed',
  russianEmpty: 'The Russian field is empty once formatting is removed',
} as const;

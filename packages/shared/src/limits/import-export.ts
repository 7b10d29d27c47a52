import { PARTS_OF_SPEECH, WORD_MAX_LENGTH } from '../constants';
import { CATEGORY_DISPLAY_NAME_MAX_LENGTH, CATEGORY_NAME_MAX_LENGTH } from './my-vocabulary';

/**
 * Limits and texts of the JSON vocabulary import and export (vocabulary-management.md §3, §5, §7
 * "Admin", §8): POST /vocabulary-admin/import and GET /vocabulary-admin/export. Zod-free, so the
 * web's Import dialog can use them. Texts quoted by the spec are kept word for word; the others
 * are marked "not in the spec".
 */

/** The largest import body: 10 MiB (the spec's file limit is 10 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Problems listed in one import answer; the rest are summed up in one last line. */
export const IMPORT_MAX_LISTED_ERRORS = 1000;
/** Not in the spec: a category's description in an import file (tags follow rules/tag-rules.ts). */
export const IMPORT_DESCRIPTION_MAX_LENGTH = 500;
/** Category names in one export's `categories=` selection. */
export const EXPORT_MAX_SELECTED_CATEGORIES = 200;

/** The most words one .apkg export holds (the import's note limit): past it, export fewer categories. */
export const APKG_EXPORT_MAX_WORDS = 50_000;
/** The most media bytes one .apkg export packs. */
export const APKG_EXPORT_MAX_MEDIA_BYTES = 256 * 1024 * 1024;

export const IMPORT_EXPORT_MESSAGES = {
  // The Import dialog (spec §5, §8)
  selectJsonFile: 'Please select a JSON file',
  selectFileFirst: 'Please select a file first',
  loginToImport: 'Please log in to import data',
  categoriesRequired: 'Invalid file format: categories array is required',
  importCompleted: 'Import completed successfully!',
  importFailed: 'Import failed',
  failedToImport: (reason: string) => `Failed to import data: ${reason}`,

  // Problems of one entry, reported as "categories[3].words[12]: english is empty" (not in the spec)
  entryNotObject: 'entry must be an object',
  required: (field: string) => `${field} is required`,
  notText: (field: string) => `${field} must be text`,
  empty: (field: string) => `${field} is empty`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  controlCharacters: (field: string) => `${field} cannot contain line breaks or control characters`,
  wordInvalid: (field: string) => `${field} is invalid: use 1–${WORD_MAX_LENGTH} letters, digits, spaces and - . , ! ? ( )`,
  notBoolean: (field: string) => `${field} must be true or false`,
  notList: (field: string) => `${field} must be a list`,
  partOfSpeechInvalid: `part_of_speech must be one of ${PARTS_OF_SPEECH.join(', ')}`,
  sourcesInvalid: 'sources must give each fact’s source: import, editor, suggested or dictionary:<name>@<version>',
  mediaReferenceInvalid: (field: string) => `${field} must be "sha256:" and the file's 64 hexadecimal digits`,
  mediaNotStored: (count: number) =>
    `${count} ${count === 1 ? 'picture or sound' : 'pictures or sounds'} named by the file ${count === 1 ? 'is' : 'are'} not stored on this server; the words were imported without ${count === 1 ? 'it' : 'them'}.`,
  moreErrors: (count: number) => `…and ${count} more problems`,
  categoryNameTooLong: `name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`,
  displayNameTooLong: `display_name must be at most ${CATEGORY_DISPLAY_NAME_MAX_LENGTH} characters`,

  // Server answers (not in the spec)
  bodyTooLarge: 'Import file is too large: the limit is 10 MiB',
  importsBusy: 'The server is busy with other imports: please try again in a few seconds',
  exportSelectionInvalid: `categories must be 1 to ${EXPORT_MAX_SELECTED_CATEGORIES} category names separated by commas`,
  apkgExportTooLarge: `An Anki package holds at most ${APKG_EXPORT_MAX_WORDS.toLocaleString('en-US')} words and ${APKG_EXPORT_MAX_MEDIA_BYTES / 1024 / 1024} MB of pictures and sounds: export fewer categories`,
  exportCategoryNotFound: (names: readonly string[]) => `Category not found: ${names.join(', ')}`,
} as const;

// ---- Text formats: paste, CSV/TSV/TXT, Anki "Notes in Plain Text" (issue 16; not in the spec) ----

/**
 * The longest text the text formats read, in UTF-16 code units (JavaScript's string length): a
 * UTF-8 file never has more code units than bytes, so every file within IMPORT_MAX_BYTES fits, and
 * a longer paste is refused as a whole rather than cut inside a word.
 * @alias of IMPORT_MAX_BYTES, named for what it limits
 */
export const TEXT_IMPORT_MAX_CHARS = IMPORT_MAX_BYTES;
/**
 * Cards (word pairs or notes) in one text: larger than any shared Anki deck we know of (the big
 * frequency decks hold 10,000–30,000 notes), small enough that the preview and one transactional
 * write stay quick. Beyond it the text is refused as a whole: split the file.
 */
export const TEXT_IMPORT_MAX_ENTRIES = 50_000;
/** A skipped entry's text is cut to this many characters, so a preview of a garbage file stays small. */
export const TEXT_IMPORT_QUOTED_TEXT_MAX_LENGTH = 120;

export const TEXT_IMPORT_MESSAGES = {
  /** Every problem of one entry names its line: "Line 12: no tab between English and Russian". */
  atLine: (line: number, message: string) => `Line ${line}: ${message}`,
  noSeparator: (separatorName: string) => `no ${separatorName} between English and Russian`,
  noRussianField: 'no Russian field after the English one',
  duplicateOf: (line: number) => `duplicate of the pair on line ${line}`,
  headerRow: 'a header row, not a word pair',
  partOfSpeechInvalid: `part_of_speech must be one of ${PARTS_OF_SPEECH.join(', ')}`,
  // Problems of the whole text
  textTooLong: `The text is too long: the limit is ${TEXT_IMPORT_MAX_CHARS / 1024 / 1024} MiB`,
  tooManyEntries: `Too many entries: the limit is ${TEXT_IMPORT_MAX_ENTRIES.toLocaleString('en-US')} word pairs, split the file`,
  noPairs: 'No word pairs found',
  separatorEmpty: 'Enter a separator',
  separatorIsQuote: 'A double quote cannot be a separator',
  separatorsEqual: 'The separator between English and Russian must differ from the one between cards',
  csvColumnsMissing: 'The header must name an english and a russian column',
} as const;

// ---- A learner's import and export (issue 16 part 1; not in the spec) ----------------------------

/** The formats one category is exported in: Slovo's CSV, Anki's "Notes in Plain Text", the JSON import format. */
export const CATEGORY_EXPORT_FORMATS = ['csv', 'anki', 'json', 'apkg'] as const;
export type CategoryExportFormat = (typeof CATEGORY_EXPORT_FORMATS)[number];
/** Each format's download: file extension and content type. */
export const CATEGORY_EXPORT_FILES: Readonly<Record<CategoryExportFormat, { extension: string; contentType: string }>> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  anki: { extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  json: { extension: 'json', contentType: 'application/json; charset=utf-8' },
  // An Anki package (issue 34): a zip Anki 2.1 opens, with the words' pictures and sounds inside.
  apkg: { extension: 'apkg', contentType: 'application/octet-stream' },
};
/**
 * Decks one .apkg import may turn into categories: every deck becomes (or fills) one category, and
 * a package of thousands of one-note decks would otherwise flood the learner's list.
 */
export const APKG_IMPORT_MAX_DECKS = 100;
/** The category of notes whose deck the package does not name. */
export const APKG_IMPORT_FALLBACK_DECK = 'Anki import';
/** Anki tags named in one notice at most; the rest are counted. */
export const APKG_IMPORT_LISTED_TAGS = 20;
/** Skipped lines of an Anki text file quoted in the deck import's notice. */
export const ANKI_TEXT_LISTED_SKIPS = 5;

const listed = (names: readonly string[], max: number) =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

export const LEARNER_IMPORT_MESSAGES = {
  pairsInvalid: `pairs must be a list of 1 to ${TEXT_IMPORT_MAX_ENTRIES.toLocaleString('en-US')} word pairs`,
  textTooLarge: `The import is too large: the limit is ${IMPORT_MAX_BYTES / 1024 / 1024} MiB, split the file`,
  exportFormatInvalid: `format must be one of ${CATEGORY_EXPORT_FORMATS.join(', ')}`,
  apkgContentType: 'Send the Anki package (.apkg) itself as the request body, with Content-Type application/octet-stream',
  apkgNoPairs: 'The Anki package holds no valid word pair to import',
  apkgTooManyDecks: `The Anki package has too many decks: at most ${APKG_IMPORT_MAX_DECKS} can be imported at once`,
  apkgImported: (added: number, categories: number) =>
    `${added.toLocaleString('en-US')} ${added === 1 ? 'word' : 'words'} added to ${categories} ${categories === 1 ? 'category' : 'categories'}`,
  apkgNothingAdded: 'No words added: every valid pair is already in its category',
  notesSkipped: (count: number, reason: string) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'note was' : 'notes were'} skipped: ${reason}`,
  deckWithoutPairs: (deck: string) => `Deck "${deck}" holds no valid word pair: nothing was imported from it`,
  /** A deck whose Russian is on the front (formats/deck-sides.ts). */
  deckTurned: (deck: string) =>
    `Deck "${deck}" has its Russian on the front: its first field was read as Russian and its second as English`,
  /** An Anki text file imported deck by deck: the lines left out, the first few quoted. */
  linesSkipped: (count: number, first: readonly string[]) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'line was' : 'lines were'} skipped: ${first.join('; ')}${count > first.length ? '; …' : ''}`,
  ankiTextTooLong: `text must be an Anki text file of at most ${TEXT_IMPORT_MAX_CHARS / 1024 / 1024} MiB`,
  ankiTextEmpty: 'text must be an Anki text file (Notes in Plain Text)',
  /** Pictures and sounds of a package the server's check refused (issue 34), by reason. */
  mediaRefused: (count: number, reason: string) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'picture or sound was' : 'pictures or sounds were'} left out: ${reason}`,
  mediaOverQuota: (count: number, quotaMb: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'picture or sound was' : 'pictures or sounds were'} left out: your pictures and sounds may take ${quotaMb} MB in all`,
  mediaKept: (words: number) =>
    `${words.toLocaleString('en-US')} ${words === 1 ? 'word has its' : 'words have their'} picture or sound from the package`,
  tagsNotAdded: (names: readonly string[]) =>
    `Anki tags not added (Slovo has no tag of that name you may use; tags are not created by an import): ${listed(names, APKG_IMPORT_LISTED_TAGS)}`,
} as const;

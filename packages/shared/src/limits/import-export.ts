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
  moreErrors: (count: number) => `…and ${count} more problems`,
  categoryNameTooLong: `name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`,
  displayNameTooLong: `display_name must be at most ${CATEGORY_DISPLAY_NAME_MAX_LENGTH} characters`,

  // Server answers (not in the spec)
  bodyTooLarge: 'Import file is too large: the limit is 10 MiB',
  exportSelectionInvalid: `categories must be 1 to ${EXPORT_MAX_SELECTED_CATEGORIES} category names separated by commas`,
  exportCategoryNotFound: (names: readonly string[]) => `Category not found: ${names.join(', ')}`,
} as const;

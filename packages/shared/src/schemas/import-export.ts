import { z } from 'zod';
import {
  CATEGORY_EXPORT_FORMATS,
  EXPORT_MAX_SELECTED_CATEGORIES,
  IMPORT_EXPORT_MESSAGES,
  LEARNER_IMPORT_MESSAGES,
} from '../limits/import-export';
import { CATEGORY_NAME_MAX_LENGTH } from '../limits/my-vocabulary';

/**
 * API of the JSON vocabulary import and export (vocabulary-management.md §3, §7 "Admin"; the export
 * is beyond the spec). Admin only. The file format itself is formats/vocabulary-json.ts.
 */

/**
 * POST /vocabulary-admin/import: the body is the file's JSON, any shape. It is checked entry by
 * entry by parseVocabularyFile (a bad entry is skipped and reported, not a 400), so the schema
 * accepts everything; a body without a categories array answers 400
 * 'Invalid file format: categories array is required'.
 */
export const importVocabularyRequestSchema = z.unknown();

export const importCountsSchema = z.object({
  categories: z.number().int(),
  words: z.number().int(),
  tags: z.number().int(),
});

/**
 * What was created or added (categories and tags created, words added); `errors`: each entry left
 * out, with where it was ("categories[3].words[12]: english is empty"); `error` is null when the
 * import ran (success true), also when some entries were left out.
 */
export const importVocabularyResponseSchema = z.object({
  success: z.boolean(),
  imported: importCountsSchema,
  errors: z.array(z.string()),
  error: z.string().nullable(),
});

/**
 * GET /vocabulary-admin/export?categories=name1,name2&format=json|csv|anki: the categories to export
 * by name (absent: all). Names are trimmed; empty pieces are ignored; a name containing a comma
 * cannot be chosen. `format` (json when absent): the JSON import format, Slovo's CSV, or Anki's
 * "Notes in Plain Text" with a deck column (categories without words appear only in the JSON).
 */
export const exportVocabularyQuerySchema = z.object({
  format: z.enum(CATEGORY_EXPORT_FORMATS, { error: LEARNER_IMPORT_MESSAGES.exportFormatInvalid }).default('json'),
  categories: z
    .string({ error: IMPORT_EXPORT_MESSAGES.exportSelectionInvalid })
    .optional()
    .transform((value) =>
      value === undefined
        ? null
        : [
            ...new Set(
              value
                .split(',')
                .map((name) => name.normalize('NFC').trim())
                .filter((name) => name !== ''),
            ),
          ],
    )
    .refine(
      (names) =>
        names === null ||
        (names.length >= 1 &&
          names.length <= EXPORT_MAX_SELECTED_CATEGORIES &&
          names.every((name) => name.length <= CATEGORY_NAME_MAX_LENGTH)),
      IMPORT_EXPORT_MESSAGES.exportSelectionInvalid,
    ),
});

export type ImportCounts = z.infer<typeof importCountsSchema>;
export type ImportVocabularyResponse = z.infer<typeof importVocabularyResponseSchema>;
export type ExportVocabularyQuery = z.infer<typeof exportVocabularyQuerySchema>;

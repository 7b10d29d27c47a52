import { z } from 'zod';
import {
  CATEGORY_EXPORT_FORMATS,
  LEARNER_IMPORT_MESSAGES,
  TEXT_IMPORT_MAX_CHARS,
  TEXT_IMPORT_MAX_ENTRIES,
} from '../limits/import-export';
import { batchAddWordsResponseSchema, batchWordPairSchema } from './my-vocabulary';

/**
 * API of a learner's import and export (issue 16 part 1; beyond the spec). Every route is for a
 * signed-in user and acts on the caller's own categories (an admin's on any, as the other personal
 * vocabulary routes): somebody else's category answers 404 'Category not found'.
 */

/**
 * POST /vocabulary/user/categories/{id}/import: pairs the web app parsed from pasted text, CSV,
 * TSV or an Anki text file (formats/*), 1 to TEXT_IMPORT_MAX_ENTRIES of them. The server judges
 * each pair again with the shared word rules: invalid pairs and duplicates (of an earlier pair or
 * of a word already in the category) are skipped and reported, as in the batch route; no valid
 * pair at all is a 400. The body may be up to 10 MiB (413 textTooLarge beyond). A pair may carry
 * the facts its text gave (stress marks in `russian`, `stressed`, `gender`… as in the batch
 * route: issue 32); they are credited to the import.
 */
export const textImportRequestSchema = z.object({
  pairs: z
    .array(batchWordPairSchema, { error: LEARNER_IMPORT_MESSAGES.pairsInvalid })
    .min(1, LEARNER_IMPORT_MESSAGES.pairsInvalid)
    .max(TEXT_IMPORT_MAX_ENTRIES, LEARNER_IMPORT_MESSAGES.pairsInvalid),
});
export type TextImportRequest = z.output<typeof textImportRequestSchema>;

/** The batch route's answer: message, added, the saved words, the skipped pairs (index, sides as sent, reason). */
export const textImportResponseSchema = batchAddWordsResponseSchema;
export type TextImportResponse = z.infer<typeof textImportResponseSchema>;

/** One deck of an imported .apkg: the category it went into and what happened there. */
export const apkgImportCategorySchema = z.object({
  categoryId: z.number().int(),
  /** The category's display name. */
  name: z.string(),
  /** Whether this import created the category (else it was the caller's category of that name). */
  created: z.boolean(),
  added: z.number().int().nonnegative(),
  /** Pairs left out: invalid, or already in the category or earlier in the deck. */
  skipped: z.number().int().nonnegative(),
});
export type ApkgImportCategory = z.infer<typeof apkgImportCategorySchema>;

/**
 * POST /vocabulary/user/import/apkg: the body is the .apkg file itself (application/octet-stream or
 * application/zip, at most 10 MiB). Each deck becomes one of the caller's private categories; the
 * whole file goes in one transaction (a refused file writes nothing). `notices` are remarks for the
 * learner: media not imported, notes and decks skipped, Anki tags that were not added.
 */
export const apkgImportResponseSchema = z.object({
  message: z.string(),
  categories: z.array(apkgImportCategorySchema),
  notices: z.array(z.string()),
  totals: z.object({
    /** Notes in the package (those the reader skipped included). */
    notes: z.number().int().nonnegative(),
    added: z.number().int().nonnegative(),
    /** Notes not added: skipped by the reader, invalid, or duplicates. */
    skipped: z.number().int().nonnegative(),
  }),
});
export type ApkgImportResponse = z.infer<typeof apkgImportResponseSchema>;

/**
 * POST /vocabulary/user/import/anki-text: an Anki "Notes in Plain Text" file (formats/anki-text.ts)
 * imported the way an .apkg is: each deck (its #deck line or deck column) becomes one of the caller's
 * private categories, the notes' tags are attached where a tag of that name exists and may be used,
 * all in one transaction. Notes without a deck go into APKG_IMPORT_FALLBACK_DECK. The answer is the
 * .apkg import's; lines the reader skipped are counted in a notice.
 */
export const ankiTextImportRequestSchema = z.object({
  text: z
    .string({ error: LEARNER_IMPORT_MESSAGES.ankiTextEmpty })
    .min(1, LEARNER_IMPORT_MESSAGES.ankiTextEmpty)
    .max(TEXT_IMPORT_MAX_CHARS, LEARNER_IMPORT_MESSAGES.ankiTextTooLong),
});
/** @alias of apkgImportResponseSchema: both imports answer alike */
export const ankiTextImportResponseSchema = apkgImportResponseSchema;

export const categoryExportFormatSchema = z.enum(CATEGORY_EXPORT_FORMATS, { error: LEARNER_IMPORT_MESSAGES.exportFormatInvalid });

/**
 * GET /vocabulary/user/categories/{id}/export?format=csv|anki|json (csv when absent): a download
 * of one category (Content-Disposition attachment, "<name>-YYYY-MM-DD.<csv|txt|json>").
 */
export const categoryExportQuerySchema = z.object({ format: categoryExportFormatSchema.default('csv') });

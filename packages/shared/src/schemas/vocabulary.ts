import { z } from 'zod';
import { wordMediaSchema } from './word-media';
import { wordAnnotationsSchema } from './word-annotations';
import { ALL_WORDS, MAX_TAG_FILTER, PARTS_OF_SPEECH } from '../constants';
import {
  CATEGORY_LIST_LIMITS,
  CATEGORY_SORT_FIELDS,
  SORT_ORDERS,
  CATEGORY_TAG_FILTERS,
  CATEGORY_CREATOR_FILTERS,
  CATEGORY_SEARCH_MAX_LENGTH,
  TAG_NAME_MAX_LENGTH,
  MAX_CATEGORY_PAGE,
  WORD_SEARCH_MAX_LENGTH,
  VOCABULARY_MESSAGES,
} from '../limits/vocabulary';

/**
 * Vocabulary read API (vocabulary-management.md §3, §4, §5, §9; product-games-auth.md §3, §7):
 * the category list, the picker's lightweight list, a category's words and word search.
 * The server validates its query strings with these schemas and the web builds its requests and
 * reads the answers with the same ones.
 */

/**
 * A query-string value: one string (a repeated parameter arrives as an array and is refused).
 * An empty value counts as absent, so a client may send `?search=` for "no search".
 */
const queryValue = z
  .string({ error: VOCABULARY_MESSAGES.singleValue })
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanText = (message: string) =>
  queryValue.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const lowered = value.toLowerCase();
    if (lowered === 'true') return true;
    if (lowered === 'false') return false;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const oneOf = <T extends string>(values: readonly T[], fallback: T, message: string, normalise = (value: string) => value) =>
  queryValue.transform((value, ctx): T => {
    if (value === undefined) return fallback;
    const normalised = normalise(value);
    if ((values as readonly string[]).includes(normalised)) return normalised as T;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** Comma-joined tag names: trimmed, empty entries dropped, duplicates (ignoring case) merged. */
const tagNamesText = queryValue.transform((value, ctx): string[] => {
  if (value === undefined) return [];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of value.split(',')) {
    const name = raw.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    if (name.length > TAG_NAME_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.tagNameTooLong });
      return z.NEVER;
    }
    seen.add(name.toLowerCase());
    names.push(name);
  }
  if (names.length > MAX_TAG_FILTER) {
    ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.tooManyTags });
    return z.NEVER;
  }
  return names;
});

/** A cache-busting timestamp: digits (or absent), never used; a non-digit value is a 400, not ignored. */
const cacheBuster = queryValue
  .refine((value) => value === undefined || /^\d{1,20}$/.test(value), { message: VOCABULARY_MESSAGES.cacheBusterInvalid })
  .transform(() => undefined);

/**
 * GET /api/vocabulary/categories. Every field is optional; without any it is page 1 of 10 by name
 * ASC, every creator. Parameters not listed here are ignored; the cache-busting `_`, `t` and
 * `timestamp` are listed so that their values are checked (digits), and are dropped from the output.
 */
export const categoryListQuerySchema = z.object({
  page: queryValue.transform((value, ctx) => {
    if (value === undefined) return 1;
    const page = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(page) || page < 1 || page > MAX_CATEGORY_PAGE) {
      ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.pageInvalid });
      return z.NEVER;
    }
    return page;
  }),
  limit: queryValue.transform((value, ctx) => {
    if (value === undefined) return CATEGORY_LIST_LIMITS[0];
    const limit = CATEGORY_LIST_LIMITS.find((allowed) => String(allowed) === value);
    if (limit === undefined) {
      ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.limitInvalid });
      return z.NEVER;
    }
    return limit;
  }),
  sortBy: oneOf(CATEGORY_SORT_FIELDS, 'name', VOCABULARY_MESSAGES.sortByInvalid),
  sortOrder: oneOf(SORT_ORDERS, 'ASC', VOCABULARY_MESSAGES.sortOrderInvalid, (value) => value.toUpperCase()),
  search: queryValue.refine((value) => value === undefined || value.length <= CATEGORY_SEARCH_MAX_LENGTH, {
    message: VOCABULARY_MESSAGES.searchTooLong,
  }),
  tag: oneOf(CATEGORY_TAG_FILTERS, 'all', VOCABULARY_MESSAGES.tagInvalid),
  tags: tagNamesText,
  isApprovedList: booleanText(VOCABULARY_MESSAGES.isApprovedListInvalid).transform((value) => value ?? null),
  creator: oneOf(CATEGORY_CREATOR_FILTERS, 'all', VOCABULARY_MESSAGES.creatorInvalid),
  _: cacheBuster,
  t: cacheBuster,
  timestamp: cacheBuster,
});
/** What a client sends (all strings, all optional). */
export type CategoryListQueryInput = z.input<typeof categoryListQuerySchema>;
/** The query with defaults applied, as the server uses it. */
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** GET /api/vocabulary/category/{name}: optional count (positive or -1 = all) and shuffle. */
export const categoryWordsQuerySchema = z.object({
  count: queryValue.transform((value, ctx) => {
    if (value === undefined) return ALL_WORDS;
    const count = /^(-1|\d+)$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(count) || count === 0) {
      ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.countInvalid });
      return z.NEVER;
    }
    return count;
  }),
  shuffle: booleanText(VOCABULARY_MESSAGES.shuffleInvalid).transform((value) => value ?? false),
});
export type CategoryWordsQuery = z.output<typeof categoryWordsQuerySchema>;

export const categoryNameParamsSchema = z.object({ name: z.string() });

/** GET /api/vocabulary/search?q=: 1–100 characters after trimming. */
export const wordSearchQuerySchema = z.object({
  q: z
    .string({ error: VOCABULARY_MESSAGES.searchQueryRequired })
    .trim()
    .min(1, VOCABULARY_MESSAGES.searchQueryRequired)
    .max(WORD_SEARCH_MAX_LENGTH, VOCABULARY_MESSAGES.searchQueryTooLong),
});
export type WordSearchQuery = z.output<typeof wordSearchQuerySchema>;

// ---- Answers ---------------------------------------------------------------------------------

export const partOfSpeechSchema = z.enum(PARTS_OF_SPEECH);

export const categoryTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  color: z.string().nullable(),
  icon: z.string().nullable(),
  is_system: z.boolean(),
});
export type CategoryTag = z.infer<typeof categoryTagSchema>;

export const categorySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  privacy: z.enum(['private', 'shared']),
  /** Owner; null for system (pre-built) categories. */
  user_id: z.number().int().nullable(),
  /** The owner's username; null for system categories. */
  user: z.object({ username: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  word_count: z.number().int(),
  tags: z.array(categoryTagSchema),
  is_approved_list: z.boolean(),
  /** The same flag under the other name the spec uses. */
  isApprovedList: z.boolean(),
  /** What the caller may do: admins everything, owners their own categories, others nothing. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const categoryListResponseSchema = z.object({
  categories: z.array(categorySummarySchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

export const lightweightCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  word_count: z.number().int(),
});
export type LightweightCategory = z.infer<typeof lightweightCategorySchema>;
export const lightweightCategoriesResponseSchema = z.object({ categories: z.array(lightweightCategorySchema) });
export type LightweightCategoriesResponse = z.infer<typeof lightweightCategoriesResponseSchema>;

export const categoriesWithTagsResponseSchema = z.object({ categories: z.array(categorySummarySchema) });
export type CategoriesWithTagsResponse = z.infer<typeof categoriesWithTagsResponseSchema>;

export const vocabularyWordSchema = z.object({
  id: z.number().int(),
  english: z.string(),
  russian: z.string(),
  /** The category's name. */
  category: z.string(),
  part_of_speech: partOfSpeechSchema,
  ...wordAnnotationsSchema.shape,
  ...wordMediaSchema.shape,
});
export type VocabularyWord = z.infer<typeof vocabularyWordSchema>;
export const categoryWordsResponseSchema = z.object({ words: z.array(vocabularyWordSchema) });
export type CategoryWordsResponse = z.infer<typeof categoryWordsResponseSchema>;

export const wordSearchResultSchema = z.object({
  id: z.number().int(),
  english: z.string(),
  russian: z.string(),
  part_of_speech: partOfSpeechSchema,
  category: z.string(),
  category_display_name: z.string(),
  ...wordAnnotationsSchema.shape,
  ...wordMediaSchema.shape,
});
export type WordSearchResult = z.infer<typeof wordSearchResultSchema>;
export const wordSearchResponseSchema = z.object({ results: z.array(wordSearchResultSchema) });
export type WordSearchResponse = z.infer<typeof wordSearchResponseSchema>;

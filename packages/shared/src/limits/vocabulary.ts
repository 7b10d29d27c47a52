import { MAX_TAG_FILTER } from '../constants';

/**
 * Limits and messages of the vocabulary read API, apart from its zod schemas
 * (schemas/vocabulary.ts) so the web app can use them without bundling zod.
 */

/** Page sizes of both category lists (admin 10/20/50/100, browser 10/25/50/100 and All = 1000). */
export const CATEGORY_LIST_LIMITS = [10, 20, 25, 50, 100, 1000] as const;
export const CATEGORY_SORT_FIELDS = ['name', 'created_at', 'word_count'] as const;
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** 'pre-built' = system categories, 'user' = user-created ones. */
export const CATEGORY_TAG_FILTERS = ['all', 'pre-built', 'user'] as const;
export type CategoryTagFilter = (typeof CATEGORY_TAG_FILTERS)[number];
/**
 * Who made a category (the admin editor's creator filter): 'admin' = system categories (no owner)
 * and categories owned by an account whose role is admin; 'user' = categories owned by any other
 * account; 'all' = both. The owner's role is read when the list is computed.
 */
export const CATEGORY_CREATOR_FILTERS = ['all', 'admin', 'user'] as const;
export type CategoryCreatorFilter = (typeof CATEGORY_CREATOR_FILTERS)[number];
/**
 * Query parameters a client may add to defeat HTTP caches (the spec's admin list sends a
 * timestamp): digits only, ignored by the server and not part of its cache key.
 */
export const CACHE_BUSTING_PARAMETERS = ['_', 't', 'timestamp'] as const;
export const CATEGORY_SEARCH_MAX_LENGTH = 100;
export const TAG_NAME_MAX_LENGTH = 100;
/** A page number far beyond any real list, so offsets stay small integers. */
export const MAX_CATEGORY_PAGE = 1_000_000;
export const WORD_SEARCH_MAX_LENGTH = 100;
export const WORD_SEARCH_RESULT_LIMIT = 50;

export const VOCABULARY_MESSAGES = {
  categoryNotFound: 'Category not found',
  pageInvalid: `page must be a whole number from 1 to ${MAX_CATEGORY_PAGE}`,
  limitInvalid: `limit must be one of ${CATEGORY_LIST_LIMITS.join(', ')}`,
  sortByInvalid: `sortBy must be one of ${CATEGORY_SORT_FIELDS.join(', ')}`,
  sortOrderInvalid: 'sortOrder must be ASC or DESC',
  searchTooLong: `search must be at most ${CATEGORY_SEARCH_MAX_LENGTH} characters`,
  tagInvalid: `tag must be one of ${CATEGORY_TAG_FILTERS.join(', ')}`,
  tooManyTags: `You can filter by at most ${MAX_TAG_FILTER} tags`,
  tagNameTooLong: `Each tag name in tags must be at most ${TAG_NAME_MAX_LENGTH} characters`,
  isApprovedListInvalid: 'isApprovedList must be true or false',
  creatorInvalid: `creator must be one of ${CATEGORY_CREATOR_FILTERS.join(', ')}`,
  cacheBusterInvalid: `${CACHE_BUSTING_PARAMETERS.join(', ')} (cache-busting timestamps) must be digits`,
  countInvalid: 'count must be a positive whole number, or -1 for all words',
  shuffleInvalid: 'shuffle must be true or false',
  searchQueryRequired: 'Search query is required',
  searchQueryTooLong: `Search query must be at most ${WORD_SEARCH_MAX_LENGTH} characters`,
  singleValue: 'Each query parameter may be given only once',
} as const;

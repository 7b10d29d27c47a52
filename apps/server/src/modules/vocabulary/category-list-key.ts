import type { UserCategoryListQuery } from '@slovo/shared';

/**
 * The part of a category list's cache key that its query decides: every field of the validated
 * query in a fixed order (tag names lower-cased and sorted), so equal queries give equal keys.
 * A list with more filters than a learner's own (the public list's tag, isApprovedList) passes
 * them as `more`.
 */
export const categoryListQueryKey = (query: UserCategoryListQuery, ...more: unknown[]): string =>
  JSON.stringify([
    query.page,
    query.limit,
    query.sortBy,
    query.sortOrder,
    query.search ?? null,
    query.tags.map((name) => name.toLowerCase()).sort(),
    ...more,
  ]);

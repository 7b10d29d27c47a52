import type { CategoryListQueryInput } from '@slovo/shared';

/**
 * Every vocabulary query lives under ['vocabulary', …] so one invalidation reaches them all.
 * `identity` ('anonymous' or 'user:<id>') is part of each key: the server answers differ per
 * user (private categories), and one user's cached list must never be shown to the next.
 */
export const vocabularyKeys = {
  all: ['vocabulary'] as const,
  lightweight: (identity: string) => ['vocabulary', 'categories', 'lightweight', identity] as const,
  list: (identity: string, params: CategoryListQueryInput) => ['vocabulary', 'categories', 'list', identity, params] as const,
  /** The same list read on page after page (infinite scroll) from `firstPage`. */
  pages: (identity: string, params: CategoryListQueryInput, firstPage: number) =>
    ['vocabulary', 'categories', 'pages', identity, params, firstPage] as const,
  words: (identity: string, categoryName: string) => ['vocabulary', 'category', categoryName, identity] as const,
};

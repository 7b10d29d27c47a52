/** `GET /vocabulary/categories` with filters, sorting and paging (vocabulary-management.md §4). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CategoryListQueryInput, CategoryListResponse } from '@slovo/shared';
import { api, encodeQueryString } from '@/lib/api-client';
import type { Shape } from '@/lib/response-shape';
import {
  arrayOf,
  expectShape,
  isArray,
  isBoolean,
  isCount,
  isInteger,
  isString,
  nullable,
  objectOf,
  oneOf,
} from '@/lib/response-shape';
import { vocabularyKeys } from './query-keys';

/**
 * The check for one page of a paginated list of categories (the public list; a learner's own):
 * what every list shows and decides with, plus a list's own fields per category (`category`) and
 * beside the paging fields (`page`). The shared schemas (schemas/vocabulary.ts, …) have more.
 */
export function categoryPageShape({ category = {}, page = {} }: { category?: Shape; page?: Shape } = {}): Shape {
  return {
    categories: arrayOf(
      objectOf({
        id: isInteger,
        name: isString,
        display_name: isString,
        privacy: oneOf(['private', 'shared']),
        word_count: isCount,
        tags: isArray,
        ...category,
      }),
    ),
    totalCount: isCount,
    totalPages: isCount,
    hasNextPage: isBoolean,
    hasPreviousPage: isBoolean,
    page: isInteger,
    limit: isInteger,
    ...page,
  };
}

const CATEGORY_LIST = categoryPageShape({
  category: { user: nullable(objectOf({ username: isString })), can_edit: isBoolean, can_delete: isBoolean },
});

export async function getCategoryList(params: CategoryListQueryInput, signal?: AbortSignal): Promise<CategoryListResponse> {
  const query = encodeQueryString(Object.entries(params).filter((entry): entry is [string, string] => isString(entry[1])));
  const answer = await api.get<unknown>(`/vocabulary/categories${query ? `?${query}` : ''}`, { signal });
  return expectShape<CategoryListResponse>(answer, CATEGORY_LIST);
}

export function categoryListQuery(identity: string, params: CategoryListQueryInput) {
  return queryOptions({
    queryKey: vocabularyKeys.list(identity, params),
    queryFn: ({ signal }) => getCategoryList(params, signal),
  });
}

/**
 * The list from `firstPage` on, a page more each time the reader scrolls to its end (the admin
 * editor's 'Loading more categories...'). `params` holds every filter but the page.
 */
export function categoryPagesQuery(identity: string, params: Omit<CategoryListQueryInput, 'page'>, firstPage: number) {
  return infiniteQueryOptions({
    queryKey: vocabularyKeys.pages(identity, params, firstPage),
    queryFn: ({ pageParam, signal }) => getCategoryList({ ...params, page: String(pageParam) }, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last: CategoryListResponse) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** `GET /vocabulary/categories` with filters, sorting and paging (vocabulary-management.md §4). */
import { queryOptions } from '@tanstack/react-query';
import type { CategoryListQueryInput, CategoryListResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
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

// What a list of categories shows and decides with; the shared schema (schemas/vocabulary.ts) has more.
const CATEGORY_SUMMARY = objectOf({
  id: isInteger,
  name: isString,
  display_name: isString,
  privacy: oneOf(['private', 'shared']),
  user: nullable(objectOf({ username: isString })),
  word_count: isCount,
  tags: isArray,
  can_edit: isBoolean,
  can_delete: isBoolean,
});
const CATEGORY_LIST = {
  categories: arrayOf(CATEGORY_SUMMARY),
  totalCount: isCount,
  totalPages: isCount,
  hasNextPage: isBoolean,
  hasPreviousPage: isBoolean,
  page: isInteger,
  limit: isInteger,
};

/** encodeURIComponent leaves !'()* alone; the request client's query alphabet does not allow them. */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export async function getCategoryList(params: CategoryListQueryInput, signal?: AbortSignal): Promise<CategoryListResponse> {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => isString(entry[1]) && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeQueryValue(value)}`)
    .join('&');
  const answer = await api.get<unknown>(`/vocabulary/categories${query ? `?${query}` : ''}`, { signal });
  return expectShape<CategoryListResponse>(answer, CATEGORY_LIST);
}

export function categoryListQuery(identity: string, params: CategoryListQueryInput) {
  return queryOptions({
    queryKey: vocabularyKeys.list(identity, params),
    queryFn: ({ signal }) => getCategoryList(params, signal),
  });
}

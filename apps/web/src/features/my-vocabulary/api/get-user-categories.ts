/**
 * `GET /vocabulary/user/categories`: one page of the signed-in user's own categories, with the
 * sharing count and limit (vocabulary-management.md §4, §7).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CategorySortField, SortOrder, UserCategoryListResponse } from '@slovo/shared';
import { categoryPageShape } from '@/features/vocabulary';
import { api, encodeQueryString } from '@/lib/api-client';
import { expectShape, isCount, isString } from '@/lib/response-shape';
import { myVocabularyKeys } from './query-keys';

export type UserCategory = UserCategoryListResponse['categories'][number];
export type UserCategoryList = UserCategoryListResponse;

/** What the list asks the server for: the filters as applied (after the debounce). */
export interface UserCategoryFilters {
  search: string;
  sortBy: CategorySortField;
  sortOrder: SortOrder;
  /** Tag names; a category must carry all of them. */
  tags: readonly string[];
  page: number;
  limit: number;
}

// What the manager shows and decides with; the shared schema (schemas/my-vocabulary.ts) has more.
const USER_CATEGORY_LIST = categoryPageShape({
  category: { created_at: isString },
  page: { sharedCount: isCount, sharedLimit: isCount },
});

/** The query string, empty values left out; tags comma-joined as the API takes them. */
export function userCategoriesQueryString(filters: UserCategoryFilters): string {
  return encodeQueryString([
    ['search', filters.search.trim()],
    ['sortBy', filters.sortBy],
    ['sortOrder', filters.sortOrder],
    ['tags', filters.tags.join(',')],
    ['page', String(filters.page)],
    ['limit', String(filters.limit)],
  ]);
}

export async function getUserCategories(filters: UserCategoryFilters, signal?: AbortSignal): Promise<UserCategoryList> {
  const answer = await api.get<unknown>(`/vocabulary/user/categories?${userCategoriesQueryString(filters)}`, {
    signal,
    requiresAuth: true,
  });
  return expectShape<UserCategoryList>(answer, USER_CATEGORY_LIST);
}

/** One page per filter set; while the next page (or filter) loads, the previous answer stays on screen. */
export function userCategoriesQuery(filters: UserCategoryFilters) {
  return queryOptions({
    queryKey: myVocabularyKeys.categories(filters),
    queryFn: ({ signal }) => getUserCategories(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The key prefix of every page of the list, for the writers' optimistic updates. */
export const userCategoryListsKey = [...myVocabularyKeys.all, 'categories'] as const;

/**
 * A category of the user's, found by id after a create or rename (the server derives its `name`
 * key from the display name, so the client cannot know it). Null when it is not found.
 */
export async function findUserCategory(id: number, displayName: string): Promise<UserCategory | null> {
  return (await searchUserCategories(displayName)).find((category) => category.id === id) ?? null;
}

/** A category of the user's by its key, as the address names it (the list's search matches keys too). */
export async function findUserCategoryByKey(key: string): Promise<UserCategory | null> {
  return (await searchUserCategories(key)).find((category) => category.name === key) ?? null;
}

async function searchUserCategories(search: string): Promise<UserCategory[]> {
  const list = await getUserCategories({ search, sortBy: 'created_at', sortOrder: 'DESC', tags: [], page: 1, limit: 100 });
  return list.categories;
}

/**
 * `GET /vocabulary/categories/lightweight`: every category the teacher may see (system, their own,
 * shared) — the picker's list, here with each category's id, which an assignment names.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isCount, isInteger, isString, objectOf } from '@/lib/response-shape';
import { classesKeys } from './query-keys';

export interface AssignableCategory {
  id: number;
  name: string;
  display_name: string;
  word_count: number;
}

export async function getAssignableCategories(signal?: AbortSignal): Promise<AssignableCategory[]> {
  const answer = await api.get<unknown>('/vocabulary/categories/lightweight', { signal, requiresAuth: true });
  const shape = { categories: arrayOf(objectOf({ id: isInteger, name: isString, display_name: isString, word_count: isCount })) };
  return expectShape<{ categories: AssignableCategory[] }>(answer, shape).categories;
}

export function assignableCategoriesQuery(userId: string) {
  return queryOptions({
    queryKey: classesKeys.categories(userId),
    queryFn: ({ signal }) => getAssignableCategories(signal),
  });
}

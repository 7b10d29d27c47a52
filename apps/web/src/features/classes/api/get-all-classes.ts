/** `GET /admin/classes`: every class, for an administrator. */
import { queryOptions } from '@tanstack/react-query';
import type { ClassSummary } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classesKeys } from './query-keys';
import { CLASS_LIST_SHAPE } from './shapes';

export async function getAllClasses(signal?: AbortSignal): Promise<ClassSummary[]> {
  const answer = await api.get<unknown>('/admin/classes', { signal, requiresAuth: true });
  return expectShape<{ classes: ClassSummary[] }>(answer, CLASS_LIST_SHAPE).classes;
}

export function allClassesQuery(userId: string) {
  return queryOptions({ queryKey: classesKeys.all(userId), queryFn: ({ signal }) => getAllClasses(signal), staleTime: 0 });
}

/** `GET /classes`: the classes I teach and those I belong to. */
import { queryOptions } from '@tanstack/react-query';
import type { ClassSummary } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classesKeys } from './query-keys';
import { CLASS_LIST_SHAPE } from './shapes';

export async function getMyClasses(signal?: AbortSignal): Promise<ClassSummary[]> {
  const answer = await api.get<unknown>('/classes', { signal, requiresAuth: true });
  return expectShape<{ classes: ClassSummary[] }>(answer, CLASS_LIST_SHAPE).classes;
}

/** Stale at once: a teacher elsewhere adds assignments, members join. */
export function myClassesQuery(userId: string) {
  return queryOptions({ queryKey: classesKeys.mine(userId), queryFn: ({ signal }) => getMyClasses(signal), staleTime: 0 });
}

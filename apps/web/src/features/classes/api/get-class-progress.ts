/** `GET /classes/{id}/progress`: members × assignments, and the words most missed across members. */
import { queryOptions } from '@tanstack/react-query';
import type { ClassProgress } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classesKeys } from './query-keys';
import { classEndpoint } from './get-class';
import { PROGRESS_SHAPE } from './shapes';

export async function getClassProgress(classId: number, signal?: AbortSignal): Promise<ClassProgress> {
  const answer = await api.get<unknown>(`${classEndpoint(classId)}/progress`, { signal, requiresAuth: true });
  return expectShape<ClassProgress>(answer, PROGRESS_SHAPE);
}

/** Stale at once: every game a member plays changes it (the server keeps it cached for us). */
export function classProgressQuery(userId: string, classId: number) {
  return queryOptions({
    queryKey: classesKeys.progress(userId, classId),
    queryFn: ({ signal }) => getClassProgress(classId, signal),
    staleTime: 0,
  });
}

/** `GET /classes/{id}`: the class as the caller may see it (a teacher's, a member's or an admin's view). */
import { queryOptions } from '@tanstack/react-query';
import type { ClassDetail } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classesKeys } from './query-keys';
import { CLASS_DETAIL_SHAPE } from './shapes';

export const classEndpoint = (classId: number) => `/classes/${classId}`;

export function checkClassDetail(answer: unknown): ClassDetail {
  return expectShape<ClassDetail>(answer, CLASS_DETAIL_SHAPE);
}

export async function getClass(classId: number, signal?: AbortSignal): Promise<ClassDetail> {
  // A 404 is an answer (the class is gone, or not the caller's): not worth retrying.
  const answer = await api.get<unknown>(classEndpoint(classId), { signal, requiresAuth: true, retry: 1 });
  return checkClassDetail(answer);
}

export function classQuery(userId: string, classId: number) {
  return queryOptions({
    queryKey: classesKeys.detail(userId, classId),
    queryFn: ({ signal }) => getClass(classId, signal),
    staleTime: 0,
  });
}

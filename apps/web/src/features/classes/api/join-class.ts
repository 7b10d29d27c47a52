/**
 * `POST /classes/join` with `{ code }` (case, spaces and dashes ignored): the class's member view.
 * Refusals name their reason: a wrong or switched-off code (404), already a member (409), a full
 * class, the hourly limit of tries (429).
 */
import { useMutation } from '@tanstack/react-query';
import type { ClassDetail } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { checkClassDetail } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function joinClass(code: string): Promise<ClassDetail> {
  return checkClassDetail(await api.post<unknown>('/classes/join', { code }, { requiresAuth: true }));
}

export function useJoinClassMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: joinClass, onSuccess: () => invalidate() });
}

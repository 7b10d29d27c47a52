/** `POST /classes/{id}/teachers` with `{ username }`: the creator adds a co-teacher. */
import { useMutation } from '@tanstack/react-query';
import type { ClassDetail } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { checkClassDetail, classEndpoint } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function addTeacher({ classId, username }: { classId: number; username: string }): Promise<ClassDetail> {
  const answer = await api.post<unknown>(`${classEndpoint(classId)}/teachers`, { username }, { requiresAuth: true });
  return checkClassDetail(answer);
}

export function useAddTeacherMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: addTeacher, onSuccess: () => invalidate() });
}

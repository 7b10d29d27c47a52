/** `DELETE /classes/{id}/teachers/{userId}`: the creator removes a co-teacher, or a co-teacher steps down. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { classEndpoint } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function removeTeacher({ classId, userId }: { classId: number; userId: number }): Promise<void> {
  await api.delete<unknown>(`${classEndpoint(classId)}/teachers/${userId}`, { requiresAuth: true });
}

export function useRemoveTeacherMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: removeTeacher, onSuccess: () => invalidate() });
}

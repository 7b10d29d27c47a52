/** `DELETE /classes/{id}/members/{userId}`: a teacher removes a member, or a member leaves (their own id). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { classEndpoint } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function removeMember({ classId, userId }: { classId: number; userId: number }): Promise<void> {
  await api.delete<unknown>(`${classEndpoint(classId)}/members/${userId}`, { requiresAuth: true });
}

export function useRemoveMemberMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: removeMember, onSuccess: () => invalidate() });
}

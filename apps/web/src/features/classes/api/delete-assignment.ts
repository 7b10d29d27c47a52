/** `DELETE /classes/{id}/assignments/{aid}`. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { classEndpoint } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function deleteAssignment({ classId, assignmentId }: { classId: number; assignmentId: number }): Promise<void> {
  await api.delete<unknown>(`${classEndpoint(classId)}/assignments/${assignmentId}`, { requiresAuth: true });
}

export function useDeleteAssignmentMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: deleteAssignment, onSuccess: () => invalidate() });
}

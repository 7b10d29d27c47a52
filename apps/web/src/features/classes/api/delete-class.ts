/** `DELETE /classes/{id}`: the creator's, or an administrator's (audit-logged on the server). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { classEndpoint } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function deleteClass(classId: number): Promise<void> {
  await api.delete<unknown>(classEndpoint(classId), { requiresAuth: true });
}

export function useDeleteClassMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: deleteClass, onSuccess: () => invalidate() });
}

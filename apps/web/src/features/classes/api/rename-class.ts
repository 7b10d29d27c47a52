/** `PATCH /classes/{id}` with `{ name }`. */
import { useMutation } from '@tanstack/react-query';
import type { ClassDetail } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { checkClassDetail, classEndpoint } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function renameClass({ classId, name }: { classId: number; name: string }): Promise<ClassDetail> {
  return checkClassDetail(await api.patch<unknown>(classEndpoint(classId), { name }, { requiresAuth: true }));
}

export function useRenameClassMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: renameClass, onSuccess: () => invalidate() });
}

/** `POST /classes` with `{ name }`: a new class, its creator its teacher. Answers the teacher's view. */
import { useMutation } from '@tanstack/react-query';
import type { ClassDetail } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { checkClassDetail } from './get-class';
import { useInvalidateClasses } from './use-classes-user';

export async function createClass(name: string): Promise<ClassDetail> {
  return checkClassDetail(await api.post<unknown>('/classes', { name }, { requiresAuth: true }));
}

export function useCreateClassMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: createClass, onSuccess: () => invalidate() });
}

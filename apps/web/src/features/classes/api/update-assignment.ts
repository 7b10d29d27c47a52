/** `PATCH /classes/{id}/assignments/{aid}`: its due date (null: none). */
import { useMutation } from '@tanstack/react-query';
import type { Assignment } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classEndpoint } from './get-class';
import { ASSIGNMENT_FIELDS } from './shapes';
import { useInvalidateClasses } from './use-classes-user';

interface DueDateChange {
  classId: number;
  assignmentId: number;
  dueDate: string | null;
}

export async function changeDueDate({ classId, assignmentId, dueDate }: DueDateChange): Promise<Assignment> {
  const answer = await api.patch<unknown>(
    `${classEndpoint(classId)}/assignments/${assignmentId}`,
    { dueDate },
    { requiresAuth: true },
  );
  return expectShape<Assignment>(answer, ASSIGNMENT_FIELDS);
}

export function useChangeDueDateMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: changeDueDate, onSuccess: () => invalidate() });
}

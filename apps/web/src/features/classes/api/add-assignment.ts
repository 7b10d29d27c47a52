/**
 * `POST /classes/{id}/assignments`: a category to learn by a date, with the skills to practise and
 * the target; with `wordIds`, a practice of exactly those words (the hardest words).
 */
import { useMutation } from '@tanstack/react-query';
import type { Assignment, AssignmentTarget, CardKind } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { classEndpoint } from './get-class';
import { ASSIGNMENT_FIELDS } from './shapes';
import { useInvalidateClasses } from './use-classes-user';

export interface NewAssignment {
  categoryId: number;
  dueDate?: string | null;
  kinds?: CardKind[];
  target?: AssignmentTarget;
  wordIds?: number[];
}

export async function addAssignment({
  classId,
  assignment,
}: {
  classId: number;
  assignment: NewAssignment;
}): Promise<Assignment> {
  const answer = await api.post<unknown>(`${classEndpoint(classId)}/assignments`, assignment, { requiresAuth: true });
  return expectShape<Assignment>(answer, ASSIGNMENT_FIELDS);
}

export function useAddAssignmentMutation() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: addAssignment, onSuccess: () => invalidate() });
}

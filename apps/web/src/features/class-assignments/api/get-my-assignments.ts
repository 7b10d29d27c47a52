/** `GET /classes/assignments`: the signed-in learner's open assignments in every class, soonest due first. */
import { queryOptions } from '@tanstack/react-query';
import type { MyAssignments } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isBoolean, isCount, isRecord, isString, nullable, objectOf, oneOf } from '@/lib/response-shape';

export type MyAssignment = MyAssignments['assignments'][number];

const ASSIGNMENT = objectOf({
  id: isCount,
  class: objectOf({ id: isCount, name: isString }),
  category: objectOf({ id: isCount, name: isString, displayName: isString }),
  dueDate: nullable(isString),
  kinds: arrayOf(objectOf({ skill: isString, direction: isString })),
  target: objectOf({ kind: oneOf(['learned', 'score']) }),
  words: isCount,
  progress: objectOf({
    learned: isCount,
    words: isCount,
    due: isCount,
    mistakes: isCount,
    bestScores: isRecord,
    done: isBoolean,
  }),
});
const MY_ASSIGNMENTS_SHAPE = { assignments: arrayOf(ASSIGNMENT) };

export async function getMyAssignments(signal?: AbortSignal): Promise<MyAssignments> {
  const answer = await api.get<unknown>('/classes/assignments', { requiresAuth: true, signal });
  return expectShape<MyAssignments>(answer, MY_ASSIGNMENTS_SHAPE);
}

/** One learner's own answer, kept apart from the next user's on the same tab. */
export const classAssignmentKeys = {
  all: ['class-assignments'] as const,
  mine: (userId: string) => ['class-assignments', userId] as const,
};

/**
 * Stale at once, as the review summary is: a game played elsewhere moves the counts, so Home asks
 * again whenever it opens (showing the cached list meanwhile).
 */
export function myAssignmentsQuery(userId: string) {
  return queryOptions({
    queryKey: classAssignmentKeys.mine(userId),
    queryFn: ({ signal }) => getMyAssignments(signal),
    staleTime: 0,
  });
}

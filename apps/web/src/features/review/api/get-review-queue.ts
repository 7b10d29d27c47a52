/** `GET /reviews/queue?count=`: Review's cards — every skill's cards due now or within minutes, each with its grades' intervals. */
import { REVIEW_DIRECTIONS, REVIEW_SKILLS, withCheckedAnnotations, type ReviewQueueResponse } from '@slovo/shared';
import { api, encodeQueryString } from '@/lib/api-client';
import { arrayOf, expectShape, isCount, isString, nullable, objectOf, oneOf } from '@/lib/response-shape';

const INTERVALS = objectOf({ again: isCount, hard: isCount, good: isCount, easy: isCount });
const CARD = objectOf({
  id: isCount,
  english: isString,
  russian: isString,
  skill: oneOf(REVIEW_SKILLS),
  direction: oneOf(REVIEW_DIRECTIONS),
  intervals: INTERVALS,
});
const QUEUE_SHAPE = { total: isCount, cards: arrayOf(CARD), nextDueAt: nullable(isString) };

export async function getReviewQueue(count: number, signal?: AbortSignal): Promise<ReviewQueueResponse> {
  const query = encodeQueryString([['count', String(count)]]);
  const answer = await api.get<unknown>(`/reviews/queue?${query}`, { requiresAuth: true, signal });
  const queue = expectShape<ReviewQueueResponse>(answer, QUEUE_SHAPE);
  // Forms, gender and stress are shown as facts: only well-formed ones.
  return { ...queue, cards: queue.cards.map(withCheckedAnnotations) };
}

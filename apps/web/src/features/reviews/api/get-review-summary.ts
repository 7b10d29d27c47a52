/** `GET /reviews/summary`: cards due now and in the mistake book, in all and per kind of card, and per game words learned of played. */
import { queryOptions } from '@tanstack/react-query';
import { GAME_IDS, type ReviewSummaryResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isCount, isRecord, objectOf } from '@/lib/response-shape';
import { reviewKeys } from './query-keys';

export type ReviewSummary = ReviewSummaryResponse;

const GAME_WORDS = objectOf({ played: isCount, learned: isCount });
const SUMMARY_SHAPE = {
  due: isCount,
  mistakes: isCount,
  skills: arrayOf(isRecord),
  games: objectOf(Object.fromEntries(GAME_IDS.map((id) => [id, GAME_WORDS]))),
};

export async function getReviewSummary(signal?: AbortSignal): Promise<ReviewSummary> {
  const answer = await api.get<unknown>('/reviews/summary', { requiresAuth: true, signal });
  return expectShape<ReviewSummary>(answer, SUMMARY_SHAPE);
}

/**
 * Stale at once: words come due as time passes, not only when a game is recorded, so Home and
 * each picker ask again whenever they open (showing the cached counts meanwhile).
 */
export function reviewSummaryQuery(userId: string) {
  return queryOptions({
    queryKey: reviewKeys.summary(userId),
    queryFn: ({ signal }) => getReviewSummary(signal),
    staleTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import { reviewSummaryQuery, type ReviewSummary } from './api/get-review-summary';

/** The signed-in player's review summary (words due, mistakes, words learned per game); undefined until known or for nobody. */
export function useReviewSummary(userId: string | null): ReviewSummary | undefined {
  const query = useQuery({ ...reviewSummaryQuery(userId ?? ''), enabled: userId !== null });
  return userId === null ? undefined : query.data;
}

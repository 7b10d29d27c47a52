import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { sendPendingReviews } from '@/features/reviews';
import { getReviewQueue } from './api/get-review-queue';
import { cardKey } from './card-face';
import { pendingGradedCards } from './pending-grades';

/** Cards asked for at once; the screen asks again when it has graded them all. */
export const REVIEW_BATCH = 50;

/**
 * Not under the reviews feature's ['reviews', userId] keys on purpose: each grade sent invalidates
 * those, and the queue must not be fetched anew under the learner's hands, only when its cards run out.
 */
export const reviewQueueKey = (userId: string) => ['review', userId, 'queue'] as const;

/**
 * The queue as the screen plays it: fetched once every grade made so far has been sent (so the
 * server's answer already leaves them out), without the cards whose grades are still waiting to be
 * sent (`total` counts those out too).
 */
export function reviewQueueQuery(client: QueryClient, userId: string) {
  return queryOptions({
    queryKey: reviewQueueKey(userId),
    queryFn: async ({ signal }) => {
      await sendPendingReviews(client, userId);
      const queue = await getReviewQueue(REVIEW_BATCH, signal);
      const pending = pendingGradedCards(userId);
      const cards = queue.cards.filter((card) => !pending.has(cardKey(card)));
      return { ...queue, total: Math.max(cards.length, queue.total - (queue.cards.length - cards.length)), cards };
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

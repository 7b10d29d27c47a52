import type { QueryClient } from '@tanstack/react-query';
import type { RecordReviewsRequest } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { keepPendingPlay } from './pending-reviews';
import { makeGradedRequest, makeReviewRequest, type GameReviewPlay, type GradedAnswer } from './review-play';
import { sendPendingReviews } from './send-pending-reviews';

/**
 * Records a finished round's answers as reviews. The round is stored first and forgotten once the
 * server has it, so closing the tab mid-request loses nothing. Signed in: sent now (with any round
 * still waiting); a preview visitor: kept until sign-in. Resolves with the rounds recorded now.
 */
export async function recordGameReviews(client: QueryClient, play: GameReviewPlay): Promise<number> {
  const request = makeReviewRequest(play);
  if (request === null) return 0;
  return keepAndSend(client, request);
}

/** One graded card of the Review screen, kept and sent like a game's round. */
export const recordReviewGrade = (client: QueryClient, answer: GradedAnswer): Promise<number> =>
  keepAndSend(client, makeGradedRequest(answer));

async function keepAndSend(client: QueryClient, request: RecordReviewsRequest): Promise<number> {
  const userId = useAuthStore.getState().user?.id ?? null;
  keepPendingPlay({ userId, request });
  if (userId === null) return 0;
  return sendPendingReviews(client, userId);
}

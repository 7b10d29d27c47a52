import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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

async function keepAndSend(client: QueryClient, request: RecordReviewsRequest): Promise<number> {
  const userId = useAuthStore.getState().user?.id ?? null;
  keepPendingPlay({ userId, request });
  if (userId === null) return 0;
  return sendPendingReviews(client, userId);
}

/**
 * What a game calls once per finished round: `record({ gameId, answers })`. Fire and forget: it
 * never throws and never makes the game wait; a round that cannot be sent now is sent later.
 */
export function useRecordGameReviews(): (play: GameReviewPlay) => void {
  const client = useQueryClient();
  return useCallback(
    (play: GameReviewPlay) => {
      try {
        recordGameReviews(client, play).catch((error: unknown) => console.warn('Recording reviews failed', error));
      } catch (error) {
        console.warn('Recording reviews failed', error);
      }
    },
    [client],
  );
}

/**
 * What the Review screen calls once per graded card. Kept and sent like a game's round (a grade
 * made offline or during a failed request is sent later); resolves once this try is over (never
 * rejects), so the screen can ask for more cards after the server has the grades.
 */
export function useRecordReviewGrade(): (answer: GradedAnswer) => Promise<number> {
  const client = useQueryClient();
  return useCallback(
    (answer: GradedAnswer) =>
      keepAndSend(client, makeGradedRequest(answer)).catch((error: unknown) => {
        console.warn('Recording a grade failed', error);
        return 0;
      }),
    [client],
  );
}

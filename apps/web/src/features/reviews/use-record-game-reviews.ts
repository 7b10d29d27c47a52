import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { keepPendingPlay } from './pending-reviews';
import { makeReviewRequest, type GameReviewPlay } from './review-play';
import { sendPendingReviews } from './send-pending-reviews';

/**
 * Records a finished round's answers as reviews. The round is stored first and forgotten once the
 * server has it, so closing the tab mid-request loses nothing. Signed in: sent now (with any round
 * still waiting); a preview visitor: kept until sign-in. Resolves with the rounds recorded now.
 */
export async function recordGameReviews(client: QueryClient, play: GameReviewPlay): Promise<number> {
  const request = makeReviewRequest(play);
  if (request === null) return 0;
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

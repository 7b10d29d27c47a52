import { REVIEW_PLAY_ID } from '@slovo/shared';
import { readPendingPlays } from '@/features/reviews';
import { cardKey } from './card-face';

/**
 * The cards `userId` has graded whose grades have not reached the server yet (made offline, or
 * the request failed): still due there, but done here, so the queue leaves them out.
 */
export function pendingGradedCards(userId: string): Set<string> {
  const keys = new Set<string>();
  for (const { userId: owner, request } of readPendingPlays()) {
    if (request.gameId !== REVIEW_PLAY_ID || (owner !== null && owner !== userId)) continue;
    for (const answer of request.answers) {
      keys.add(cardKey({ id: answer.wordId, skill: answer.skill ?? 'meaning', direction: answer.direction ?? 'en-ru' }));
    }
  }
  return keys;
}

import { useSyncExternalStore } from 'react';
import type { GameId } from '@slovo/shared';
import { ANSWER_LANGUAGE_EVENT, defaultAnswerLanguage, readAnswerLanguage, type AnswerLanguage } from './stored-answer-language';

/** Another tab's choice arrives as a storage event, this tab's own as ANSWER_LANGUAGE_EVENT. */
function subscribe(onChange: () => void): () => void {
  addEventListener('storage', onChange);
  addEventListener(ANSWER_LANGUAGE_EVENT, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(ANSWER_LANGUAGE_EVENT, onChange);
  };
}

/**
 * The side the player last chose to give in `gameId` ("Answer in"), for text that describes the
 * game outside it (Home's card). The game's default while hydrating, as the prerendered Home was
 * rendered, then the stored choice.
 */
export function useRememberedAnswerLanguage(gameId: GameId): AnswerLanguage {
  return useSyncExternalStore(
    subscribe,
    () => readAnswerLanguage(gameId),
    () => defaultAnswerLanguage(gameId),
  );
}

import { ALL_WORDS } from '../constants';

/**
 * The batch rule of a learning session (README "Learning sessions"), shared by the server, which
 * cuts the batches, and the web app, which offers them:
 * - a batch holds exactly the number of words its button promises (wordsPerGame), except the last
 *   one, which holds what is left and says so ("Last 7 Words"); -1 (ALL) is one batch of every word;
 * - wordsStudied counts the words of every batch handed to a game, the current one included (it is
 *   handed over when the session starts or moves on, and played in whichever game asked for it);
 * - wordsRemaining counts the words no batch has reached yet, so
 *   totalWords = wordsStudied + wordsRemaining, and the category is completed when nothing remains.
 */

/** How many words the batch starting now takes, with `left` words not yet in any batch. */
export function batchSize(left: number, wordsPerGame: number): number {
  const available = Math.max(0, left);
  return wordsPerGame === ALL_WORDS || wordsPerGame <= 0 ? available : Math.min(wordsPerGame, available);
}

export interface SessionCounters {
  wordsPerGame: number;
  wordsStudied: number;
  wordsRemaining: number;
  totalWords: number;
}

/** The batch a session's card offers after the current one: a full "Next N", the short "Last N", or none. */
export type NextBatchOffer = { kind: 'next' | 'last'; size: number } | null;

export function nextBatchOffer(session: SessionCounters): NextBatchOffer {
  const size = batchSize(session.wordsRemaining, session.wordsPerGame);
  if (size === 0) return null;
  // Spec §4: "Next N Words" only while a whole further batch remains; the shorter rest is the last batch.
  return session.wordsRemaining >= session.wordsPerGame ? { kind: 'next', size } : { kind: 'last', size };
}

/** Every word of the session has been in a batch a game was given: nothing is left to move on to. */
export const isSessionCompleted = (session: SessionCounters): boolean =>
  session.totalWords > 0 && session.wordsRemaining === 0 && session.wordsStudied >= session.totalWords;

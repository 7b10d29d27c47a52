import { randomInt } from 'node:crypto';
import { ALL_WORDS } from '@slovo/shared';

/**
 * The batch arithmetic of a learning session, kept pure so every edge is unit-tested.
 * Semantics (also in packages/shared/src/schemas/learning-session.ts, which the web client reads):
 *   totalWords = wordsStudied + batch.length + wordsRemaining, counting only words that still exist;
 *   the batch is the next wordsPerGame words (all of them for -1), and it also takes a short tail, so
 *   wordsRemaining is always 0 or >= wordsPerGame. Without that, a category of 47 words played 20 at
 *   a time would end with 7 words that the client's "Next N Words" rule (wordsRemaining >=
 *   wordsPerGame) never offers and its "Last batch!" rule (nothing remains) never announces.
 */
export interface SessionView {
  /** The stored order with deleted words dropped. */
  liveWordIds: number[];
  totalWords: number;
  wordsStudied: number;
  /** Word ids of the current batch, in session order. */
  batch: number[];
  wordsRemaining: number;
}

/**
 * @param storedIds     the session's word ids as stored (may include deleted words)
 * @param storedStudied how many entries of storedIds lie before the current batch
 * @param exists        whether a word still belongs to the category
 */
export function viewSession(
  storedIds: readonly number[],
  storedStudied: number,
  exists: (id: number) => boolean,
  wordsPerGame: number,
): SessionView {
  const liveWordIds = storedIds.filter(exists);
  const cursor = Math.min(Math.max(0, storedStudied), storedIds.length);
  const wordsStudied = storedIds.slice(0, cursor).filter(exists).length;
  const left = liveWordIds.length - wordsStudied;

  let batchSize = wordsPerGame === ALL_WORDS || wordsPerGame <= 0 ? left : Math.min(wordsPerGame, left);
  if (left - batchSize < wordsPerGame) batchSize = left;

  return {
    liveWordIds,
    totalWords: liveWordIds.length,
    wordsStudied,
    batch: liveWordIds.slice(wordsStudied, wordsStudied + batchSize),
    wordsRemaining: left - batchSize,
  };
}

/** Fisher–Yates with a cryptographic source: the order cannot be predicted from earlier sessions. */
export function secureShuffle<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

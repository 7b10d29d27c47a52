import { randomInt } from 'node:crypto';
import { batchSize } from '@slovo/shared';

/**
 * The batch arithmetic of a learning session, kept pure so every edge is unit-tested. The rule
 * itself (batch sizes, what the counters mean) is packages/shared/src/rules/session-batches.ts.
 * Stored: the word ids in session order and the position where the current batch starts.
 */
export interface SessionView {
  /** The stored order with deleted words dropped. */
  liveWordIds: number[];
  totalWords: number;
  /** Live words before the current batch (the stored position, minus words deleted since). */
  batchStart: number;
  /** Word ids of the current batch, in session order. */
  batch: number[];
  /** Words of every batch handed to a game: those before the current batch, and the current one. */
  wordsStudied: number;
  /** Words after the current batch. */
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
  const batchStart = storedIds.slice(0, cursor).filter(exists).length;
  const left = liveWordIds.length - batchStart;
  const size = batchSize(left, wordsPerGame);

  return {
    liveWordIds,
    totalWords: liveWordIds.length,
    batchStart,
    batch: liveWordIds.slice(batchStart, batchStart + size),
    wordsStudied: batchStart + size,
    wordsRemaining: left - size,
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

import { MISTAKE_HALF_LIFE_DAYS } from '@slovo/shared';

/**
 * The mistake book's order without computing anything per read: each miss weighs 1 at the moment
 * it happens and halves every MISTAKE_HALF_LIFE_DAYS. At any later time T a miss at t weighs
 * 2^((t − T)/h) = 2^((t − E)/h) · 2^((E − T)/h) for a fixed epoch E; the second factor is the same
 * for every miss, so ordering by W = Σ 2^((t − E)/h) is ordering by the decayed weights at T.
 *
 * W itself would overflow a double 1,023 half-lives after E (in 2065), so the stored number is
 * log2 W, which orders the same and grows by one per half-life: adding a miss is a log-sum.
 */
const EPOCH_MS = Date.UTC(2026, 0, 1);
const HALF_LIFE_MS = MISTAKE_HALF_LIFE_DAYS * 24 * 60 * 60 * 1000;

/** log2 of the weight of one miss at `at`. */
const logMiss = (at: Date): number => (at.getTime() - EPOCH_MS) / HALF_LIFE_MS;

/** The stored weight after a miss at `at`: `stored` is null for a word not in the book yet. */
export function addMiss(stored: number | null, at: Date): number {
  const miss = logMiss(at);
  if (stored === null) return miss;
  const high = Math.max(stored, miss);
  const low = Math.min(stored, miss);
  return high + Math.log2(1 + 2 ** (low - high));
}

/** The decayed weight at `now` of a stored weight (each miss weighing 1 when made). */
export const weightAt = (stored: number, now: Date): number => 2 ** (stored - logMiss(now));

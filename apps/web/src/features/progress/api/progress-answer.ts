import { expectShape, isRecord } from '@/lib/response-shape';
import { normaliseGameProgress, type GameProgress } from '../progress-storage';

export const INVALID_RESPONSE = 'Invalid response from server';

/**
 * The `progress` object every progress call answers with, refused when missing. Its games are
 * read by the same rules as stored progress (normaliseGameProgress): all five, numbers or 0.
 */
export function progressOf(answer: unknown): Record<string, unknown> {
  return expectShape<{ progress: Record<string, unknown> }>(answer, { progress: isRecord }, INVALID_RESPONSE).progress;
}

export function gameProgressOf(answer: unknown): GameProgress {
  return normaliseGameProgress(progressOf(answer));
}

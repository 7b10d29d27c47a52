import { expectShape, isRecord } from '@/lib/response-shape';
import { normaliseGameProgress, type GameProgress } from '../progress-storage';

export const INVALID_RESPONSE = 'Invalid response from server';

/**
 * All five games from the `progress` object that GET /progress and POST /progress/merge answer
 * with; an answer without one is refused. The games are read by the same rules as stored
 * progress (normaliseGameProgress): a missing game or field counts as nothing played.
 */
export function gameProgressOf(answer: unknown): GameProgress {
  const { progress } = expectShape<{ progress: Record<string, unknown> }>(answer, { progress: isRecord }, INVALID_RESPONSE);
  return normaliseGameProgress(progress);
}

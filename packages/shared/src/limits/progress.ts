import { GAME_IDS } from '../constants';

/** Limits and messages of the progress API, apart from its zod schemas (schemas/progress.ts). */

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

export const PROGRESS_MESSAGES = {
  unknownGame: `Unknown game: use one of ${GAME_IDS.join(', ')}`,
  completedRequired: 'completed must be true or false',
  scoreInvalid: `score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  bestScoreInvalid: `bestScore must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  progressRequired: 'progress must be an object keyed by game1 to game5',
} as const;

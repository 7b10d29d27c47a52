import { z } from 'zod';
import { GAME_IDS } from '../constants';
import type { GameId } from '../constants';
import { PROGRESS_MESSAGES, SCORE_MAX, SCORE_MIN } from '../limits/progress';

/**
 * Game progress (product-games-auth.md §3): per user and game, whether the game was ever completed,
 * the last score and the best score. Scores are whole percentages, 0–100.
 *
 * Rules, on the server for PUT and merge alike:
 * - bestScore never goes down: it is the maximum of every score recorded;
 * - completed is sticky: once true it stays true (a later incomplete play does not undo it);
 * - PUT sets score to the play just finished.
 * Merge (anonymous local progress sent after sign-in): per game, completed is OR-ed, bestScore is
 * the maximum of both sides' bestScore and score, and score is the larger of the two scores —
 * neither side carries a time, so keeping the larger never hides a result. Games the local
 * progress does not mention are left as they are.
 */

const percentSchema = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(SCORE_MIN, message).max(SCORE_MAX, message);

export const gameIdSchema = z.enum(GAME_IDS, { error: PROGRESS_MESSAGES.unknownGame });

export const gameProgressSchema = z.object({
  completed: z.boolean({ error: PROGRESS_MESSAGES.completedRequired }),
  score: percentSchema(PROGRESS_MESSAGES.scoreInvalid),
  bestScore: percentSchema(PROGRESS_MESSAGES.bestScoreInvalid),
});
export type GameProgress = z.infer<typeof gameProgressSchema>;

export const DEFAULT_GAME_PROGRESS: GameProgress = Object.freeze({ completed: false, score: 0, bestScore: 0 });

/** All five games, always present. */
export type ProgressByGame = Record<GameId, GameProgress>;
export const progressByGameSchema = z.object({
  game1: gameProgressSchema,
  game2: gameProgressSchema,
  game3: gameProgressSchema,
  game4: gameProgressSchema,
  game5: gameProgressSchema,
}) satisfies z.ZodType<ProgressByGame>;

/** GET /progress and POST /progress/merge. */
export const progressResponseSchema = z.object({ progress: progressByGameSchema });
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** PUT /progress/{gameId}: path parameter. */
export const progressParamsSchema = z.object({ gameId: gameIdSchema });

/** PUT /progress/{gameId}: the play just finished. */
export const updateProgressRequestSchema = z.object({
  completed: z.boolean({ error: PROGRESS_MESSAGES.completedRequired }),
  score: percentSchema(PROGRESS_MESSAGES.scoreInvalid),
});
export type UpdateProgressRequest = z.infer<typeof updateProgressRequestSchema>;

/** PUT /progress/{gameId}: only that game's entry, under its key (e.g. `{progress: {game3: …}}`). */
export const updateProgressResponseSchema = z.object({ progress: progressByGameSchema.partial() });
export type UpdateProgressResponse = z.infer<typeof updateProgressResponseSchema>;

/** POST /progress/merge: the anonymous visit's local progress, any subset of the five games. */
export const mergeProgressRequestSchema = z.object({
  progress: z.strictObject(
    {
      game1: gameProgressSchema.optional(),
      game2: gameProgressSchema.optional(),
      game3: gameProgressSchema.optional(),
      game4: gameProgressSchema.optional(),
      game5: gameProgressSchema.optional(),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? PROGRESS_MESSAGES.unknownGame : PROGRESS_MESSAGES.progressRequired),
    },
  ),
});
export type MergeProgressRequest = z.infer<typeof mergeProgressRequestSchema>;

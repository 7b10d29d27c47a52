/**
 * The progress rules the server applies (shared schemas/progress.ts), mirrored on the client for
 * optimistic updates and for showing not-yet-merged local progress next to the server's.
 */
import { GAME_IDS, SCORE_MAX, SCORE_MIN, type GameId } from '@slovo/shared';
import type { GameProgress, GameProgressEntry } from './progress-storage';

/** The server takes whole percentages 0–100; anything else a game reports is brought into range. */
export function toPercent(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return SCORE_MIN;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(value)));
}

/** One finished play, as `PUT /progress/{gameId}` records it: completed sticks, best is the maximum. */
export function applyPlay(progress: GameProgress, gameId: GameId, play: { completed: boolean; score: number }): GameProgress {
  const previous = progress[gameId];
  return {
    ...progress,
    [gameId]: {
      completed: previous.completed || play.completed,
      score: play.score,
      bestScore: Math.max(previous.bestScore, play.score),
    },
  };
}

function combineEntry(a: GameProgressEntry, b: GameProgressEntry): GameProgressEntry {
  return {
    completed: a.completed || b.completed,
    score: Math.max(a.score, b.score),
    bestScore: Math.max(a.bestScore, b.bestScore, a.score, b.score),
  };
}

/** What `POST /progress/merge` makes of server and local progress: completed OR-ed, scores the maximum. */
export function combineProgress(server: GameProgress, local: GameProgress): GameProgress {
  return Object.fromEntries(GAME_IDS.map((id) => [id, combineEntry(server[id], local[id])])) as GameProgress;
}

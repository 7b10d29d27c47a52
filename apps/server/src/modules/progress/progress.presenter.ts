import type { GameProgress, ProgressByGame } from '@slovo/shared';
import { DEFAULT_GAME_PROGRESS, GAME_IDS } from '@slovo/shared';
import type { GameProgressRecord } from './progress.repository';

/** One game's progress as the API answers it. */
export const presentGameProgress = (record: GameProgressRecord): GameProgress => ({
  completed: record.completed,
  score: record.score,
  bestScore: record.bestScore,
});

/** All five games, each defaulting to not completed and 0/0 until first played. */
export function presentProgressByGame(records: readonly GameProgressRecord[]): ProgressByGame {
  const stored = new Map(records.map((record) => [record.gameId, presentGameProgress(record)]));
  return Object.fromEntries(
    GAME_IDS.map((gameId) => [gameId, stored.get(gameId) ?? { ...DEFAULT_GAME_PROGRESS }]),
  ) as ProgressByGame;
}

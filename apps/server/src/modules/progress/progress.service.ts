import type { GameProgress, MergeProgressRequest, ProgressByGame, UpdateProgressRequest } from '@slovo/shared';
import { DEFAULT_GAME_PROGRESS, GAME_IDS } from '@slovo/shared';
import type { GameId } from '@slovo/shared';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/transaction';
import { withTransaction } from '../../db/transaction';
import type { GameProgressRecord } from './progress.repository';
import { listProgress, upsertProgress } from './progress.repository';

const entryOf = (record: GameProgressRecord): GameProgress => ({
  completed: record.completed,
  score: record.score,
  bestScore: record.bestScore,
});

/** All five games, each defaulting to not completed and 0/0 until first played. */
export async function getProgress(db: DbExecutor, userId: number): Promise<ProgressByGame> {
  const stored = new Map((await listProgress(db, userId)).map((record) => [record.gameId, entryOf(record)]));
  return Object.fromEntries(
    GAME_IDS.map((gameId) => [gameId, stored.get(gameId) ?? { ...DEFAULT_GAME_PROGRESS }]),
  ) as ProgressByGame;
}

/** Records a finished play: score is this play's, bestScore never drops, completed never reverts. */
export async function recordPlay(
  db: DbExecutor,
  clock: Clock,
  userId: number,
  gameId: GameId,
  play: UpdateProgressRequest,
): Promise<GameProgress> {
  const record = await upsertProgress(
    db,
    { userId, gameId, completed: play.completed, score: play.score, bestScore: play.score, now: clock.now().toISOString() },
    'latest',
  );
  return entryOf(record);
}

/**
 * Folds an anonymous visit's local progress into the account, in one transaction: per game,
 * completed OR-ed, bestScore the maximum of every score on either side, score the larger of the
 * two (neither side carries a time). Answers the full progress after the merge.
 */
export async function mergeProgress(
  db: DbExecutor,
  clock: Clock,
  userId: number,
  local: MergeProgressRequest['progress'],
): Promise<ProgressByGame> {
  const now = clock.now().toISOString();
  return withTransaction(db, async (trx) => {
    for (const gameId of GAME_IDS) {
      const entry = local[gameId];
      if (!entry) continue;
      const bestScore = Math.max(entry.bestScore, entry.score);
      await upsertProgress(trx, { userId, gameId, completed: entry.completed, score: entry.score, bestScore, now }, 'larger');
    }
    return getProgress(trx, userId);
  });
}

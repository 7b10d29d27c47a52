import type { GameId, GameProgress, MergeProgressRequest, ProgressByGame, UpdateProgressRequest } from '@slovo/shared';
import { GAME_IDS } from '@slovo/shared';
import type { ServiceContext } from '../../context';
import { inTransaction, requireActor } from '../../context';
import { withTransaction } from '../../db/transaction';
import { presentGameProgress, presentProgressByGame } from './progress.presenter';
import { listProgress, upsertProgress } from './progress.repository';

/** The caller's progress in all five games (defaults for games never played). */
export async function getProgress(context: ServiceContext): Promise<ProgressByGame> {
  return presentProgressByGame(await listProgress(context.db, requireActor(context).id));
}

/** Records the caller's finished play: score is this play's, bestScore never drops, completed never reverts. */
export async function recordPlay(context: ServiceContext, gameId: GameId, play: UpdateProgressRequest): Promise<GameProgress> {
  const record = await upsertProgress(
    context.db,
    {
      userId: requireActor(context).id,
      gameId,
      completed: play.completed,
      score: play.score,
      bestScore: play.score,
      now: context.clock.now().toISOString(),
    },
    'latest',
  );
  return presentGameProgress(record);
}

/**
 * Folds an anonymous visit's local progress into the caller's account, in one transaction: per
 * game, completed OR-ed, bestScore the maximum of every score on either side, score the larger of
 * the two (neither side carries a time). Answers the full progress after the merge.
 */
export async function mergeProgress(context: ServiceContext, local: MergeProgressRequest['progress']): Promise<ProgressByGame> {
  const userId = requireActor(context).id;
  const now = context.clock.now().toISOString();
  return withTransaction(context.db, async (trx) => {
    for (const gameId of GAME_IDS) {
      const entry = local[gameId];
      if (!entry) continue;
      const bestScore = Math.max(entry.bestScore, entry.score);
      await upsertProgress(trx, { userId, gameId, completed: entry.completed, score: entry.score, bestScore, now }, 'larger');
    }
    return getProgress(inTransaction(context, trx));
  });
}

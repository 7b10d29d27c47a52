import type { GameId } from '@slovo/shared';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean, toDbBoolean } from '../../db/transaction';

export interface GameProgressRecord {
  gameId: GameId;
  completed: boolean;
  score: number;
  bestScore: number;
}

export interface ProgressWrite {
  userId: number;
  gameId: GameId;
  completed: boolean;
  score: number;
  /** Already at least `score` (the caller makes sure). */
  bestScore: number;
  now: string;
}

type Column = 'completed' | 'score' | 'best_score';

/**
 * The larger of the stored and the incoming value, written with CASE because the two engines name
 * "greatest of two" differently (SQLite max(a, b), PostgreSQL GREATEST). For the 0/1 completed
 * column the larger value is the OR, which makes completion sticky.
 */
function larger<T extends number>(column: Column): RawBuilder<T> {
  const stored = sql.ref(`game_progress.${column}`);
  const incoming = sql.ref(`excluded.${column}`);
  return sql<T>`case when ${stored} > ${incoming} then ${stored} else ${incoming} end`;
}

const toRecord = (row: { game_id: GameId; completed: number; score: number; best_score: number }): GameProgressRecord => ({
  gameId: row.game_id,
  completed: fromDbBoolean(row.completed),
  score: row.score,
  bestScore: row.best_score,
});

export async function listProgress(db: DbExecutor, userId: number): Promise<GameProgressRecord[]> {
  const rows = await db
    .selectFrom('game_progress')
    .select(['game_id', 'completed', 'score', 'best_score'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map(toRecord);
}

/**
 * One atomic upsert per game, so concurrent writes never lose a best score or a completion.
 * score: 'latest' stores the incoming score (a play just finished); 'larger' keeps the larger (merge).
 */
export async function upsertProgress(
  db: DbExecutor,
  write: ProgressWrite,
  score: 'latest' | 'larger',
): Promise<GameProgressRecord> {
  const row = await db
    .insertInto('game_progress')
    .values({
      user_id: write.userId,
      game_id: write.gameId,
      completed: toDbBoolean(write.completed),
      score: write.score,
      best_score: write.bestScore,
      updated_at: write.now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'game_id']).doUpdateSet((eb) => ({
        completed: larger<0 | 1>('completed'),
        score: score === 'latest' ? eb.ref('excluded.score') : larger('score'),
        best_score: larger('best_score'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['game_id', 'completed', 'score', 'best_score'])
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

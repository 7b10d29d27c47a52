import { sql } from 'kysely';
import { GAME_IDS, type GameId } from '@slovo/shared';
import { chunks } from '../../db/chunks';
import type { DbExecutor } from '../../db/transaction';

/** The learning data a class's progress is read from (class-progress.ts): the reviews' own tables. */

export interface CardRow {
  user_id: number;
  word_id: number;
  skill: string;
  direction: string;
  learned: number;
  due: string;
  miss_count: number;
  last_review: string | null;
}

export interface PlayRow {
  user_id: number;
  category_id: number;
  game_id: GameId;
  right: number | string;
  answered: number | string;
}

export async function readCards(
  db: DbExecutor,
  memberIds: readonly number[],
  categoryIds: readonly number[],
): Promise<CardRow[]> {
  return db
    .selectFrom('review_cards')
    .select(['user_id', 'word_id', 'skill', 'direction', 'learned', 'due', 'miss_count', 'last_review'])
    .where('user_id', 'in', memberIds)
    .where('category_id', 'in', categoryIds)
    .execute();
}

/**
 * Each member's rounds of each category in each game: right answers and answers per round. Read by
 * the assignments' word ids (the log's (user_id, word_id) index, migration 0014), a slice of words
 * at a time; a round's counts from several slices are added up.
 */
export async function readPlays(db: DbExecutor, memberIds: readonly number[], wordIds: readonly number[]): Promise<PlayRow[]> {
  const rounds = new Map<string, PlayRow>();
  for (const slice of chunks([...new Set(wordIds)])) {
    const rows = await db
      .selectFrom('review_log')
      .innerJoin('words', 'words.id', 'review_log.word_id')
      .select([
        'review_log.user_id',
        'review_log.play_id',
        'words.category_id',
        sql<GameId>`review_log.game_id`.as('game_id'),
        sql<number>`sum(case when review_log.outcome = 'right' then 1 else 0 end)`.as('right'),
        sql<number>`count(*)`.as('answered'),
      ])
      .where('review_log.user_id', 'in', memberIds)
      .where('review_log.word_id', 'in', slice)
      .where('review_log.game_id', 'in', [...GAME_IDS])
      .groupBy(['review_log.user_id', 'review_log.play_id', 'review_log.game_id', 'words.category_id'])
      .execute();
    for (const row of rows) {
      const key = `${row.user_id}/${row.play_id}/${row.category_id}`;
      const round = rounds.get(key);
      if (round) {
        round.right = Number(round.right) + Number(row.right);
        round.answered = Number(round.answered) + Number(row.answered);
      } else {
        rounds.set(key, {
          user_id: row.user_id,
          category_id: row.category_id,
          game_id: row.game_id,
          right: row.right,
          answered: row.answered,
        });
      }
    }
  }
  return [...rounds.values()];
}

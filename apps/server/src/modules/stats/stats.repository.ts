import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { DbExecutor } from '../../db/transaction';
import type { VocabularyViewer } from '../vocabulary';

/**
 * /stats reads the reviews feature's tables (migration 0008): review_days (one row per local day
 * with reviews, never the log) and the user's cards. Card states: Learning 1, Review 2, Relearning 3.
 */

export interface ReviewDayRecord {
  day: string;
  reviews: number;
  review_state_reviews: number;
  review_state_passes: number;
}

/** Every day the user reviewed on, oldest first: a few hundred rows for a year of daily play. */
export async function listReviewDays(db: DbExecutor, userId: number): Promise<ReviewDayRecord[]> {
  return db
    .selectFrom('review_days')
    .select(['day', 'reviews', 'review_state_reviews', 'review_state_passes'])
    .where('user_id', '=', userId)
    .orderBy('day')
    .execute();
}

export interface CategoryProgressRecord {
  name: string;
  display_name: string;
  word_count: number;
  learned: number;
  learning: number;
}

/** Per category the viewer may see and has cards in: its size and its words learned and learning. */
export async function listCategoryProgress(
  db: DbExecutor,
  viewer: NonNullable<VocabularyViewer>,
): Promise<CategoryProgressRecord[]> {
  const rows = await db
    .selectFrom('review_cards')
    .innerJoin('words', 'words.id', 'review_cards.word_id')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select([
      'categories.name',
      'categories.display_name',
      'categories.word_count',
      sql<number | string>`sum(case when review_cards.state = 2 then 1 else 0 end)`.as('learned'),
      sql<number | string>`sum(case when review_cards.state in (1, 3) then 1 else 0 end)`.as('learning'),
    ])
    .where('review_cards.user_id', '=', viewer.id)
    .where((eb) =>
      viewer.role === 'admin'
        ? sql<SqlBool>`1 = 1`
        : eb.or([
            eb('categories.user_id', 'is', null),
            eb('categories.privacy', '=', 'shared'),
            eb('categories.user_id', '=', viewer.id),
          ]),
    )
    .groupBy(['categories.id', 'categories.name', 'categories.display_name', 'categories.word_count'])
    .orderBy('categories.display_name')
    .execute();
  return rows.map((row) => ({ ...row, learned: Number(row.learned), learning: Number(row.learning) }));
}

export interface CardTotalsRecord {
  cards: number;
  learned: number;
  /** Cards due before each boundary, in the order given. */
  dueBefore: number[];
}

/** All the user's cards counted once: totals, and how many fall due before each of `boundaries` (ISO times). */
export async function countCards(db: DbExecutor, userId: number, boundaries: readonly string[]): Promise<CardTotalsRecord> {
  const row = await db
    .selectFrom('review_cards')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('cards'),
      sql<number | string>`coalesce(sum(case when state = 2 then 1 else 0 end), 0)`.as('learned'),
      ...boundaries.map((boundary, index) =>
        sql<number | string>`coalesce(sum(case when due < ${boundary} then 1 else 0 end), 0)`.as(`d${index}`),
      ),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const values = row as Record<string, number | string>;
  return {
    cards: Number(row.cards),
    learned: Number(row.learned),
    dueBefore: boundaries.map((_boundary, index) => Number(values[`d${index}`])),
  };
}

import type { CardKind, ReviewDirection, ReviewSkill } from '@slovo/shared';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * /stats reads the reviews feature's tables (migration 0008): review_days (one row per local day
 * with reviews, never the log) and the user's cards.
 */

export interface ReviewDayRecord {
  day: string;
  skill: ReviewSkill;
  direction: ReviewDirection;
  reviews: number;
  review_state_reviews: number;
  review_state_passes: number;
}

/**
 * Every day the user reviewed on, oldest first, a row per kind of card reviewed that day: a few
 * hundred rows for a year of daily play.
 */
export async function listReviewDays(db: DbExecutor, userId: number): Promise<ReviewDayRecord[]> {
  return db
    .selectFrom('review_days')
    .select(['day', 'skill', 'direction', 'reviews', 'review_state_reviews', 'review_state_passes'])
    .where('user_id', '=', userId)
    .orderBy('day')
    .execute();
}

export interface CategoryCardsRecord {
  category_id: number;
  cards: number;
  learned: number;
  learning: number;
}

/**
 * Per category the user has reviewed words in: the words (`cards`), learned (one of the word's
 * meaning cards is) and learning (every other). Words are counted once however many of their
 * meaning cards there are, per category in the order of the (user_id, category_id, skill,
 * word_id, …) index: an index-only scan with no word read.
 */
export async function countCardsPerCategory(db: DbExecutor, userId: number): Promise<CategoryCardsRecord[]> {
  const perCategory = await db
    .selectFrom('review_cards')
    .select((eb) => [
      'category_id',
      eb.fn.count<number | string>('word_id').distinct().as('words'),
      eb.fn
        .count<number | string>(sql`case when learned = 1 then word_id end`)
        .distinct()
        .as('learned'),
    ])
    .where('user_id', '=', userId)
    .where('skill', '=', 'meaning')
    .groupBy('category_id')
    .execute();
  return perCategory.map((row) => ({
    category_id: row.category_id,
    cards: Number(row.words),
    learned: Number(row.learned),
    learning: Number(row.words) - Number(row.learned),
  }));
}

export interface StatsCategoryRecord {
  id: number;
  name: string;
  display_name: string;
  word_count: number;
  user_id: number | null;
  privacy: Privacy;
}

/** The categories with these ids (the service applies who may see them). */
export async function findCategories(db: DbExecutor, ids: readonly number[]): Promise<StatsCategoryRecord[]> {
  const found: StatsCategoryRecord[] = [];
  for (const chunk of chunks(ids)) {
    found.push(
      ...(await db
        .selectFrom('categories')
        .select(['id', 'name', 'display_name', 'word_count', 'user_id', 'privacy'])
        .where('id', 'in', chunk)
        .execute()),
    );
  }
  return found;
}

/**
 * How many of the user's cards, outside the `hidden` categories, fall due before each of
 * `boundaries` (ISO times, ascending), from the (user_id, due) index: one count of everything
 * before the first boundary (every overdue card: often most of them), then the due times up to the
 * last boundary, bucketed here (a week's worth). Measured on SQLite with 20,000 cards: a count per
 * boundary, or a CASE per boundary and card, cost several times more. Leaving hidden categories out
 * reads the cards' rows too, only for a learner who has any.
 */
export async function countDueBefore(
  db: DbExecutor,
  userId: number,
  boundaries: readonly string[],
  hidden: readonly number[],
): Promise<number[]> {
  const [first, last] = [boundaries[0], boundaries.at(-1)];
  if (first === undefined || last === undefined) return [];
  const cards = () => {
    const query = db.selectFrom('review_cards').where('user_id', '=', userId);
    return hidden.length === 0 ? query : query.where('category_id', 'not in', [...hidden]);
  };
  const before = await cards()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('due', '<', first)
    .executeTakeFirstOrThrow();
  const soon = await cards().select('due').where('due', '>=', first).where('due', '<', last).execute();
  return boundaries.map((boundary) => Number(before.count) + soon.filter((card) => card.due < boundary).length);
}

export interface KindCardsRecord extends CardKind {
  cards: number;
  learned: number;
  due: number;
}

/**
 * Per kind of card the user has, outside the `hidden` categories: cards, learned, and due at
 * `now`, in one pass over the (user_id, skill, direction, due, learned) index, grouped in its
 * order (no sort, no card row read) while none is hidden.
 */
export async function countCardsPerKind(
  db: DbExecutor,
  userId: number,
  now: string,
  hidden: readonly number[],
): Promise<KindCardsRecord[]> {
  const cards = db.selectFrom('review_cards').where('user_id', '=', userId);
  const rows = await (hidden.length === 0 ? cards : cards.where('category_id', 'not in', [...hidden]))
    .select((eb) => [
      'skill',
      'direction',
      eb.fn.countAll<number | string>().as('cards'),
      eb.fn.sum<number | string>('learned').as('learned'),
      eb.fn.sum<number | string>(sql`case when due <= ${now} then 1 else 0 end`).as('due'),
    ])
    .groupBy(['skill', 'direction'])
    .execute();
  return rows.map((row) => ({
    skill: row.skill,
    direction: row.direction,
    cards: Number(row.cards),
    learned: Number(row.learned),
    due: Number(row.due),
  }));
}

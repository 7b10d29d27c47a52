import type { CardKind, PartOfSpeech, PlayId, ReviewDirection, ReviewSkill } from '@slovo/shared';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { chunks } from '../../db/chunks';
import { isPostgres } from '../../db/dialect';
import type { Database, FsrsState, Privacy, ReviewLogTable } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean, toDbBoolean } from '../../db/transaction';
import type { AnnotationColumns, VocabularyViewer } from '../vocabulary';
import { inViewerClass } from '../vocabulary';
import type { CardState } from './scheduler';

/** A card with its place in the mistake book, as the service reads and writes it. */
export interface CardRecord extends CardState, CardKind {
  wordId: number;
  categoryId: number;
  missCount: number;
  /** Null while the word is not in the mistake book. */
  mistakeWeight: number | null;
  lastMissedAt: string | null;
  missedGames: number;
  playedGames: number;
  /** stability >= LEARNED_STABILITY_DAYS: see applyAnswer. */
  learned: boolean;
}

export type ReviewLogWrite = Omit<ReviewLogTable, 'id'>;

export interface ReviewDayWrite extends CardKind {
  day: string;
  reviews: number;
  reviewStateReviews: number;
  reviewStatePasses: number;
}

/** A word with what decides who may see it. */
export interface WordAccessRecord {
  id: number;
  category_id: number;
  user_id: number | null;
  privacy: Privacy;
}

/** A listed word: the API's vocabulary word plus the card fields the lists show. */
export interface ListedWordRecord extends AnnotationColumns {
  id: number;
  skill: ReviewSkill;
  direction: ReviewDirection;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  category: string;
  miss_count: number;
  missed_games: number;
  last_missed_at: string | null;
}

type ListEb = ExpressionBuilder<Database, 'review_cards' | 'words' | 'categories'>;

/**
 * The vocabulary feature's visibility rule (vocabulary/category.policies.ts) as SQL on a joined category:
 * system and shared categories, the viewer's own, those of the viewer's classes, and everything for admins.
 */
function visibleTo(eb: ListEb, viewer: NonNullable<VocabularyViewer>): Expression<SqlBool> {
  if (viewer.role === 'admin') return sql<SqlBool>`1 = 1`;
  return eb.or([
    eb('categories.user_id', 'is', null),
    eb('categories.privacy', '=', 'shared'),
    eb('categories.user_id', '=', viewer.id),
    inViewerClass(viewer.id),
  ]);
}

/**
 * Claims a game for recording: true when this playId is new for the user, false when it was
 * recorded before. One insert on the primary key, so of two concurrent tries exactly one wins (on
 * PostgreSQL the second waits for the first to commit, then finds the row).
 */
export async function claimPlay(
  db: DbExecutor,
  play: { userId: number; playId: string; gameId: PlayId; playedAt: string; now: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('review_plays')
    .values({
      user_id: play.userId,
      play_id: play.playId,
      game_id: play.gameId,
      played_at: play.playedAt,
      recorded_at: play.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'play_id']).doNothing())
    .returning('play_id')
    .execute();
  return rows.length > 0;
}

/**
 * Serialises one user's recordings on PostgreSQL: two games recorded at once would both read a
 * card before either writes it, and one review would be lost. The user's row is locked FOR NO KEY
 * UPDATE, which leaves inserts referencing the user free. SQLite runs one writer at a time anyway.
 */
export async function lockUserReviews(db: DbExecutor, userId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select id from users where id = ${userId} for no key update`.execute(db);
}

/** The user's reviews version: 0 before their first recorded game. */
export async function findReviewVersion(db: DbExecutor, userId: number): Promise<number> {
  const row = await db.selectFrom('review_versions').select('version').where('user_id', '=', userId).executeTakeFirst();
  return row?.version ?? 0;
}

/** One more on the user's reviews version (inside the transaction that records a game). */
export async function bumpReviewVersion(db: DbExecutor, userId: number): Promise<void> {
  await db
    .insertInto('review_versions')
    .values({ user_id: userId, version: 1 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ version: sql`review_versions.version + 1` }))
    .execute();
}

export async function findDesiredRetention(db: DbExecutor, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('review_settings').select('desired_retention').where('user_id', '=', userId).executeTakeFirst();
  return row?.desired_retention;
}

export async function saveDesiredRetention(db: DbExecutor, userId: number, desiredRetention: number, now: string): Promise<void> {
  await db
    .insertInto('review_settings')
    .values({ user_id: userId, desired_retention: desiredRetention, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ desired_retention: desiredRetention, updated_at: now }))
    .execute();
}

/** Those of `ids` that exist, with their category's owner and privacy (the service decides who may see them). */
export async function findWordAccess(db: DbExecutor, ids: readonly number[]): Promise<WordAccessRecord[]> {
  const found: WordAccessRecord[] = [];
  for (const chunk of chunks(ids)) {
    found.push(
      ...(await db
        .selectFrom('words')
        .innerJoin('categories', 'categories.id', 'words.category_id')
        .select(['words.id', 'words.category_id', 'categories.user_id', 'categories.privacy'])
        .where('words.id', 'in', chunk)
        .execute()),
    );
  }
  return found;
}

const CARD_COLUMNS = [
  'word_id',
  'skill',
  'direction',
  'category_id',
  'due',
  'stability',
  'difficulty',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review',
  'miss_count',
  'mistake_weight',
  'last_missed_at',
  'missed_games',
  'played_games',
  'learned',
] as const;

/** A card's key among a user's cards: its word, skill and direction. */
export const cardKey = (wordId: number, kind: CardKind): string => `${wordId}|${kind.skill}|${kind.direction}`;

/** The user's cards of these words, of every skill, by cardKey (words never reviewed have none). */
export async function findCards(db: DbExecutor, userId: number, wordIds: readonly number[]): Promise<Map<string, CardRecord>> {
  const cards = new Map<string, CardRecord>();
  for (const chunk of chunks(wordIds)) {
    const rows = await db
      .selectFrom('review_cards')
      .select(CARD_COLUMNS)
      .where('user_id', '=', userId)
      .where('word_id', 'in', chunk)
      .execute();
    for (const row of rows) {
      cards.set(cardKey(row.word_id, row), {
        wordId: row.word_id,
        skill: row.skill,
        direction: row.direction,
        categoryId: row.category_id,
        due: row.due,
        stability: row.stability,
        difficulty: row.difficulty,
        scheduledDays: row.scheduled_days,
        learningSteps: row.learning_steps,
        reps: row.reps,
        lapses: row.lapses,
        state: row.state,
        lastReview: row.last_review,
        missCount: row.miss_count,
        mistakeWeight: row.mistake_weight,
        lastMissedAt: row.last_missed_at,
        missedGames: row.missed_games,
        playedGames: row.played_games,
        learned: fromDbBoolean(row.learned),
      });
    }
  }
  return cards;
}

/** 20 values per card: 100 cards a statement keeps well inside both engines' parameter limits. */
const CARDS_PER_STATEMENT = 100;
/** 19 values per review. */
const LOG_ROWS_PER_STATEMENT = 100;

const CARD_KEY_COLUMNS: ReadonlySet<string> = new Set(['word_id', 'skill', 'direction']);

/** Writes the cards as they are now: one multi-row upsert per hundred cards. */
export async function saveCards(db: DbExecutor, userId: number, cards: readonly CardRecord[]): Promise<void> {
  for (const chunk of chunks(cards, CARDS_PER_STATEMENT)) {
    await db
      .insertInto('review_cards')
      .values(
        chunk.map((card) => ({
          user_id: userId,
          word_id: card.wordId,
          skill: card.skill,
          direction: card.direction,
          category_id: card.categoryId,
          due: card.due,
          stability: card.stability,
          difficulty: card.difficulty,
          scheduled_days: card.scheduledDays,
          learning_steps: card.learningSteps,
          reps: card.reps,
          lapses: card.lapses,
          state: card.state,
          last_review: card.lastReview,
          miss_count: card.missCount,
          mistake_weight: card.mistakeWeight,
          last_missed_at: card.lastMissedAt,
          missed_games: card.missedGames,
          played_games: card.playedGames,
          learned: toDbBoolean(card.learned),
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'word_id', 'skill', 'direction'])
          .doUpdateSet((eb) =>
            Object.fromEntries(
              CARD_COLUMNS.filter((column) => !CARD_KEY_COLUMNS.has(column)).map((column) => [
                column,
                eb.ref(`excluded.${column}`),
              ]),
            ),
          ),
      )
      .execute();
  }
}

export async function insertReviewLog(db: DbExecutor, rows: readonly ReviewLogWrite[]): Promise<void> {
  for (const chunk of chunks(rows, LOG_ROWS_PER_STATEMENT)) await db.insertInto('review_log').values(chunk).execute();
}

/** Adds to the user's per-day counters (creating the days first reviewed now). */
export async function addReviewDays(db: DbExecutor, userId: number, days: readonly ReviewDayWrite[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insertInto('review_days')
    .values(
      days.map((day) => ({
        user_id: userId,
        day: day.day,
        skill: day.skill,
        direction: day.direction,
        reviews: day.reviews,
        review_state_reviews: day.reviewStateReviews,
        review_state_passes: day.reviewStatePasses,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'skill', 'direction']).doUpdateSet({
        reviews: sql`review_days.reviews + excluded.reviews`,
        review_state_reviews: sql`review_days.review_state_reviews + excluded.review_state_reviews`,
        review_state_passes: sql`review_days.review_state_passes + excluded.review_state_passes`,
      }),
    )
    .execute();
}

/**
 * The categories the viewer has cards in but may no longer see (another learner's, made private
 * since): usually none. The viewer's categories come from the (user_id, category_id, …) index,
 * each checked by primary key, so the counts below stay index-only while this is empty.
 */
export async function findHiddenCategoryIds(db: DbExecutor, viewer: NonNullable<VocabularyViewer>): Promise<number[]> {
  if (viewer.role === 'admin') return [];
  const rows = await db
    .selectFrom('categories')
    .select('categories.id')
    .where('categories.id', 'in', (eb) =>
      eb.selectFrom('review_cards').select('review_cards.category_id').distinct().where('review_cards.user_id', '=', viewer.id),
    )
    .where((eb) => eb.not(visibleTo(eb as unknown as ListEb, viewer)))
    .execute();
  return rows.map((row) => row.id);
}

/** Which cards a list or count keeps: of a skill, in a direction; an absent field keeps every one. */
export type CardFilter = Partial<CardKind>;

/** The user's cards of the filter's kind outside the `hidden` categories (findHiddenCategoryIds). */
function cardsOf(db: DbExecutor, userId: number, hidden: readonly number[], filter: CardFilter = {}) {
  let cards = db.selectFrom('review_cards').where('user_id', '=', userId);
  if (filter.skill !== undefined) cards = cards.where('skill', '=', filter.skill);
  if (filter.direction !== undefined) cards = cards.where('direction', '=', filter.direction);
  return hidden.length === 0 ? cards : cards.where('category_id', 'not in', [...hidden]);
}

/**
 * Cards due at `now` outside the hidden categories: index only ((user_id, due), or (user_id,
 * skill, direction, due) for one kind) while none is hidden.
 */
export async function countDue(
  db: DbExecutor,
  userId: number,
  now: string,
  hidden: readonly number[],
  filter: CardFilter = {},
): Promise<number> {
  const row = await cardsOf(db, userId, hidden, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('due', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Cards in the mistake book outside the hidden categories (index only while none is: the partial
 * indexes; `miss_count > 0` must stay a literal, see migration 0008).
 */
export async function countMistakes(
  db: DbExecutor,
  userId: number,
  hidden: readonly number[],
  filter: CardFilter = {},
): Promise<number> {
  const row = await cardsOf(db, userId, hidden, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(sql<SqlBool>`miss_count > 0`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Per kind of card with anything due at `now` or in the mistake book (outside the hidden
 * categories): two grouped counts, each from its kind's index alone while none is hidden.
 */
export async function countDuePerKind(
  db: DbExecutor,
  userId: number,
  now: string,
  hidden: readonly number[],
): Promise<Array<CardKind & { due: number; mistakes: number }>> {
  const perKind = (query: ReturnType<typeof cardsOf>) =>
    query
      .select((eb) => ['skill', 'direction', eb.fn.countAll<number | string>().as('count')])
      .groupBy(['skill', 'direction'])
      .execute();
  const [due, mistakes] = await Promise.all([
    perKind(cardsOf(db, userId, hidden).where('due', '<=', now)),
    perKind(cardsOf(db, userId, hidden).where(sql<SqlBool>`miss_count > 0`)),
  ]);
  const kinds = new Map<string, CardKind & { due: number; mistakes: number }>();
  const counts = (row: CardKind) => {
    const key = `${row.skill}|${row.direction}`;
    const found = kinds.get(key) ?? { skill: row.skill, direction: row.direction, due: 0, mistakes: 0 };
    kinds.set(key, found);
    return found;
  };
  for (const row of due) counts(row).due = Number(row.count);
  for (const row of mistakes) counts(row).mistakes = Number(row.count);
  return [...kinds.values()];
}

function listedWords(db: DbExecutor, viewer: NonNullable<VocabularyViewer>, filter: CardFilter) {
  let listed = db
    .selectFrom('review_cards')
    .innerJoin('words', 'words.id', 'review_cards.word_id')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select([
      'words.id',
      'words.english',
      'words.russian',
      'words.part_of_speech',
      'words.stressed',
      'words.annotations',
      'words.image_hash',
      'words.sound_hash',
      'categories.name as category',
      'review_cards.skill',
      'review_cards.direction',
      'review_cards.miss_count',
      'review_cards.missed_games',
      'review_cards.last_missed_at',
    ])
    .where('review_cards.user_id', '=', viewer.id)
    .where((eb) => visibleTo(eb, viewer));
  if (filter.skill !== undefined) listed = listed.where('review_cards.skill', '=', filter.skill);
  if (filter.direction !== undefined) listed = listed.where('review_cards.direction', '=', filter.direction);
  return listed;
}

/** The cards due at `now` that the viewer may see, the longest overdue first (walks a due index in order). */
export async function listDue(
  db: DbExecutor,
  viewer: NonNullable<VocabularyViewer>,
  now: string,
  count: number,
  filter: CardFilter = {},
): Promise<ListedWordRecord[]> {
  return listedWords(db, viewer, filter)
    .where('review_cards.due', '<=', now)
    .orderBy('review_cards.due')
    .orderBy('review_cards.word_id')
    .orderBy('review_cards.skill')
    .orderBy('review_cards.direction')
    .limit(count)
    .execute();
}

/** When the first of the user's cards due after `after` comes due (outside the hidden categories), or null. */
export async function findNextDue(
  db: DbExecutor,
  userId: number,
  after: string,
  hidden: readonly number[],
): Promise<string | null> {
  const row = await cardsOf(db, userId, hidden)
    .select((eb) => eb.fn.min('due').as('due'))
    .where('due', '>', after)
    .executeTakeFirst();
  return row?.due ?? null;
}

/** The mistake book's cards the viewer may see, the heaviest first (walks a partial index backwards). */
export async function listMistakes(
  db: DbExecutor,
  viewer: NonNullable<VocabularyViewer>,
  count: number,
  filter: CardFilter = {},
): Promise<ListedWordRecord[]> {
  return listedWords(db, viewer, filter)
    .where(sql<SqlBool>`review_cards.miss_count > 0`)
    .orderBy('review_cards.mistake_weight', 'desc')
    .orderBy('review_cards.word_id')
    .orderBy('review_cards.skill')
    .orderBy('review_cards.direction')
    .limit(count)
    .execute();
}

/**
 * Per game bit: words answered in it, and of those the learned (one of the word's meaning cards
 * is), outside the hidden categories. A word played both ways is one word: its meaning cards are
 * folded per word (in the order of the (user_id, category_id, skill, word_id, …) index, reading no
 * card row), then counted per (games, learned) combination, at most 32 × 2 groups, summed here.
 */
export async function countPlayedPerGame(
  db: DbExecutor,
  userId: number,
  bits: readonly number[],
  hidden: readonly number[],
): Promise<Array<{ played: number; learned: number }>> {
  const perWord = cardsOf(db, userId, hidden, { skill: 'meaning' })
    .select((eb) => [
      eb.fn.max('learned').as('learned'),
      ...bits.map((bit, index) => eb.fn.max(sql<number>`played_games & ${sql.lit(bit)}`).as(`game${index}`)),
    ])
    .groupBy(['category_id', 'word_id']);
  const rows = await db
    .selectFrom(perWord.as('words_played'))
    .selectAll()
    .select((eb) => eb.fn.countAll<number | string>().as('words'))
    .groupBy(['learned', ...bits.map((_bit, index) => `game${index}` as 'learned')])
    .execute();
  return bits.map((_bit, index) => {
    let played = 0;
    let learned = 0;
    for (const row of rows as unknown as Array<Record<string, number | string>>) {
      if (Number(row[`game${index}`]) === 0) continue;
      played += Number(row.words);
      if (Number(row.learned) !== 0) learned += Number(row.words);
    }
    return { played, learned };
  });
}

export interface HistoryRow {
  id: number;
  reviewed_at: string;
  english: string;
  russian: string;
  category: string;
  game_id: PlayId;
  outcome: string;
  rating: number;
  state_before: FsrsState;
  state_after: FsrsState;
  elapsed_days: number;
  scheduled_days: number;
  stability_after: number;
  difficulty_after: number;
}

/** One page of the viewer's review log after id `afterId`, oldest first (keyset on (user_id, id)). */
export async function listHistoryPage(
  db: DbExecutor,
  viewer: NonNullable<VocabularyViewer>,
  afterId: number,
  limit: number,
): Promise<HistoryRow[]> {
  return db
    .selectFrom('review_log')
    .innerJoin('words', 'words.id', 'review_log.word_id')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select([
      'review_log.id',
      'review_log.reviewed_at',
      'words.english',
      'words.russian',
      'categories.display_name as category',
      'review_log.game_id',
      'review_log.outcome',
      'review_log.rating',
      'review_log.state_before',
      'review_log.state_after',
      'review_log.elapsed_days',
      'review_log.scheduled_days',
      'review_log.stability_after',
      'review_log.difficulty_after',
    ])
    .where('review_log.user_id', '=', viewer.id)
    .where('review_log.id', '>', afterId)
    .where((eb) => visibleTo(eb as unknown as ListEb, viewer))
    .orderBy('review_log.id')
    .limit(limit)
    .execute();
}

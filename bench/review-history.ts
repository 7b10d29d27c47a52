/**
 * The bench learner's year of games (issue 15): 200,000 reviews of their 20,000 words, recorded
 * through the server's own service (`recordReviews`, FSRS and all) one game of 30 answers at a
 * time, so the cards, the log, the mistake book and the per-day counts are exactly what a year of
 * real play leaves. Each word is played ten times, in ten shuffled passes over the vocabulary, the
 * games spread evenly over the last year up to now; outcomes are drawn as a fairly good learner's
 * (70 % right, 15 % right with help, 15 % missed), within what each game can report.
 */
import { GAME_IDS, GAME_REVIEW_RULES } from '@slovo/shared';
import type { GameId, RecordReviewsRequest, ReviewOutcome } from '@slovo/shared';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import type { ServiceContext } from '../apps/server/src/context';
import { recordReviews } from '../apps/server/src/modules/reviews/reviews.service';
import type { BenchDatabase } from './bench-databases';
import { BENCH_LEARNER, CATEGORY_COUNT, LEARNER_CATEGORY_COUNT, seededRandom } from './dataset';

export const REVIEW_PASSES = 10;
export const ANSWERS_PER_GAME = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first game this long ago (within the 365 days a game may be recorded at). */
const HISTORY_DAYS = 360;

export interface ReviewHistorySummary {
  games: number;
  reviews: number;
  seconds: number;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const order = [...items];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as T, order[index] as T];
  }
  return order;
}

function drawOutcome(gameId: GameId, random: () => number): ReviewOutcome {
  const allowed = GAME_REVIEW_RULES[gameId].outcomes;
  const roll = random();
  const wanted: ReviewOutcome = roll < 0.7 ? 'right' : roll < 0.85 ? 'right-with-help' : random() < 0.7 ? 'wrong' : 'skipped';
  if (allowed.includes(wanted)) return wanted;
  // Flashcards know only right and wrong; Memory Match only right and right with help.
  return wanted === 'right-with-help' ? 'right' : (allowed.find((outcome) => outcome !== 'right') ?? 'right');
}

/** The learner's word ids, in id order. */
export async function learnerWordIds(database: BenchDatabase): Promise<number[]> {
  const { db, destroy } = await openDatabase(database.target, database.pgSchema ? { pgSchema: database.pgSchema } : {});
  try {
    const rows = await db
      .selectFrom('words')
      .select('id')
      .where('category_id', '>', CATEGORY_COUNT)
      .where('category_id', '<=', CATEGORY_COUNT + LEARNER_CATEGORY_COUNT)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  } finally {
    await destroy();
  }
}

/** Plays the learner's year into `database`; returns how much was recorded. */
export async function loadReviewHistory(database: BenchDatabase, now = Date.now()): Promise<ReviewHistorySummary> {
  const startedAt = performance.now();
  const wordIds = await learnerWordIds(database);
  const { db, dialect, destroy } = await openDatabase(database.target, database.pgSchema ? { pgSchema: database.pgSchema } : {});
  try {
    const actor = await db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'role', 'avatar', 'created_at', 'updated_at'])
      .where('id', '=', BENCH_LEARNER.id)
      .executeTakeFirstOrThrow();
    const random = seededRandom(15_000_001);
    const games: number[][] = [];
    for (let pass = 0; pass < REVIEW_PASSES; pass += 1) {
      const order = shuffled(wordIds, random);
      for (let start = 0; start < order.length; start += ANSWERS_PER_GAME)
        games.push(order.slice(start, start + ANSWERS_PER_GAME));
    }
    const firstAt = now - HISTORY_DAYS * DAY_MS;
    const step = (HISTORY_DAYS * DAY_MS) / games.length;
    let reviews = 0;
    for (const [index, words] of games.entries()) {
      const playedAt = new Date(firstAt + index * step);
      const gameId = GAME_IDS[Math.floor(random() * GAME_IDS.length)] as GameId;
      const request: RecordReviewsRequest = {
        playId: randomUUID(),
        gameId,
        playedAt: playedAt.toISOString(),
        utcOffsetMinutes: 180,
        answers: words.map((wordId) => ({ wordId, outcome: drawOutcome(gameId, random) })),
      };
      // The service's clock stands at the game's end, as it did when the game was played.
      const context: ServiceContext = { db, clock: { now: () => playedAt }, actor, ip: null };
      reviews += (await recordReviews(context, request)).reviewed;
    }
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    return { games: games.length, reviews, seconds: (performance.now() - startedAt) / 1000 };
  } finally {
    await destroy();
  }
}

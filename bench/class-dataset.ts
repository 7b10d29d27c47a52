/**
 * A class for the teacher's table (issue 35 §4): the bench writer teaches 40 members — the bench
 * learner (whose Home is measured with it) and 39 of the directory's accounts — 10 assignments of
 * public categories, and every member has played every assignment's 50 words twice in a game, a
 * few days apart, recorded through the reviews service as real games are. Only the tables of
 * classes are written outside the app; the reviews go through recordReviews.
 */
import { randomUUID } from 'node:crypto';
import { GAME_IDS, type GameId } from '@slovo/shared';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import type { ServiceContext } from '../apps/server/src/context';
import { recordReviews } from '../apps/server/src/modules/reviews/reviews.service';
import type { BenchDatabase } from './bench-databases';
import { BENCH_LEARNER, BENCH_WRITER, benchCategories, directoryAccounts, isPublicCategory, seededRandom } from './dataset';

export const BENCH_CLASS = { id: 1, members: 40, assignments: 10, playsPerAssignment: 2 } as const;
/** The assignment whose due date the uncached scenario's writes change. */
export const BENCH_CLASS_ASSIGNMENT_ID = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClassSummary {
  games: number;
  reviews: number;
  seconds: number;
}

export async function loadBenchClass(database: BenchDatabase, now = Date.now()): Promise<ClassSummary> {
  const startedAt = performance.now();
  const { db, dialect, destroy } = await openDatabase(database.target, database.pgSchema ? { pgSchema: database.pgSchema } : {});
  try {
    const stamp = new Date(now).toISOString();
    const { id } = await db
      .insertInto('classes')
      .values({
        name: 'Bench class',
        created_by: BENCH_WRITER.id,
        invite_code: 'benchbenchbench2',
        invite_hash: randomUUID(),
        invite_enabled: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (id !== BENCH_CLASS.id) throw new Error(`the bench class is ${id}, not ${BENCH_CLASS.id}`);
    await db.insertInto('class_teachers').values({ class_id: id, user_id: BENCH_WRITER.id, added_at: stamp }).execute();

    const memberIds = [BENCH_LEARNER.id];
    for (const account of directoryAccounts()) {
      if (memberIds.length === BENCH_CLASS.members) break;
      memberIds.push(account.id);
    }
    await db
      .insertInto('class_members')
      .values(memberIds.map((user_id) => ({ class_id: id, user_id, joined_at: stamp })))
      .execute();

    const categoryIds: number[] = [];
    for (const category of benchCategories()) {
      if (categoryIds.length === BENCH_CLASS.assignments) break;
      if (category.user_id === null && isPublicCategory(category)) categoryIds.push(category.id);
    }
    await db
      .insertInto('class_assignments')
      .values(
        categoryIds.map((category_id, index) => ({
          class_id: id,
          category_id,
          due_date: new Date(now + (index + 1) * DAY_MS).toISOString().slice(0, 10),
          kinds: JSON.stringify([{ skill: 'meaning', direction: index % 2 === 0 ? 'en-ru' : 'ru-en' }]),
          target: JSON.stringify(index % 3 === 0 ? { kind: 'score', game: 'game3', percent: 80 } : { kind: 'learned' }),
          word_ids: null,
          created_at: stamp,
        })),
      )
      .execute();

    const words = await db
      .selectFrom('words')
      .select(['id', 'category_id'])
      .where('category_id', 'in', categoryIds)
      .orderBy('id')
      .execute();
    const members = await db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'role', 'avatar', 'created_at', 'updated_at'])
      .where('id', 'in', memberIds)
      .execute();
    const random = seededRandom(35_000_001);
    let games = 0;
    let reviews = 0;
    for (const actor of members) {
      for (const [index, categoryId] of categoryIds.entries()) {
        const wordIds = words.filter((word) => word.category_id === categoryId).map((word) => word.id);
        for (let play = 0; play < BENCH_CLASS.playsPerAssignment; play += 1) {
          const playedAt = new Date(now - (20 - index - play * 5) * DAY_MS);
          const gameId = GAME_IDS[Math.floor(random() * 3)] as GameId;
          const context: ServiceContext = { db, clock: { now: () => playedAt }, actor, ip: null };
          const answers = wordIds.map((wordId) => ({
            wordId,
            outcome: random() < 0.75 ? ('right' as const) : ('wrong' as const),
          }));
          reviews += (
            await recordReviews(context, {
              playId: randomUUID(),
              gameId,
              playedAt: playedAt.toISOString(),
              utcOffsetMinutes: 180,
              answers,
            })
          ).reviewed;
          games += 1;
        }
      }
    }
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    return { games, reviews, seconds: (performance.now() - startedAt) / 1000 };
  } finally {
    await destroy();
  }
}

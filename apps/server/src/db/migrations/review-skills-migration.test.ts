import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test';
import { createTestApp, createTestCategory, createTestUser, rejection } from '../../test';
import { reviewSkills } from './0012-review-skills';

/**
 * Migration 0012 gives every card, review and day a skill and a direction (issue 33 §1). The
 * reviews recorded before it become meaning in en-ru with everything else unchanged; afterwards a
 * word has a card per kind, and the cards still follow their word and go with it.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const AT = '2026-01-01T00:00:00.000Z';
const card = (userId: number, wordId: number, categoryId: number) => ({
  user_id: userId,
  word_id: wordId,
  category_id: categoryId,
  due: AT,
  stability: 3.5,
  difficulty: 5.25,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 2,
  lapses: 1,
  state: 2 as const,
  learned: 0 as const,
  last_review: AT,
  miss_count: 1,
  mistake_weight: 1.5,
  last_missed_at: AT,
  missed_games: 4,
  played_games: 5,
});
const logRow = (userId: number, wordId: number) => ({
  user_id: userId,
  word_id: wordId,
  play_id: 'p1',
  game_id: 'game3',
  outcome: 'wrong',
  rating: 1,
  reviewed_at: AT,
  elapsed_days: 0,
  state_before: 0,
  state_after: 1,
  stability_before: 0,
  stability_after: 0.4,
  difficulty_before: 0,
  difficulty_after: 7,
  due_before: AT,
  due_after: AT,
  scheduled_days: 0,
});

describe('migration 0012: cards per skill and direction', () => {
  it('makes the reviews recorded before it meaning in en-ru, unchanged otherwise, and then keeps a card per kind', async () => {
    const migration = reviewSkills(t.dialect);
    if (!migration.down) throw new Error('migration 0012 has no down()');
    const user = await createTestUser(t.db);
    const category = await createTestCategory(t.db, {
      words: [
        ['cat', 'кошка'],
        ['dog', 'собака'],
      ],
    });
    const [cat] = category.wordIds as [number];
    const raw = t.db as unknown as Kysely<unknown>;

    await migration.down(raw);
    await sql`insert into review_cards (${sql.join(Object.keys(card(0, 0, 0)).map((key) => sql.id(key)))})
      values (${sql.join(Object.values(card(user.id, cat, category.id)))})`.execute(raw);
    await sql`insert into review_log (${sql.join(Object.keys(logRow(0, 0)).map((key) => sql.id(key)))})
      values (${sql.join(Object.values(logRow(user.id, cat)))})`.execute(raw);
    await sql`insert into review_days (user_id, day, reviews, review_state_reviews, review_state_passes)
      values (${user.id}, '2026-01-01', 3, 2, 1)`.execute(raw);

    await migration.up(raw);
    const cards = await t.db.selectFrom('review_cards').selectAll().where('user_id', '=', user.id).execute();
    expect(cards).toEqual([{ ...card(user.id, cat, category.id), skill: 'meaning', direction: 'en-ru' }]);
    const log = await t.db
      .selectFrom('review_log')
      .select(['word_id', 'skill', 'direction'])
      .where('user_id', '=', user.id)
      .execute();
    expect(log).toEqual([{ word_id: cat, skill: 'meaning', direction: 'en-ru' }]);
    const days = await t.db.selectFrom('review_days').selectAll().where('user_id', '=', user.id).execute();
    expect(days).toEqual([
      {
        user_id: user.id,
        day: '2026-01-01',
        skill: 'meaning',
        direction: 'en-ru',
        reviews: 3,
        review_state_reviews: 2,
        review_state_passes: 1,
      },
    ]);

    // A second kind of the same word is a card of its own; the same kind again is refused.
    await t.db
      .insertInto('review_cards')
      .values({ ...card(user.id, cat, category.id), skill: 'stress', direction: 'ru' })
      .execute();
    expect(
      await rejection(
        t.db
          .insertInto('review_cards')
          .values({ ...card(user.id, cat, category.id), skill: 'stress', direction: 'ru' })
          .execute(),
      ),
    ).toBeTruthy();
    // The cards still follow a word that moves (the trigger came through) and go with a deleted word.
    const other = await createTestCategory(t.db);
    await t.db.updateTable('words').set({ category_id: other.id }).where('id', '=', cat).execute();
    const moved = await t.db.selectFrom('review_cards').select('category_id').where('word_id', '=', cat).execute();
    expect(moved.map((row) => row.category_id)).toEqual([other.id, other.id]);
    await t.db.deleteFrom('words').where('id', '=', cat).execute();
    expect(await t.db.selectFrom('review_cards').select('word_id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

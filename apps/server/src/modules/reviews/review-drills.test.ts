import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestClock, expectError } from '../../test';

/**
 * Issue 33 §3–4: the drills record their own skill, and the Review screen grades cards itself —
 * GET /api/reviews/queue lists every skill's due cards with the interval each grade would give,
 * and POST /api/reviews with gameId "review" takes a grade instead of an outcome.
 */

const START = '2026-06-01T09:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let words: number[];

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(START) });
  words = (await createTestCategory(t.db, { name: 'drills-system', words: 5 })).wordIds;
});
afterAll(async () => {
  await t.close();
});

type Answer = { wordId: number; outcome?: string; grade?: string; skill?: string; direction?: string };
/** A token issued at the test clock's time (a registration's token does not live days). */
async function tokenOf(user: TestUser) {
  return {
    token: (await t.app.accessTokens.issue({ id: user.id, username: user.username, role: user.role, token_version: 0 })).token,
  };
}
const post = async (user: TestUser, gameId: string, answers: Answer[]) =>
  t.request('POST', '/api/reviews', {
    user: await tokenOf(user),
    payload: { playId: randomUUID(), gameId, playedAt: t.clock.now().toISOString(), utcOffsetMinutes: 0, answers },
  });
async function record(user: TestUser, gameId: string, answers: Answer[]) {
  const response = await post(user, gameId, answers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function getJson(user: TestUser, url: string) {
  const response = await t.request('GET', url, { user: await tokenOf(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(ms);
  try {
    return await work();
  } finally {
    t.clock.advance(-ms);
  }
}

describe('drills record their own skill', () => {
  it('records each drill on the card of its skill, and names the drill in the mistake book', async () => {
    const user = await t.registerUser();
    const [a, b, c] = words as [number, number, number];
    await record(user, 'stress', [{ wordId: a, outcome: 'wrong', skill: 'stress', direction: 'ru' }]);
    await record(user, 'gender', [{ wordId: a, outcome: 'right', skill: 'gender' }]);
    await record(user, 'forms', [{ wordId: b, outcome: 'right-with-help', skill: 'forms' }]);
    await record(user, 'listening', [{ wordId: c, outcome: 'skipped', skill: 'listening', direction: 'en' }]);
    const mistakes = await getJson(user, '/api/reviews/mistakes');
    expect(
      mistakes.words
        .map((w: { id: number; skill: string; direction: string; games: string[] }) => [w.id, w.skill, w.direction, w.games])
        .sort(),
    ).toEqual(
      [
        [a, 'stress', 'ru', ['stress']],
        [c, 'listening', 'en', ['listening']],
      ].sort(),
    );
    const summary = await getJson(user, '/api/reviews/summary');
    // A drill is not a game: Home's per-game lines count only the five games' words.
    expect(Object.values(summary.games).every((game) => (game as { played: number }).played === 0)).toBe(true);
  });

  it('refuses a drill answer of another skill, a game answer of a drill skill, and an outcome the drill cannot report', async () => {
    const user = await t.registerUser();
    const [a] = words as [number];
    expectError(
      await post(user, 'stress', [{ wordId: a, outcome: 'right', skill: 'gender' }]),
      400,
      REVIEW_MESSAGES.skillNotOfPlay('stress', 'gender'),
    );
    expectError(
      await post(user, 'stress', [{ wordId: a, outcome: 'right' }]),
      400,
      REVIEW_MESSAGES.skillNotOfPlay('stress', 'meaning'),
    );
    expectError(
      await post(user, 'game3', [{ wordId: a, outcome: 'right', skill: 'stress' }]),
      400,
      REVIEW_MESSAGES.skillNotOfPlay('game3', 'stress'),
    );
    expectError(
      await post(user, 'gender', [{ wordId: a, outcome: 'skipped', skill: 'gender' }]),
      400,
      REVIEW_MESSAGES.outcomeNotInGame('gender', 'skipped'),
    );
    expectError(await post(user, 'drill9', [{ wordId: a, outcome: 'right' }]), 400, REVIEW_MESSAGES.unknownGame);
    const cards = await t.db.selectFrom('review_cards').select('word_id').where('user_id', '=', user.id).execute();
    expect(cards).toEqual([]);
  });
});

describe('Review grades cards: POST /api/reviews with gameId "review"', () => {
  it('takes a grade per card of any skill: Again is a miss, Easy schedules further than Good', async () => {
    const user = await t.registerUser();
    const [a, b, c] = words as [number, number, number];
    expect(
      await record(user, 'review', [
        { wordId: a, grade: 'again' },
        { wordId: b, grade: 'good', skill: 'stress' },
        { wordId: c, grade: 'easy', skill: 'stress' },
      ]),
    ).toEqual({ recorded: true, reviewed: 3, ignored: 0 });
    const cards = await t.db
      .selectFrom('review_cards')
      .select(['word_id', 'skill', 'due', 'miss_count'])
      .where('user_id', '=', user.id)
      .orderBy('word_id')
      .execute();
    expect(cards.map((card) => [card.word_id, card.skill, card.miss_count])).toEqual([
      [a, 'meaning', 1],
      [b, 'stress', 0],
      [c, 'stress', 0],
    ]);
    const [again, good, easy] = cards.map((card) => Date.parse(card.due));
    expect(again!).toBeLessThan(good!);
    expect(good!).toBeLessThan(easy!);
    const log = await t.db
      .selectFrom('review_log')
      .select(['game_id', 'outcome', 'rating'])
      .where('user_id', '=', user.id)
      .orderBy('word_id')
      .execute();
    expect(log).toEqual([
      { game_id: 'review', outcome: 'wrong', rating: 1 },
      { game_id: 'review', outcome: 'right', rating: 3 },
      { game_id: 'review', outcome: 'right', rating: 4 },
    ]);
  });

  it('refuses a review answer without a grade or with an outcome, a game answer with a grade, and an unknown grade', async () => {
    const user = await t.registerUser();
    const [a] = words as [number];
    expectError(await post(user, 'review', [{ wordId: a, outcome: 'right' }]), 400, REVIEW_MESSAGES.gradeRequired);
    expectError(await post(user, 'review', [{ wordId: a, grade: 'good', outcome: 'right' }]), 400, REVIEW_MESSAGES.gradeRequired);
    expectError(
      await post(user, 'game1', [{ wordId: a, outcome: 'right', grade: 'good' }]),
      400,
      REVIEW_MESSAGES.outcomeRequired,
    );
    expectError(await post(user, 'game1', [{ wordId: a }]), 400, REVIEW_MESSAGES.outcomeRequired);
    expectError(await post(user, 'review', [{ wordId: a, grade: 'perfect' }]), 400, REVIEW_MESSAGES.gradeInvalid);
  });
});

describe('GET /api/reviews/queue', () => {
  it('lists every skill’s due cards with the next interval of each grade, and when the next card comes due', async () => {
    const user = await t.registerUser();
    const [a, b, c] = words as [number, number, number];
    // Misses come due a day later; the right answer much later.
    await record(user, 'game1', [
      { wordId: a, outcome: 'wrong' },
      { wordId: c, outcome: 'right' },
    ]);
    await record(user, 'stress', [{ wordId: b, outcome: 'wrong', skill: 'stress' }]);

    const now = await getJson(user, '/api/reviews/queue');
    expect(now.total).toBe(0);
    expect(now.cards).toEqual([]);
    expect(Date.parse(now.nextDueAt)).toBeGreaterThan(Date.parse(START));

    const queue = await later(2 * DAY_MS, () => getJson(user, '/api/reviews/queue'));
    expect(queue.total).toBe(2);
    expect(
      queue.cards.map((card: { id: number; skill: string; direction: string }) => [card.id, card.skill, card.direction]).sort(),
    ).toEqual(
      [
        [a, 'meaning', 'en-ru'],
        [b, 'stress', 'ru'],
      ].sort(),
    );
    for (const { intervals } of queue.cards) {
      expect(intervals.again).toBeGreaterThan(0);
      expect(intervals.again).toBeLessThanOrEqual(intervals.hard);
      expect(intervals.hard).toBeLessThan(intervals.good);
      expect(intervals.good).toBeLessThan(intervals.easy);
    }
    // The right answer's card is not due yet: it is the next one.
    const right = await t.db
      .selectFrom('review_cards')
      .select('due')
      .where('user_id', '=', user.id)
      .where('word_id', '=', c)
      .executeTakeFirstOrThrow();
    expect(queue.nextDueAt).toBe(right.due);

    // Graded in Review, a card leaves the queue (and the games' due list: the same cards).
    await later(2 * DAY_MS, async () => {
      await record(user, 'review', [{ wordId: a, grade: 'good' }]);
      const after = await getJson(user, '/api/reviews/queue');
      expect(after.cards.map((card: { id: number }) => card.id)).toEqual([b]);
      expect((await getJson(user, '/api/reviews/due?skill=meaning')).words).toEqual([]);
    });
  });

  it('answers null for a learner with no cards, and refuses a bad count', async () => {
    const user = await t.registerUser();
    expect(await getJson(user, '/api/reviews/queue')).toEqual({ total: 0, cards: [], nextDueAt: null });
    expectError(await t.request('GET', '/api/reviews/queue?count=0', { user }), 400, REVIEW_MESSAGES.countInvalid);
    expectError(await t.request('GET', '/api/reviews/queue?count=501', { user }), 400, REVIEW_MESSAGES.countInvalid);
  });
});

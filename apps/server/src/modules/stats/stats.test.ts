import { randomUUID } from 'node:crypto';
import type { GameId, ReviewOutcome } from '@slovo/shared';
import { REVIEW_MESSAGES } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestClock, expectError } from '../../test';

/** 21:30 UTC: already the next day in Moscow (+180), still the same day in New York (−240). */
const NOW = '2026-06-10T21:30:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
let animals: { name: string; wordIds: number[] };
let colours: { name: string; wordIds: number[] };

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(NOW) });
  animals = await createTestCategory(t.db, { name: 'stats-animals', display_name: 'Animals', words: 10 });
  colours = await createTestCategory(t.db, { name: 'stats-colours', display_name: 'Colours', words: 4 });
});
afterAll(async () => {
  await t.close();
});

const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();

async function record(
  user: TestUser,
  answers: ReadonlyArray<readonly [number, ReviewOutcome]>,
  { playedAt = NOW, utcOffsetMinutes = 0, gameId = 'game1' as GameId } = {},
) {
  const response = await t.request('POST', '/api/reviews', {
    user,
    payload: {
      playId: randomUUID(),
      gameId,
      playedAt,
      utcOffsetMinutes,
      answers: answers.map(([wordId, outcome]) => ({ wordId, outcome })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}
const stats = async (user: TestUser, query = '') => {
  const response = await t.request('GET', `/api/stats${query}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/stats', () => {
  it('a learner with no reviews: today, seven empty forecast days, nothing else', async () => {
    const user = await t.registerUser();
    expect(await stats(user)).toEqual({
      today: '2026-06-10',
      days: [],
      streak: { current: 0, longest: 0 },
      categories: [],
      retention: { reviews: 0, passed: 0, rate: null },
      forecast: ['10', '11', '12', '13', '14', '15', '16'].map((day) => ({ date: `2026-06-${day}`, due: 0 })),
      totals: { reviews: 0, cards: 0, learned: 0 },
      skills: [],
    });
  });

  it('counts reviews per local day at the offset each game was played, and days and streaks at the asked offset', async () => {
    const user = await t.registerUser();
    const [a, b, c] = animals.wordIds as [number, number, number];
    // Three days in a row (UTC), a gap, then today twice; one game at +180 that is already tomorrow there.
    await record(user, [[a, 'wrong']], { playedAt: ago(6 * DAY_MS) });
    await record(
      user,
      [
        [a, 'wrong'],
        [b, 'right'],
      ],
      { playedAt: ago(5 * DAY_MS) },
    );
    await record(user, [[a, 'wrong']], { playedAt: ago(4 * DAY_MS) });
    await record(user, [[b, 'wrong']], { playedAt: ago(2 * HOUR_MS) });
    await record(user, [[c, 'right']], { playedAt: ago(HOUR_MS) });
    await record(user, [[a, 'skipped']], { playedAt: NOW, utcOffsetMinutes: 180 });

    const utc = await stats(user);
    expect(utc.today).toBe('2026-06-10');
    expect(utc.days).toEqual([
      { date: '2026-06-04', reviews: 1 },
      { date: '2026-06-05', reviews: 2 },
      { date: '2026-06-06', reviews: 1 },
      { date: '2026-06-10', reviews: 2 },
    ]);
    expect(utc.streak).toEqual({ current: 1, longest: 3 });
    expect(utc.totals).toEqual({ reviews: 7, cards: 3, learned: 0 });

    // In Moscow it is already 11 June, which has the +180 game: a streak of two.
    const moscow = await stats(user, '?utcOffsetMinutes=180');
    expect(moscow.today).toBe('2026-06-11');
    expect(moscow.days.at(-1)).toEqual({ date: '2026-06-11', reviews: 1 });
    expect(moscow.streak).toEqual({ current: 2, longest: 3 });
    expect(moscow.forecast[0].date).toBe('2026-06-11');

    // In New York, 11 June has not begun: that day is neither shown nor counted in the streak.
    const newYork = await stats(user, '?utcOffsetMinutes=-240');
    expect(newYork.today).toBe('2026-06-10');
    expect(newYork.days.map((day: { date: string }) => day.date)).not.toContain('2026-06-11');
    expect(newYork.streak).toEqual({ current: 1, longest: 3 });
  });

  it('shows the last 365 days only, but the longest streak and the totals of all time', async () => {
    const user = await t.registerUser();
    const word = animals.wordIds[0]!;
    await record(user, [[word, 'right']], { playedAt: ago(365 * DAY_MS) });
    await record(user, [[word, 'right']], { playedAt: ago(364 * DAY_MS) });
    await t.db
      .insertInto('review_days')
      .values({
        user_id: user.id,
        day: '2025-01-01',
        skill: 'meaning',
        direction: 'en-ru',
        reviews: 5,
        review_state_reviews: 0,
        review_state_passes: 0,
      })
      .execute();
    const body = await stats(user);
    expect(body.days).toEqual([{ date: '2025-06-11', reviews: 1 }]);
    expect(body.totals.reviews).toBe(7);
  });

  it('learned / learning / new per category, and learned in the totals', async () => {
    const user = await t.registerUser();
    const [a, b, c] = animals.wordIds as [number, number, number];
    const [red] = colours.wordIds as [number];
    // Learned = stability of 7 days or more. a: typed right, and again when due 3 days later →
    // stability 13.8 days, learned. b, c, red: one answer each → learning; c, answered right, is in
    // FSRS's Review state all the same (stability 2.3 days): the state does not make a word learned.
    await record(
      user,
      [
        [a, 'right'],
        [b, 'wrong'],
        [c, 'right'],
        [red, 'wrong'],
      ],
      { playedAt: ago(4 * DAY_MS) },
    );
    await record(user, [[a, 'right']], { playedAt: ago(DAY_MS) });
    const body = await stats(user);
    expect(body.categories).toEqual([
      { name: 'stats-animals', displayName: 'Animals', learned: 1, learning: 2, new: 7 },
      { name: 'stats-colours', displayName: 'Colours', learned: 0, learning: 1, new: 3 },
    ]);
    expect(body.totals).toEqual({ reviews: 5, cards: 4, learned: 1 });
  });

  it('a word moved to another category counts there (its cards follow it)', async () => {
    const user = await t.registerUser();
    const from = await createTestCategory(t.db, { display_name: 'From', words: 2 });
    const to = await createTestCategory(t.db, { display_name: 'To', words: 1 });
    await record(user, [[from.wordIds[0]!, 'wrong']]);
    await t.db.updateTable('words').set({ category_id: to.id }).where('id', '=', from.wordIds[0]!).execute();
    expect((await stats(user)).categories).toEqual([{ name: to.name, displayName: 'To', learned: 0, learning: 1, new: 1 }]);
  });

  it("true retention: passes among reviews of cards in Review state over the last 30 days (every review but a word's first)", async () => {
    const user = await t.registerUser();
    const words = animals.wordIds.slice(0, 6) as [number, number, number, number, number, number];
    const at = (daysAgo: number) => ({ playedAt: ago(daysAgo * DAY_MS) });
    // First answers: never counted (the card was New), inside the window or not.
    await record(
      user,
      words.slice(0, 4).map((id) => [id, 'right'] as const),
      at(60),
    );
    // 40 days ago: a review of a card in Review, outside the window.
    await record(user, [[words[0], 'wrong']], at(40));
    // Within the window: four cards reviewed again, three passed …
    await record(
      user,
      [
        [words[1], 'right'],
        [words[2], 'right'],
        [words[3], 'wrong'],
        [words[0], 'right'],
      ],
      at(10),
    );
    // … two words answered for the first time (not counted) …
    await record(
      user,
      [
        [words[4], 'right'],
        [words[5], 'wrong'],
      ],
      at(5),
    );
    // … and answered again: one passed, one missed.
    await record(
      user,
      [
        [words[4], 'wrong'],
        [words[5], 'right'],
      ],
      at(2),
    );
    const body = await stats(user);
    expect(body.retention).toEqual({ reviews: 6, passed: 4, rate: 4 / 6 });
  });

  it('forecasts the cards due on each of the next seven local days, today with everything overdue', async () => {
    const user = await t.registerUser();
    const words = animals.wordIds.slice(0, 3);
    // Typed right twice 3 days ago: due 3 days after the first answer (now): today.
    await record(
      user,
      words.map((id) => [id, 'right'] as const),
      { playedAt: ago(3 * DAY_MS + HOUR_MS) },
    );
    await record(
      user,
      words.map((id) => [id, 'right'] as const),
      { playedAt: ago(3 * DAY_MS) },
    );
    // Missed a minute ago: due tomorrow.
    await record(user, [[colours.wordIds[0]!, 'wrong']], { playedAt: ago(60_000) });
    const cards = await t.db.selectFrom('review_cards').select(['due']).where('user_id', '=', user.id).execute();
    const expected = new Map<string, number>();
    for (const { due } of cards) {
      const day = due < '2026-06-11' ? '2026-06-10' : due.slice(0, 10);
      expected.set(day, (expected.get(day) ?? 0) + 1);
    }
    const body = await stats(user);
    expect(body.forecast).toEqual(
      ['10', '11', '12', '13', '14', '15', '16'].map((day) => ({
        date: `2026-06-${day}`,
        due: expected.get(`2026-06-${day}`) ?? 0,
      })),
    );
    expect(body.forecast[0].due).toBeGreaterThanOrEqual(1);
    expect(body.forecast.reduce((sum: number, day: { due: number }) => sum + day.due, 0)).toBe(cards.length);

    // At +180 the local day 2026-06-11 began at 21:00 UTC: what falls due before then is "today".
    const moscow = await stats(user, '?utcOffsetMinutes=180');
    expect(moscow.forecast[0].date).toBe('2026-06-11');
    expect(moscow.forecast.reduce((sum: number, day: { due: number }) => sum + day.due, 0)).toBe(cards.length);
  });

  it("never shows another user's days, cards or categories", async () => {
    const [alice, bob] = [await t.registerUser(), await t.registerUser()];
    const secret = await createTestCategory(t.db, { user_id: alice.id, display_name: 'Secret', words: 2 });
    await record(alice, [
      [secret.wordIds[0]!, 'wrong'],
      [animals.wordIds[0]!, 'right'],
    ]);
    const body = await stats(bob);
    expect(body.days).toEqual([]);
    expect(body.categories).toEqual([]);
    expect(body.totals).toEqual({ reviews: 0, cards: 0, learned: 0 });
    expect((await stats(alice)).categories.map((category: { displayName: string }) => category.displayName)).toEqual([
      'Animals',
      'Secret',
    ]);
  });

  it("counts no card of another learner's category made private since: not in the forecast, not in the totals", async () => {
    const [alice, bob] = [await t.registerUser(), await t.registerUser()];
    const shared = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared', display_name: 'Was Shared', words: 2 });
    await record(alice, [
      [shared.wordIds[0]!, 'wrong'],
      [shared.wordIds[1]!, 'right'],
      [colours.wordIds[1]!, 'wrong'],
    ]);
    const dueIn = (body: { forecast: Array<{ due: number }> }) => body.forecast.reduce((sum, day) => sum + day.due, 0);
    const before = await stats(alice);
    expect({ cards: before.totals.cards, due: dueIn(before) }).toEqual({ cards: 3, due: 3 });

    const madePrivate = await t.request('PUT', `/api/vocabulary/user/categories/${shared.id}/privacy`, {
      user: bob,
      payload: { privacy: 'private' },
    });
    expect(madePrivate.statusCode, madePrivate.body).toBe(200);
    const after = await stats(alice);
    expect(after.categories.map((category: { displayName: string }) => category.displayName)).toEqual(['Colours']);
    expect({ cards: after.totals.cards, learned: after.totals.learned, due: dueIn(after) }).toEqual({
      cards: 1,
      learned: 0,
      due: 1,
    });
    // The reviews themselves were played: the day's count and the streak keep them.
    expect(after.totals.reviews).toBe(3);
  });

  it.each(['841', '-841', '1.5', 'east'])('refuses utcOffsetMinutes=%s with 400', async (offset) => {
    const user = await t.registerUser();
    expectError(await t.request('GET', `/api/stats?utcOffsetMinutes=${offset}`, { user }), 400, REVIEW_MESSAGES.utcOffsetInvalid);
  });
});

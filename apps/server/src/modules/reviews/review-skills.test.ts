import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestClock, expectError } from '../../test';

/**
 * Issue 33 §1: a word has several skills, each (word, skill, direction) its own card. POST
 * /api/reviews takes the skill and direction of each answer (meaning in en-ru without them), the
 * lists filter by them, Home's summary and /stats count per kind — and a word played both ways is
 * still one word in the per-game and per-category counts.
 */

const START = '2026-06-01T09:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let words: number[];

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(START) });
  words = (await createTestCategory(t.db, { name: 'skills-system', words: 6 })).wordIds;
});
afterAll(async () => {
  await t.close();
});

type Answer = { wordId: number; outcome: string; skill?: string; direction?: string };
const post = (user: TestUser, answers: Answer[], gameId = 'game1') =>
  t.request('POST', '/api/reviews', {
    user,
    payload: { playId: randomUUID(), gameId, playedAt: t.clock.now().toISOString(), utcOffsetMinutes: 0, answers },
  });
async function record(user: TestUser, answers: Answer[], gameId = 'game1') {
  const response = await post(user, answers, gameId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** A GET with a token issued at the test clock's time (a registration's token does not live a day). */
async function get(user: TestUser, url: string) {
  const { token } = await t.app.accessTokens.issue({ id: user.id, username: user.username, role: user.role, token_version: 0 });
  return t.request('GET', url, { user: { token } });
}
async function getJson(user: TestUser, url: string) {
  const response = await get(user, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const kindsOf = (body: { words: Array<{ id: number; skill: string; direction: string }> }) =>
  body.words.map((word) => `${word.id} ${word.skill} ${word.direction}`).sort();
async function tomorrow<T>(work: () => Promise<T>): Promise<T> {
  t.clock.advance(DAY_MS);
  try {
    return await work();
  } finally {
    t.clock.advance(-DAY_MS);
  }
}

describe('POST /api/reviews with skills and directions', () => {
  it('keeps a card per word, skill and direction; an answer without them is meaning in en-ru', async () => {
    const user = await t.registerUser();
    const [a, b] = words as [number, number];
    expect(
      await record(user, [
        { wordId: a, outcome: 'wrong' },
        { wordId: a, outcome: 'wrong', skill: 'meaning', direction: 'ru-en' },
      ]),
    ).toEqual({ recorded: true, reviewed: 2, ignored: 0 });
    await record(user, [{ wordId: a, outcome: 'right', skill: 'stress' }], 'stress');
    await record(user, [{ wordId: b, outcome: 'wrong', skill: 'listening', direction: 'en' }], 'listening');
    const cards = await t.db
      .selectFrom('review_cards')
      .select(['word_id', 'skill', 'direction', 'miss_count'])
      .where('user_id', '=', user.id)
      .orderBy('word_id')
      .orderBy('skill')
      .orderBy('direction')
      .execute();
    expect(cards).toEqual([
      { word_id: a, skill: 'meaning', direction: 'en-ru', miss_count: 1 },
      { word_id: a, skill: 'meaning', direction: 'ru-en', miss_count: 1 },
      { word_id: a, skill: 'stress', direction: 'ru', miss_count: 0 },
      { word_id: b, skill: 'listening', direction: 'en', miss_count: 1 },
    ]);
    const log = await t.db
      .selectFrom('review_log')
      .select(['skill', 'direction'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(log.map((row) => `${row.skill} ${row.direction}`)).toEqual([
      'meaning en-ru',
      'meaning ru-en',
      'stress ru',
      'listening en',
    ]);
  });

  it('refuses an unknown skill, a direction the skill has not, and the same card twice in a game, recording nothing', async () => {
    const user = await t.registerUser();
    const [a] = words as [number];
    expectError(await post(user, [{ wordId: a, outcome: 'right', skill: 'spelling' }]), 400, REVIEW_MESSAGES.skillInvalid);
    expectError(
      await post(user, [{ wordId: a, outcome: 'right', direction: 'sideways' }]),
      400,
      REVIEW_MESSAGES.directionInvalid,
    );
    expectError(
      await post(user, [{ wordId: a, outcome: 'right', skill: 'gender', direction: 'en-ru' }], 'gender'),
      400,
      REVIEW_MESSAGES.directionNotOfSkill('gender', 'en-ru'),
    );
    expectError(
      await post(user, [
        { wordId: a, outcome: 'right', skill: 'meaning', direction: 'ru-en' },
        { wordId: a, outcome: 'wrong', direction: 'ru-en' },
      ]),
      400,
      REVIEW_MESSAGES.duplicateWord,
    );
    expect(await t.db.selectFrom('review_cards').select('word_id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('the lists, the summary and /stats per skill', () => {
  it('filter the due list and the mistake book by skill and direction', async () => {
    const user = await t.registerUser();
    const [a, b] = words as [number, number];
    await record(user, [
      { wordId: a, outcome: 'wrong' },
      { wordId: a, outcome: 'wrong', skill: 'meaning', direction: 'ru-en' },
    ]);
    await record(user, [{ wordId: b, outcome: 'wrong', skill: 'gender' }], 'gender');
    await tomorrow(async () => {
      expect(kindsOf(await getJson(user, '/api/reviews/due'))).toEqual(
        [`${a} meaning en-ru`, `${a} meaning ru-en`, `${b} gender ru`].sort(),
      );
      expect(kindsOf(await getJson(user, '/api/reviews/due?skill=meaning'))).toEqual([
        `${a} meaning en-ru`,
        `${a} meaning ru-en`,
      ]);
      const reverse = await getJson(user, '/api/reviews/due?skill=meaning&direction=ru-en');
      expect(reverse.total).toBe(1);
      expect(kindsOf(reverse)).toEqual([`${a} meaning ru-en`]);
      expect(kindsOf(await getJson(user, '/api/reviews/mistakes?skill=gender'))).toEqual([`${b} gender ru`]);
      expect((await getJson(user, '/api/reviews/mistakes?skill=stress')).total).toBe(0);
    });
    const noSkill = await t.request('GET', '/api/reviews/due?direction=ru-en', { user });
    expectError(noSkill, 400, REVIEW_MESSAGES.directionWithoutSkill);
    const wrongWay = await t.request('GET', '/api/reviews/mistakes?skill=stress&direction=en-ru', { user });
    expectError(wrongWay, 400, REVIEW_MESSAGES.directionNotOfSkill('stress', 'en-ru'));
  });

  it('count a word played both ways once per game and per category, and every card per kind', async () => {
    const user = await t.registerUser();
    const [a, b] = words as [number, number];
    await record(user, [
      { wordId: a, outcome: 'right' },
      { wordId: a, outcome: 'wrong', skill: 'meaning', direction: 'ru-en' },
      { wordId: b, outcome: 'right', skill: 'meaning', direction: 'ru-en' },
    ]);
    await record(user, [{ wordId: b, outcome: 'wrong', skill: 'stress' }], 'stress');
    const summary = await tomorrow(() => getJson(user, '/api/reviews/summary'));
    expect(summary.games.game1).toEqual({ played: 2, learned: 0 });
    // Tomorrow the misses are due; the words typed right are days away. A kind with nothing due
    // and nothing missed (meaning en-ru) is not listed.
    expect(summary.skills).toEqual([
      { skill: 'meaning', direction: 'ru-en', due: 1, mistakes: 1 },
      { skill: 'stress', direction: 'ru', due: 1, mistakes: 1 },
    ]);
    expect(summary).toMatchObject({ due: 2, mistakes: 2 });

    const stats = await tomorrow(() => getJson(user, '/api/stats'));
    expect(stats.categories).toEqual([{ name: 'skills-system', displayName: 'skills-system', learned: 0, learning: 2, new: 4 }]);
    expect(stats.totals).toEqual({ reviews: 4, cards: 2, learned: 0 });
    expect(stats.skills).toEqual([
      { skill: 'meaning', direction: 'en-ru', cards: 1, learned: 0, due: 0, retention: { reviews: 0, passed: 0, rate: null } },
      { skill: 'meaning', direction: 'ru-en', cards: 2, learned: 0, due: 1, retention: { reviews: 0, passed: 0, rate: null } },
      { skill: 'stress', direction: 'ru', cards: 1, learned: 0, due: 1, retention: { reviews: 0, passed: 0, rate: null } },
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import type { ReviewOutcome } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestRequestMethod, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestClock } from '../../test';
import { REVIEW_ANSWER_MAX_AGE_MS } from './review-answer-cache';

/**
 * The review reads are answered from a cache (review-answer-cache.ts): these tests read an answer
 * first, so it is kept, then change what it shows in each way a learner can, and read again.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let system: { wordIds: number[] };

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock('2026-06-01T09:00:00.000Z') });
  system = await createTestCategory(t.db, { name: 'answer-cache-system', words: 4 });
});
afterAll(async () => {
  await t.close();
});

/** A call with a token issued at the test clock's time (the tests move the clock by days). */
async function call(method: TestRequestMethod, url: string, user: TestUser, payload?: unknown) {
  const { token } = await t.app.accessTokens.issue({ id: user.id, username: user.username, role: user.role, token_version: 0 });
  const response = await t.request(method, url, { user: { token }, ...(payload === undefined ? {} : { payload }) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const record = (user: TestUser, answers: Array<[number, ReviewOutcome]>) =>
  call('POST', '/api/reviews', user, {
    playId: randomUUID(),
    gameId: 'game1',
    playedAt: t.clock.now().toISOString(),
    utcOffsetMinutes: 0,
    answers: answers.map(([wordId, outcome]) => ({ wordId, outcome })),
  });
const ids = (body: { words: Array<{ id: number }> }) => body.words.map((word) => word.id).sort();

describe('cached review answers', () => {
  it('show a game recorded right after they were read', async () => {
    const user = await t.registerUser();
    const [a] = system.wordIds as [number];
    const before = await call('GET', '/api/reviews/summary', user);
    expect(before.mistakes).toBe(0);
    expect((await call('GET', '/api/reviews/mistakes', user)).total).toBe(0);
    expect((await call('GET', '/api/stats', user)).totals.reviews).toBe(0);

    await record(user, [[a, 'wrong']]);

    expect((await call('GET', '/api/reviews/summary', user)).mistakes).toBe(1);
    expect(ids(await call('GET', '/api/reviews/mistakes', user))).toEqual([a]);
    expect((await call('GET', '/api/stats', user)).totals.reviews).toBe(1);
  });

  it('show a word coming due within a minute of its due time, with nothing recorded meanwhile', async () => {
    const user = await t.registerUser();
    const [, b] = system.wordIds as [number, number];
    await record(user, [[b, 'wrong']]);
    expect((await call('GET', '/api/reviews/due', user)).total).toBe(0);
    const due = Date.parse(
      (await t.db.selectFrom('review_cards').select('due').where('user_id', '=', user.id).executeTakeFirstOrThrow()).due,
    );

    t.clock.set(new Date(due - 1000));
    expect((await call('GET', '/api/reviews/due', user)).total).toBe(0);
    t.clock.set(new Date(due + REVIEW_ANSWER_MAX_AGE_MS));
    expect(ids(await call('GET', '/api/reviews/due', user))).toEqual([b]);
    expect((await call('GET', '/api/reviews/summary', user)).due).toBe(1);
    t.clock.set(new Date('2026-06-01T09:00:00.000Z'));
  });

  it("drop a word from the lists as soon as its owner makes it private, and never answer one learner with another's", async () => {
    const [owner, learner, other] = [await t.registerUser(), await t.registerUser(), await t.registerUser()];
    const shared = await createTestCategory(t.db, { user_id: owner.id, privacy: 'shared', words: 1 });
    const [sharedWord] = shared.wordIds as [number];
    const [c] = system.wordIds.slice(2) as [number];
    await record(learner, [
      [sharedWord, 'wrong'],
      [c, 'wrong'],
    ]);
    await record(other, [[c, 'wrong']]);
    expect(ids(await call('GET', '/api/reviews/mistakes', learner))).toEqual([c, sharedWord].sort());
    expect(ids(await call('GET', '/api/reviews/mistakes', other))).toEqual([c]);

    await call('PUT', `/api/vocabulary/user/categories/${shared.id}/privacy`, owner, { privacy: 'private' });

    expect(ids(await call('GET', '/api/reviews/mistakes', learner))).toEqual([c]);
    expect(ids(await call('GET', '/api/reviews/mistakes', other))).toEqual([c]);
  });

  it('move /stats on to the next day with the clock', async () => {
    const user = await t.registerUser();
    const [d] = system.wordIds.slice(3) as [number];
    await record(user, [[d, 'right']]);
    const today = (await call('GET', '/api/stats', user)).today;
    t.clock.advance(DAY_MS);
    const tomorrow = (await call('GET', '/api/stats', user)).today;
    t.clock.advance(-DAY_MS);
    expect(today).toBe('2026-06-01');
    expect(tomorrow).toBe('2026-06-02');
  });

  it('read the version from the database while other instances cannot be heard (Redis down)', async () => {
    // An instance whose Redis refuses connections starts with a deaf cache bus.
    const deaf = await createTestApp({ clock: t.clock, config: { redisUrl: 'redis://127.0.0.1:9' } });
    try {
      const words = await createTestCategory(deaf.db, { name: 'answer-cache-deaf', words: 1 });
      const [a] = words.wordIds as [number];
      const user = await deaf.registerUser();
      const { token } = await deaf.app.accessTokens.issue({
        id: user.id,
        username: user.username,
        role: user.role,
        token_version: 0,
      });
      const get = async (url: string) => (await deaf.request('GET', url, { user: { token } })).json();
      const recorded = await deaf.request('POST', '/api/reviews', {
        user: { token },
        payload: {
          playId: randomUUID(),
          gameId: 'game1',
          playedAt: t.clock.now().toISOString(),
          utcOffsetMinutes: 0,
          answers: [{ wordId: a, outcome: 'right' }],
        },
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect((await get('/api/reviews/mistakes')).total).toBe(0);

      // Another instance records a miss of the word: its transaction changes the card and the
      // learner's reviews version; its announcement cannot reach this instance.
      await deaf.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('review_cards')
          .set({ miss_count: 1, mistake_weight: 1, missed_games: 1 })
          .where('user_id', '=', user.id)
          .execute();
        await trx
          .updateTable('review_versions')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('user_id', '=', user.id)
          .execute();
      });
      expect(ids(await get('/api/reviews/mistakes'))).toEqual([a]);
    } finally {
      await deaf.close();
    }
  });
});

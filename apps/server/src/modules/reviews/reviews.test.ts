import { randomUUID } from 'node:crypto';
import type { GameId, ReviewOutcome } from '@slovo/shared';
import { LEARNED_STABILITY_DAYS, MAX_ANSWERS_PER_GAME, REVIEW_MESSAGES } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestRequestMethod, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestClock, expectError } from '../../test';

const START = '2026-06-01T09:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
/** A system category every user may see. */
let system: { name: string; wordIds: number[] };

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(START) });
  system = await createTestCategory(t.db, { name: 'reviews-system', words: 12 });
});
afterAll(async () => {
  await t.close();
});

interface GameSpec {
  gameId?: GameId;
  answers: ReadonlyArray<readonly [wordId: number, outcome: ReviewOutcome]>;
  playId?: string;
  playedAt?: string;
  utcOffsetMinutes?: number;
}

const game = ({ gameId = 'game1', answers, playId = randomUUID(), playedAt, utcOffsetMinutes = 0 }: GameSpec) => ({
  playId,
  gameId,
  playedAt: playedAt ?? t.clock.now().toISOString(),
  utcOffsetMinutes,
  answers: answers.map(([wordId, outcome]) => ({ wordId, outcome })),
});
/**
 * An API call as `user` with a token issued at the test clock's time: the tests move the clock by
 * days (due dates), further than a registration's token lives.
 */
async function call(method: TestRequestMethod, url: string, user: TestUser, payload?: unknown) {
  const { token } = await t.app.accessTokens.issue({ id: user.id, username: user.username, role: user.role, token_version: 0 });
  return t.request(method, url, { user: { token }, ...(payload === undefined ? {} : { payload }) });
}
const post = (user: TestUser, payload: unknown) => call('POST', '/api/reviews', user, payload);
const record = async (user: TestUser, spec: GameSpec) => {
  const response = await post(user, game(spec));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const getJson = async (user: TestUser, url: string) => {
  const response = await call('GET', url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const idsOf = (body: { words: Array<{ id: number }> }) => body.words.map((word) => word.id);
const logCount = async (userId: number) =>
  Number(
    (
      await t.db
        .selectFrom('review_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const cardOf = (userId: number, wordId: number) =>
  t.db.selectFrom('review_cards').selectAll().where('user_id', '=', userId).where('word_id', '=', wordId).executeTakeFirst();

/** Runs `work` with the clock moved by `ms`, then puts it back. */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(ms);
  try {
    return await work();
  } finally {
    t.clock.advance(-ms);
  }
}
/** Runs `work` with the clock at the moment the user's card of `wordId` comes due. */
async function whenDue<T>(user: TestUser, wordId: number, work: () => Promise<T>): Promise<T> {
  const due = Date.parse((await cardOf(user.id, wordId))!.due);
  return later(due - t.clock.now().getTime(), work);
}

describe('reviews: access', () => {
  it('refuses anonymous callers with 401 on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/reviews'],
      ['GET', '/api/reviews/due'],
      ['GET', '/api/reviews/mistakes'],
      ['GET', '/api/reviews/summary'],
      ['GET', '/api/reviews/settings'],
      ['PUT', '/api/reviews/settings'],
      ['GET', '/api/reviews/history.csv'],
      ['GET', '/api/stats'],
    ] as const) {
      const response = await t.request(method, url, method === 'GET' ? {} : { payload: {} });
      expectError(response, 401, 'Access token required');
    }
  });
});

describe('POST /api/reviews', () => {
  it('records every answer as a review and schedules the words', async () => {
    const user = await t.registerUser();
    const [a, b, c] = system.wordIds as [number, number, number];
    const body = await record(user, {
      gameId: 'game3',
      answers: [
        [a, 'right'],
        [b, 'wrong'],
        [c, 'skipped'],
      ],
    });
    expect(body).toEqual({ recorded: true, reviewed: 3, ignored: 0 });
    expect(await logCount(user.id)).toBe(3);

    // Every answer schedules in days (no learning steps): nothing is due today.
    expect(await getJson(user, '/api/reviews/due')).toEqual({ total: 0, words: [] });
    expect(await later(HOUR_MS, () => getJson(user, '/api/reviews/due'))).toEqual({ total: 0, words: [] });
    // The misses come back tomorrow; the recognised word (Quiz: Hard) the day after.
    const tomorrow = await later(DAY_MS, () => getJson(user, '/api/reviews/due'));
    expect(tomorrow.total).toBe(2);
    expect(idsOf(tomorrow).sort()).toEqual([b, c].sort());
    const due = await later(2 * DAY_MS, () => getJson(user, '/api/reviews/due'));
    expect(due.total).toBe(3);
    expect(due.words).toEqual(
      expect.arrayContaining([
        {
          id: a,
          english: 'word1',
          russian: 'слово1',
          category: 'reviews-system',
          part_of_speech: 'noun',
          image: null,
          sound: null,
          skill: 'meaning',
          direction: 'en-ru',
        },
      ]),
    );
    // The longest overdue first: the misses (due a day ago) before the recognised word (due now).
    expect(idsOf(due).at(-1)).toBe(a);
  });

  it('records a game once: the same playId again, or many at once, records nothing more', async () => {
    const user = await t.registerUser();
    const [a, b] = system.wordIds as [number, number];
    const spec = {
      playId: randomUUID(),
      answers: [
        [a, 'right'],
        [b, 'wrong'],
      ],
    } as const;
    expect(await record(user, spec)).toEqual({ recorded: true, reviewed: 2, ignored: 0 });
    const card = await cardOf(user.id, a);
    expect(await record(user, spec)).toEqual({ recorded: false, reviewed: 0, ignored: 0 });
    expect(await cardOf(user.id, a)).toEqual(card);
    expect(await logCount(user.id)).toBe(2);

    const concurrent = {
      playId: randomUUID(),
      answers: [
        [a, 'wrong'],
        [b, 'right'],
      ],
    } as const;
    const bodies = await Promise.all(Array.from({ length: 6 }, () => record(user, concurrent)));
    expect(bodies.filter((body) => body.recorded)).toEqual([{ recorded: true, reviewed: 2, ignored: 0 }]);
    expect(await logCount(user.id)).toBe(4);
    expect((await cardOf(user.id, a))?.reps).toBe(2);
  });

  it('games recorded at once for one user all count: no review of a card is lost', async () => {
    const user = await t.registerUser();
    const [a, b] = system.wordIds as [number, number];
    const games = Array.from({ length: 5 }, (_, index) => ({
      answers: [
        [a, index % 2 ? 'right' : 'wrong'],
        [b, 'right'],
      ] as const,
      playedAt: new Date(t.clock.now().getTime() - (5 - index) * 60_000).toISOString(),
    }));
    const bodies = await Promise.all(games.map((spec) => record(user, spec)));
    expect(bodies.every((body) => body.recorded && body.reviewed === 2)).toBe(true);
    expect((await cardOf(user.id, a))?.reps).toBe(5);
    expect((await cardOf(user.id, b))?.reps).toBe(5);
    expect(await logCount(user.id)).toBe(10);
  });

  it('another user may use the same playId', async () => {
    const [alice, bob] = [await t.registerUser(), await t.registerUser()];
    const playId = randomUUID();
    expect((await record(alice, { playId, answers: [[system.wordIds[0]!, 'right']] })).recorded).toBe(true);
    expect((await record(bob, { playId, answers: [[system.wordIds[0]!, 'right']] })).recorded).toBe(true);
  });

  it("ignores words the caller cannot see (missing, someone else's private) and counts shared ones", async () => {
    const [alice, bob] = [await t.registerUser(), await t.registerUser()];
    const own = await createTestCategory(t.db, { user_id: alice.id, words: 1 });
    const hidden = await createTestCategory(t.db, { user_id: bob.id, privacy: 'private', words: 1 });
    const shared = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared', words: 1 });
    const body = await record(alice, {
      answers: [
        [own.wordIds[0]!, 'right'],
        [hidden.wordIds[0]!, 'wrong'],
        [shared.wordIds[0]!, 'wrong'],
        [2_000_000_000, 'right'],
      ],
    });
    expect(body).toEqual({ recorded: true, reviewed: 2, ignored: 2 });
    expect(await cardOf(alice.id, hidden.wordIds[0]!)).toBeUndefined();
    expect(await cardOf(alice.id, shared.wordIds[0]!)).toBeDefined();
    // A game of nothing visible is still recorded (once), with no reviews.
    expect(await record(alice, { answers: [[hidden.wordIds[0]!, 'right']] })).toEqual({
      recorded: true,
      reviewed: 0,
      ignored: 1,
    });
  });

  it('never moves a card back in time: an answer older than its last review counts at that review', async () => {
    const user = await t.registerUser();
    const word = system.wordIds[5]!;
    await record(user, { answers: [[word, 'right']] });
    const lastReview = (await cardOf(user.id, word))!.last_review;
    const older = new Date(t.clock.now().getTime() - 2 * DAY_MS).toISOString();
    expect((await record(user, { answers: [[word, 'right']], playedAt: older })).reviewed).toBe(1);
    const log = await t.db
      .selectFrom('review_log')
      .select(['reviewed_at', 'elapsed_days', 'state_before', 'state_after'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.reviewed_at)).toEqual([lastReview, lastReview]);
    // After its first answer a card is in Review (there are no learning steps).
    expect(log[1]).toMatchObject({ elapsed_days: 0, state_before: 2, state_after: 2 });
  });

  it('accepts the oldest and newest playedAt allowed', async () => {
    const user = await t.registerUser();
    const now = t.clock.now().getTime();
    const oldest = new Date(now - 365 * DAY_MS).toISOString();
    const newest = new Date(now + 5 * 60 * 1000).toISOString();
    expect((await record(user, { answers: [[system.wordIds[0]!, 'right']], playedAt: oldest })).recorded).toBe(true);
    expect((await record(user, { answers: [[system.wordIds[1]!, 'right']], playedAt: newest })).recorded).toBe(true);
    const offset = '2026-06-01T12:00:00.000+03:00'; // 09:00Z, now
    expect((await record(user, { answers: [[system.wordIds[2]!, 'right']], playedAt: offset })).recorded).toBe(true);
  });

  const word = () => system.wordIds[0]!;
  it.each([
    [
      'a playId that is no UUID',
      () => ({ ...game({ answers: [[word(), 'right']] }), playId: 'abc' }),
      REVIEW_MESSAGES.playIdInvalid,
    ],
    ['an unknown game', () => ({ ...game({ answers: [[word(), 'right']] }), gameId: 'game6' }), REVIEW_MESSAGES.unknownGame],
    [
      'a playedAt that is no date',
      () => ({ ...game({ answers: [[word(), 'right']] }), playedAt: 'yesterday' }),
      REVIEW_MESSAGES.playedAtInvalid,
    ],
    [
      'a playedAt over a year old',
      () => game({ answers: [[word(), 'right']], playedAt: new Date(t.clock.now().getTime() - 366 * DAY_MS).toISOString() }),
      REVIEW_MESSAGES.playedAtOutOfRange,
    ],
    [
      'a playedAt in the future',
      () => game({ answers: [[word(), 'right']], playedAt: new Date(t.clock.now().getTime() + 6 * 60 * 1000).toISOString() }),
      REVIEW_MESSAGES.playedAtOutOfRange,
    ],
    [
      'an offset beyond 14 hours',
      () => game({ answers: [[word(), 'right']], utcOffsetMinutes: 841 }),
      REVIEW_MESSAGES.utcOffsetInvalid,
    ],
    [
      'a fractional offset',
      () => game({ answers: [[word(), 'right']], utcOffsetMinutes: 30.5 }),
      REVIEW_MESSAGES.utcOffsetInvalid,
    ],
    ['no answers', () => game({ answers: [] }), REVIEW_MESSAGES.answersRequired],
    [
      'too many answers',
      () => game({ answers: Array.from({ length: MAX_ANSWERS_PER_GAME + 1 }, (_, i) => [i + 1, 'right'] as const) }),
      REVIEW_MESSAGES.answersRequired,
    ],
    ['a word id of 0', () => game({ answers: [[0, 'right']] }), REVIEW_MESSAGES.wordIdInvalid],
    ['an unknown outcome', () => game({ answers: [[word(), 'great' as ReviewOutcome]] }), REVIEW_MESSAGES.outcomeInvalid],
    [
      "an outcome the game can't report",
      () => game({ gameId: 'game5', answers: [[word(), 'wrong']] }),
      REVIEW_MESSAGES.outcomeNotInGame('game5', 'wrong'),
    ],
    [
      'a word answered twice',
      () =>
        game({
          answers: [
            [word(), 'right'],
            [word(), 'wrong'],
          ],
        }),
      REVIEW_MESSAGES.duplicateWord,
    ],
  ])('refuses %s with 400 and records nothing', async (_label, payload, message) => {
    const user = await t.registerUser();
    const body = payload();
    expectError(await post(user, body), 400, message);
    expect(await logCount(user.id)).toBe(0);
    // The playId was not used up: the same game, made valid, records.
    if (typeof body.playId === 'string' && body.playId !== 'abc') {
      expect((await record(user, { playId: body.playId, answers: [[word(), 'right']] })).recorded).toBe(true);
    }
  });
});

describe('GET /api/reviews/due', () => {
  it('answers at most `count` words, the longest overdue first, and counts them all', async () => {
    const user = await t.registerUser();
    const words = system.wordIds.slice(0, 6);
    // One game per word, a minute apart: each miss is due a day later, the first answered first.
    for (const [index, wordId] of words.entries()) {
      await record(user, {
        answers: [[wordId, 'wrong']],
        playedAt: new Date(Date.parse(START) - (10 - index) * 60_000).toISOString(),
      });
    }
    // A day after the first miss, only that word has come due.
    expect(await later(DAY_MS - 10 * 60_000, () => getJson(user, '/api/reviews/due?count=4'))).toMatchObject({
      total: 1,
      words: [{ id: words[0] }],
    });
    const due = await later(DAY_MS, () => getJson(user, '/api/reviews/due?count=4'));
    expect(due.total).toBe(6);
    expect(idsOf(due)).toEqual(words.slice(0, 4));
  });

  it("never shows another user's cards, nor a word its owner has made private since", async () => {
    const [alice, bob] = [await t.registerUser(), await t.registerUser()];
    const shared = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared', words: 1 });
    await record(alice, {
      answers: [
        [system.wordIds[0]!, 'wrong'],
        [shared.wordIds[0]!, 'wrong'],
      ],
    });
    await record(bob, { answers: [[system.wordIds[1]!, 'wrong']] });
    expect(idsOf(await later(DAY_MS, () => getJson(bob, '/api/reviews/due')))).toEqual([system.wordIds[1]]);
    expect(idsOf(await later(DAY_MS, () => getJson(alice, '/api/reviews/due'))).sort()).toEqual(
      [system.wordIds[0], shared.wordIds[0]].sort(),
    );
    const madePrivate = await call('PUT', `/api/vocabulary/user/categories/${shared.id}/privacy`, bob, { privacy: 'private' });
    expect(madePrivate.statusCode, madePrivate.body).toBe(200);
    expect(idsOf(await later(DAY_MS, () => getJson(alice, '/api/reviews/due')))).toEqual([system.wordIds[0]]);
    expect(idsOf(await later(DAY_MS, () => getJson(alice, '/api/reviews/mistakes')))).toEqual([system.wordIds[0]]);
  });

  it('counts only what the learner may still see: a category made private leaves the totals as it leaves the lists', async () => {
    const [alice, bob] = [await t.registerUser(), await t.registerUser()];
    const shared = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared', words: 2 });
    const [first, second] = shared.wordIds as [number, number];
    const own = system.wordIds[5]!;
    await record(alice, {
      answers: [
        [first, 'wrong'],
        [second, 'wrong'],
        [own, 'wrong'],
      ],
    });
    expect((await getJson(alice, '/api/reviews/mistakes')).total).toBe(3);

    const madePrivate = await call('PUT', `/api/vocabulary/user/categories/${shared.id}/privacy`, bob, { privacy: 'private' });
    expect(madePrivate.statusCode, madePrivate.body).toBe(200);
    const mistakes = await getJson(alice, '/api/reviews/mistakes');
    expect({ total: mistakes.total, ids: idsOf(mistakes) }).toEqual({ total: 1, ids: [own] });
    const due = await later(DAY_MS, () => getJson(alice, '/api/reviews/due'));
    expect({ total: due.total, ids: idsOf(due) }).toEqual({ total: 1, ids: [own] });
    const summary = await later(DAY_MS, () => getJson(alice, '/api/reviews/summary'));
    expect(summary).toMatchObject({ due: 1, mistakes: 1, games: { game1: { played: 1, learned: 0 } } });

    // Shared again: the words were never lost, only out of sight.
    await call('PUT', `/api/vocabulary/user/categories/${shared.id}/privacy`, bob, { privacy: 'shared' });
    expect((await getJson(alice, '/api/reviews/mistakes')).total).toBe(3);
  });

  it.each(['0', '501', '2.5', 'ten', ''])('refuses count=%s with 400', async (count) => {
    const user = await t.registerUser();
    for (const list of ['due', 'mistakes']) {
      expectError(await call('GET', `/api/reviews/${list}?count=${count}`, user), 400, REVIEW_MESSAGES.countInvalid);
    }
  });
});

describe('GET /api/reviews/mistakes', () => {
  it('lists missed words with how often and where, a recent miss above an older one', async () => {
    const user = await t.registerUser();
    const [older, recent, typed] = system.wordIds as [number, number, number];
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS).toISOString();
    await record(user, {
      gameId: 'game3',
      answers: [
        [older, 'wrong'],
        [typed, 'right'],
      ],
      playedAt: daysAgo(20),
    });
    await record(user, { gameId: 'game4', answers: [[older, 'skipped']], playedAt: daysAgo(19) });
    await record(user, { gameId: 'game1', answers: [[recent, 'wrong']] });
    const body = await getJson(user, '/api/reviews/mistakes');
    // Two misses ~20 days ago weigh 2 × 0.37 = 0.74: less than one miss today.
    expect(body.total).toBe(2);
    expect(body.words).toEqual([
      expect.objectContaining({ id: recent, misses: 1, games: ['game1'], lastMissedAt: START }),
      expect.objectContaining({ id: older, misses: 2, games: ['game3', 'game4'], lastMissedAt: daysAgo(19), english: 'word1' }),
    ]);
  });

  it('two misses a week ago outrank one today', async () => {
    const user = await t.registerUser();
    const [twice, once] = system.wordIds as [number, number];
    const weekAgo = (minutes: number) => new Date(t.clock.now().getTime() - 7 * DAY_MS + minutes * 60_000).toISOString();
    await record(user, { answers: [[twice, 'wrong']], playedAt: weekAgo(0) });
    await record(user, { answers: [[twice, 'wrong']], playedAt: weekAgo(30) });
    await record(user, { answers: [[once, 'wrong']] });
    expect(idsOf(await getJson(user, '/api/reviews/mistakes?count=1'))).toEqual([twice]);
    expect((await getJson(user, '/api/reviews/mistakes?count=1')).total).toBe(2);
  });

  it('a word leaves the book once answered right until learned, and comes back fresh if missed again', async () => {
    const user = await t.registerUser();
    const word = system.wordIds[3]!;
    await record(user, { answers: [[word, 'wrong']] });
    await record(user, { answers: [[word, 'wrong']], playedAt: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    expect((await getJson(user, '/api/reviews/mistakes')).words).toEqual([expect.objectContaining({ id: word, misses: 2 })]);

    // Typed right on each due date (Good): a right answer alone does not clear the book; the one
    // that makes the word learned (stability of LEARNED_STABILITY_DAYS or more: the fourth) does.
    for (let answer = 1; answer <= 4; answer += 1) {
      await whenDue(user, word, () => record(user, { answers: [[word, 'right']] }));
      const card = (await cardOf(user.id, word))!;
      const book = await getJson(user, '/api/reviews/mistakes');
      if (answer < 4) {
        expect(card.stability, `answer ${answer}`).toBeLessThan(LEARNED_STABILITY_DAYS);
        expect(Boolean(card.learned), `answer ${answer}`).toBe(false);
        expect(book.words, `answer ${answer}`).toEqual([expect.objectContaining({ id: word, misses: 2 })]);
      } else {
        expect(card.stability).toBeGreaterThanOrEqual(LEARNED_STABILITY_DAYS);
        expect(Boolean(card.learned)).toBe(true);
        expect(book).toEqual({ total: 0, words: [] });
      }
    }

    await later(60 * DAY_MS, () => record(user, { gameId: 'game3', answers: [[word, 'wrong']] }));
    expect((await getJson(user, '/api/reviews/mistakes')).words).toEqual([
      expect.objectContaining({ id: word, misses: 1, games: ['game3'] }),
    ]);
    expect(Boolean((await cardOf(user.id, word))!.learned)).toBe(false);
  });
});

describe('GET /api/reviews/summary', () => {
  it('counts due words, the mistake book, and per game the words played and learned', async () => {
    const user = await t.registerUser();
    const [a, b, c] = system.wordIds as [number, number, number];
    expect(await getJson(user, '/api/reviews/summary')).toEqual({
      due: 0,
      mistakes: 0,
      skills: [],
      games: Object.fromEntries(['game1', 'game2', 'game3', 'game4', 'game5'].map((id) => [id, { played: 0, learned: 0 }])),
    });
    await record(user, {
      gameId: 'game1',
      answers: [
        [a, 'right'],
        [b, 'wrong'],
      ],
    });
    await record(user, {
      gameId: 'game5',
      answers: [
        [a, 'right'],
        [c, 'right-with-help'],
      ],
    });
    // Before a's next answer no word is learned: one or two answers leave stability below 7 days.
    expect((await later(DAY_MS, () => getJson(user, '/api/reviews/summary'))).games.game1).toEqual({ played: 2, learned: 0 });
    // a typed right again when due (in 2 days): stability 8.4 days, learned.
    const summary = await whenDue(user, a, async () => {
      await record(user, { gameId: 'game1', answers: [[a, 'right']] });
      return getJson(user, '/api/reviews/summary');
    });
    expect(summary).toEqual({
      due: 2, // b (missed: due since yesterday) and c (recognised: due now); a is days away
      mistakes: 1,
      skills: [{ skill: 'meaning', direction: 'en-ru', due: 2, mistakes: 1 }],
      games: {
        game1: { played: 2, learned: 1 },
        game2: { played: 0, learned: 0 },
        game3: { played: 0, learned: 0 },
        game4: { played: 0, learned: 0 },
        game5: { played: 2, learned: 1 },
      },
    });
  });
});

describe('GET and PUT /api/reviews/settings', () => {
  it('answers 0.9 until changed, then the stored value, per user; a higher retention brings words back sooner', async () => {
    const [strict, usual] = [await t.registerUser(), await t.registerUser()];
    expect(await getJson(strict, '/api/reviews/settings')).toEqual({ desiredRetention: 0.9 });
    const put = await call('PUT', '/api/reviews/settings', strict, { desiredRetention: 0.97 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ desiredRetention: 0.97 });
    expect(await getJson(strict, '/api/reviews/settings')).toEqual({ desiredRetention: 0.97 });
    expect(await getJson(usual, '/api/reviews/settings')).toEqual({ desiredRetention: 0.9 });

    const word = system.wordIds[7]!;
    for (const user of [strict, usual]) {
      await record(user, { answers: [[word, 'right']] });
      await later(HOUR_MS, () => record(user, { answers: [[word, 'right']] }));
      await later(10 * DAY_MS, () => record(user, { answers: [[word, 'right']] }));
    }
    const dueOf = async (user: TestUser) => Date.parse((await cardOf(user.id, word))!.due);
    expect(await dueOf(strict)).toBeLessThan(await dueOf(usual));
  });

  it.each([[0.69], [0.98], ['0.9'], [null]])('refuses desiredRetention %s with 400', async (desiredRetention) => {
    const user = await t.registerUser();
    expectError(await call('PUT', '/api/reviews/settings', user, { desiredRetention }), 400, REVIEW_MESSAGES.retentionInvalid);
    expect(await getJson(user, '/api/reviews/settings')).toEqual({ desiredRetention: 0.9 });
  });
});

describe('GET /api/reviews/history.csv', () => {
  it("downloads the caller's whole log as RFC 4180 CSV, formula cells guarded, nobody else's rows", async () => {
    const [user, other] = [await t.registerUser(), await t.registerUser()];
    const tricky = await createTestCategory(t.db, {
      user_id: user.id,
      display_name: 'Say "hi", then',
      words: [
        ['=HYPERLINK("http://x")', 'привет, мир'],
        ['-minus', '@at'],
      ],
    });
    const [formula, minus] = tricky.wordIds as [number, number];
    await record(user, {
      gameId: 'game4',
      answers: [
        [formula, 'right-with-help'],
        [minus, 'wrong'],
      ],
    });
    await record(other, { answers: [[system.wordIds[0]!, 'right']] });

    const response = await call('GET', '/api/reviews/history.csv', user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="slovo-review-history-2026-06-01.csv"');
    expect(response.body.split('\r\n')).toEqual([
      'reviewed_at,english,russian,category,game,outcome,rating,state_before,state_after,elapsed_days,scheduled_days,stability,difficulty',
      expect.stringMatching(
        /^2026-06-01T09:00:00\.000Z,"'=HYPERLINK\(""http:\/\/x""\)","привет, мир","Say ""hi"", then",game4,right-with-help,Hard,New,Review,0,2,[\d.]+,[\d.]+$/,
      ),
      expect.stringMatching(
        /^2026-06-01T09:00:00\.000Z,'-minus,'@at,"Say ""hi"", then",game4,wrong,Again,New,Review,0,1,[\d.]+,[\d.]+$/,
      ),
      '',
    ]);
  });

  it('pages through a long log in order', async () => {
    const user = await t.registerUser();
    const big = await createTestCategory(t.db, { user_id: user.id, words: 700 });
    await record(user, { answers: big.wordIds.map((id) => [id, 'right'] as const) });
    await later(HOUR_MS, () => record(user, { answers: big.wordIds.map((id) => [id, 'wrong'] as const) }));
    const lines = (await call('GET', '/api/reviews/history.csv', user)).body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1400);
    expect(lines[1]).toContain(',word1,слово1,');
    expect(lines[700]).toContain(',word700,слово700,');
    expect(lines[701]).toContain(',word1,слово1,');
    expect(lines[1400]).toMatch(/,word700,слово700,.*,wrong,Again,Review,Review,/);
  });

  it('is only the header for a learner with no reviews', async () => {
    const user = await t.registerUser();
    expect((await call('GET', '/api/reviews/history.csv', user)).body).toBe(
      'reviewed_at,english,russian,category,game,outcome,rating,state_before,state_after,elapsed_days,scheduled_days,stability,difficulty\r\n',
    );
  });
});

describe('reviews: deleting', () => {
  it('deleting a word removes its cards and log; deleting a user removes all of theirs', async () => {
    const user = await t.registerUser();
    const admin = await t.createAdmin();
    const own = await createTestCategory(t.db, { user_id: user.id, words: 2 });
    const [gone, kept] = own.wordIds as [number, number];
    await record(user, {
      answers: [
        [gone, 'wrong'],
        [kept, 'wrong'],
        [system.wordIds[0]!, 'wrong'],
      ],
    });
    await call('PUT', '/api/reviews/settings', user, { desiredRetention: 0.8 });

    expect((await call('DELETE', `/api/vocabulary/user/words/${gone}`, user)).statusCode).toBe(200);
    expect(await cardOf(user.id, gone)).toBeUndefined();
    expect(await logCount(user.id)).toBe(2);
    expect((await getJson(user, '/api/reviews/mistakes')).total).toBe(2);

    expect((await call('DELETE', `/api/admin/users/${user.id}`, admin)).statusCode).toBe(200);
    for (const table of ['review_cards', 'review_log', 'review_plays', 'review_days', 'review_settings'] as const) {
      const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    // The system word and its category's count are untouched.
    expect((await t.db.selectFrom('words').select('id').where('id', '=', system.wordIds[0]!).execute()).length).toBe(1);
  });
});

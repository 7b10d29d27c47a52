import { PROGRESS_MESSAGES } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { bearer, createTestApp } from '../../test';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DEFAULTS = { completed: false, score: 0, bestScore: 0 };
const ALL_DEFAULT = { game1: DEFAULTS, game2: DEFAULTS, game3: DEFAULTS, game4: DEFAULTS, game5: DEFAULTS };

const getProgress = async (user: TestUser) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/progress', headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const put = (user: TestUser, gameId: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/progress/${gameId}`, headers: bearer(user.token), payload: payload as object });
const merge = (user: TestUser, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/progress/merge', headers: bearer(user.token), payload: payload as object });

describe('progress: access', () => {
  it('refuses anonymous callers with 401', async () => {
    for (const call of [
      { method: 'GET', url: '/api/progress' },
      { method: 'PUT', url: '/api/progress/game1', payload: { completed: true, score: 50 } },
      { method: 'POST', url: '/api/progress/merge', payload: { progress: {} } },
    ] as const) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'Access token required' });
    }
  });
});

describe('GET /api/progress', () => {
  it('answers all five games with defaults before any play', async () => {
    const user = await t.registerUser();
    expect(await getProgress(user)).toEqual({ progress: ALL_DEFAULT });
  });
});

describe('PUT /api/progress/:gameId', () => {
  it('records the play, keeps the best score as the maximum and completion once reached', async () => {
    const user = await t.registerUser();
    const first = await put(user, 'game3', { completed: true, score: 80 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ progress: { game3: { completed: true, score: 80, bestScore: 80 } } });

    const worse = await put(user, 'game3', { completed: false, score: 60 });
    expect(worse.json()).toEqual({ progress: { game3: { completed: true, score: 60, bestScore: 80 } } });

    const better = await put(user, 'game3', { completed: false, score: 95 });
    expect(better.json()).toEqual({ progress: { game3: { completed: true, score: 95, bestScore: 95 } } });

    expect(await getProgress(user)).toEqual({
      progress: { ...ALL_DEFAULT, game3: { completed: true, score: 95, bestScore: 95 } },
    });
  });

  it('accepts the bounds 0 and 100, and an incomplete first play stays incomplete', async () => {
    const user = await t.registerUser();
    expect((await put(user, 'game1', { completed: false, score: 0 })).json()).toEqual({
      progress: { game1: { completed: false, score: 0, bestScore: 0 } },
    });
    expect((await put(user, 'game5', { completed: true, score: 100 })).json()).toEqual({
      progress: { game5: { completed: true, score: 100, bestScore: 100 } },
    });
  });

  it('keeps the best of concurrent plays', async () => {
    const user = await t.registerUser();
    const scores = [40, 90, 10, 75, 55, 89];
    const responses = await Promise.all(scores.map((score) => put(user, 'game2', { completed: score > 80, score })));
    for (const response of responses) expect(response.statusCode).toBe(200);
    const { progress } = await getProgress(user);
    expect(progress.game2.bestScore).toBe(90);
    expect(progress.game2.completed).toBe(true);
    expect(scores).toContain(progress.game2.score);
  });

  it('rejects an unknown game with 400', async () => {
    const user = await t.registerUser();
    for (const gameId of ['game6', 'game0', 'merge', 'GAME1']) {
      const response = await put(user, gameId, { completed: true, score: 50 });
      expect(response.statusCode, gameId).toBe(400);
      expect(response.json()).toEqual({ error: PROGRESS_MESSAGES.unknownGame });
    }
  });

  it.each([
    ['a score above 100', { completed: true, score: 101 }, PROGRESS_MESSAGES.scoreInvalid],
    ['a negative score', { completed: true, score: -1 }, PROGRESS_MESSAGES.scoreInvalid],
    ['a fractional score', { completed: true, score: 50.5 }, PROGRESS_MESSAGES.scoreInvalid],
    ['a score as text', { completed: true, score: '50' }, PROGRESS_MESSAGES.scoreInvalid],
    ['a missing score', { completed: true }, PROGRESS_MESSAGES.scoreInvalid],
    ['a null score', { completed: true, score: null }, PROGRESS_MESSAGES.scoreInvalid],
    ['completed as text', { completed: 'yes', score: 50 }, PROGRESS_MESSAGES.completedRequired],
    ['completed as 1', { completed: 1, score: 50 }, PROGRESS_MESSAGES.completedRequired],
    ['a missing completed', { score: 50 }, PROGRESS_MESSAGES.completedRequired],
  ])('rejects %s with 400 and changes nothing', async (_label, payload, message) => {
    const user = await t.registerUser();
    const response = await put(user, 'game4', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await getProgress(user)).toEqual({ progress: ALL_DEFAULT });
  });

  it('rejects a body that is not an object with 400', async () => {
    const user = await t.registerUser();
    for (const payload of [undefined, '[1,2]', '"x"']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/progress/game1',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/progress/merge', () => {
  it('folds local progress in: completed OR-ed, best scores as maximum, the larger score kept', async () => {
    const user = await t.registerUser();
    await put(user, 'game1', { completed: true, score: 90 });
    await put(user, 'game1', { completed: false, score: 70 }); // server: completed, score 70, best 90
    await put(user, 'game3', { completed: false, score: 30 });

    const response = await merge(user, {
      progress: {
        game1: { completed: false, score: 80, bestScore: 85 },
        game2: { completed: true, score: 60, bestScore: 75 },
        game3: { completed: true, score: 20, bestScore: 20 },
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      progress: {
        game1: { completed: true, score: 80, bestScore: 90 },
        game2: { completed: true, score: 60, bestScore: 75 },
        game3: { completed: true, score: 30, bestScore: 30 },
        game4: DEFAULTS,
        game5: DEFAULTS,
      },
    };
    expect(response.json()).toEqual(expected);
    expect(await getProgress(user)).toEqual(expected);
  });

  it('never lets a local best score sit below its own score, and merging twice changes nothing more', async () => {
    const user = await t.registerUser();
    const payload = { progress: { game4: { completed: false, score: 90, bestScore: 10 } } };
    const once = await merge(user, payload);
    expect(once.json().progress.game4).toEqual({ completed: false, score: 90, bestScore: 90 });
    const twice = await merge(user, payload);
    expect(twice.json()).toEqual(once.json());
  });

  it('an empty local progress answers the stored progress unchanged', async () => {
    const user = await t.registerUser();
    await put(user, 'game5', { completed: true, score: 42 });
    const response = await merge(user, { progress: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ progress: { ...ALL_DEFAULT, game5: { completed: true, score: 42, bestScore: 42 } } });
  });

  it.each([
    ['no progress', {}, PROGRESS_MESSAGES.progressRequired],
    ['progress as a list', { progress: [] }, PROGRESS_MESSAGES.progressRequired],
    ['an unknown game', { progress: { game6: DEFAULTS } }, PROGRESS_MESSAGES.unknownGame],
    [
      'a score above 100',
      { progress: { game1: { completed: true, score: 101, bestScore: 101 } } },
      PROGRESS_MESSAGES.scoreInvalid,
    ],
    [
      'a fractional bestScore',
      { progress: { game1: { completed: true, score: 10, bestScore: 10.5 } } },
      PROGRESS_MESSAGES.bestScoreInvalid,
    ],
    ['a missing bestScore', { progress: { game1: { completed: true, score: 10 } } }, PROGRESS_MESSAGES.bestScoreInvalid],
    [
      'completed as text',
      { progress: { game1: { completed: 'true', score: 10, bestScore: 10 } } },
      PROGRESS_MESSAGES.completedRequired,
    ],
  ])('rejects %s with 400 and merges nothing', async (_label, payload, message) => {
    const user = await t.registerUser();
    const response = await merge(user, {
      ...payload,
      ...('progress' in payload && !Array.isArray(payload.progress)
        ? { progress: { game2: { completed: true, score: 50, bestScore: 50 }, ...payload.progress } }
        : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await getProgress(user)).toEqual({ progress: ALL_DEFAULT });
  });
});

describe('progress: isolation', () => {
  it("one user's plays and merges never touch another's progress", async () => {
    const alice = await t.registerUser();
    const bob = await t.registerUser();
    await put(alice, 'game1', { completed: true, score: 77 });
    await merge(alice, { progress: { game2: { completed: true, score: 66, bestScore: 88 } } });
    expect(await getProgress(bob)).toEqual({ progress: ALL_DEFAULT });

    await put(bob, 'game1', { completed: false, score: 12 });
    expect((await getProgress(alice)).progress.game1).toEqual({ completed: true, score: 77, bestScore: 77 });
    expect((await getProgress(bob)).progress.game1).toEqual({ completed: false, score: 12, bestScore: 12 });
  });
});

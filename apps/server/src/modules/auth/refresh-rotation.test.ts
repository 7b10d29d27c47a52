import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, refreshCookieOf } from '../../test';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';

/**
 * Refresh tokens: each one is rotated into at most one successor, however many requests present it
 * and on whichever instance; a replay after the grace window ends the whole session.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refreshOn = (app: TestApp, refreshToken: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken } });
const refresh = (refreshToken: string) => refreshOn(t, refreshToken);

/** The rotated token a successful refresh set in its cookie; fails the test on any other answer. */
async function successorOf(response: ReturnType<typeof refresh>): Promise<string> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  const token = refreshCookieOf(answer);
  expect(token).toBeTruthy();
  return token ?? '';
}

async function familyRows(user: TestUser) {
  return t.db.selectFrom('refresh_tokens').select(['id', 'revoked_at']).where('user_id', '=', user.id).execute();
}

describe('rotation', () => {
  it('gives a new refresh token and an access token that works; the new token refreshes in turn', async () => {
    const user = await t.registerUser();
    const response = await refresh(user.refreshToken);
    const next = await successorOf(Promise.resolve(response));
    expect(next).not.toBe(user.refreshToken);
    const accessToken = response.json<{ accessToken: string }>().accessToken;
    expect((await t.request('GET', '/api/auth/me', { user: { token: accessToken } })).json().user.id).toBe(user.id);
    expect(await successorOf(refresh(next))).not.toBe(next);
  });

  it('inside the grace window hands back the successor already issued, storing nothing new', async () => {
    const user = await t.registerUser();
    const first = await successorOf(refresh(user.refreshToken));
    const rowsAfterFirst = (await familyRows(user)).length;
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    expect(await successorOf(refresh(user.refreshToken))).toBe(first);
    expect((await familyRows(user)).length).toBe(rowsAfterFirst);
  });

  it('a replay after the grace window revokes the whole family: the replayed token and its successors', async () => {
    const user = await t.registerUser();
    const second = await successorOf(refresh(user.refreshToken));
    const third = await successorOf(refresh(second));
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refresh(user.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Invalid refresh token' });
    for (const token of [second, third]) expect((await refresh(token)).statusCode).toBe(401);
    expect((await familyRows(user)).every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('logout revokes the session: neither the token nor its successor refreshes any more', async () => {
    const user = await t.registerUser();
    const next = await successorOf(refresh(user.refreshToken));
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refreshToken: next } });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(401);
    // Even inside the grace window, the revoked successor is not handed out again.
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });
});

describe('50 refreshes of one token at the same moment', () => {
  const PARALLEL = 50;

  async function expectOneSuccessor(user: TestUser, answers: Awaited<ReturnType<typeof refresh>>[]): Promise<void> {
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(PARALLEL).fill(200));
    const successors = new Set(answers.map(refreshCookieOf));
    expect(successors.size).toBe(1);
    // The registration's token and its one successor: exactly one new row.
    expect((await familyRows(user)).length).toBe(2);
    const [successor = ''] = successors;
    expect(await successorOf(refresh(successor))).not.toBe(successor);
  }

  it('yield exactly one successor, stored once', async () => {
    const user = await t.registerUser();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refresh(user.refreshToken)));
    await expectOneSuccessor(user, answers);
  });

  it('yield exactly one successor when two instances on one database share them', async () => {
    const other = await createTestApp({ database: t.database, clock: t.clock, config: { jwtSecret: t.config.jwtSecret } });
    try {
      const user = await t.registerUser();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, index) => refreshOn(index % 2 === 0 ? t : other, user.refreshToken)),
      );
      await expectOneSuccessor(user, answers);
    } finally {
      await other.app.close();
    }
  });
});

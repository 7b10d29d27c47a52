import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, refreshCookieOf } from '../../test';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';
import { RELOAD_REVOCATIONS, SESSION_REVOCATIONS_CHANNEL } from './session-revocation-bus';

/**
 * Two instances on one database and one Redis (TEST_REDIS_URL): a sign-out on one is refused on
 * the other, which checks tokens against its own copy of the recent sign-outs (no query per
 * request), kept by the messages of session-revocation-bus.ts. Outages: redis/redis-outage.test.ts.
 */

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

let a: TestApp;
let b: TestApp;
let redis: Redis;

/** Both instances have read the recent sign-outs and are listening: they answer from memory. */
const listening = (t: TestApp) => t.app.sessionRevocations.isRevoked('00000000-0000-4000-8000-000000000000') !== null;

async function eventually(check: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

beforeAll(async () => {
  a = await createTestApp({ config: { redisUrl: REDIS_URL } });
  b = await createTestApp({
    database: a.database,
    clock: a.clock,
    config: { redisUrl: REDIS_URL, jwtSecret: a.config.jwtSecret, redisKeyPrefix: a.config.redisKeyPrefix },
  });
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  expect(await eventually(() => listening(a) && listening(b))).toBe(true);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.quit();
});

const meOn = (t: TestApp, token: string) => t.request('GET', '/api/auth/me', { user: { token } });
const refused = async (t: TestApp, token: string) => (await meOn(t, token)).statusCode === 401;

describe('sign-outs across instances (Redis)', () => {
  it("a sign-out on A: B refuses that session's access token, and keeps answering from memory", async () => {
    const user: TestUser = await a.registerUser();
    expect((await meOn(b, user.token)).statusCode).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refreshToken: user.refreshToken } });
    expect(logout.statusCode).toBe(200);
    expect(await eventually(() => refused(b, user.token))).toBe(true);
    expect(listening(b)).toBe(true);
  });

  it("a replayed refresh token on B: A refuses the session's current access token", async () => {
    const user = await a.registerUser();
    const rotated = await a.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refreshToken: user.refreshToken },
    });
    const current = rotated.json<{ accessToken: string }>().accessToken;
    expect(refreshCookieOf(rotated)).toBeTruthy();
    a.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replay = await b.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: user.refreshToken } });
    expect(replay.statusCode).toBe(401);
    expect(await eventually(() => refused(a, current))).toBe(true);
  });

  it('an instance started after a sign-out reads it from the database', async () => {
    const user = await a.registerUser();
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refreshToken: user.refreshToken } });
    const late = await createTestApp({
      database: a.database,
      clock: a.clock,
      config: { redisUrl: REDIS_URL, jwtSecret: a.config.jwtSecret, redisKeyPrefix: a.config.redisKeyPrefix },
    });
    try {
      expect(await eventually(() => listening(late))).toBe(true);
      expect(await refused(late, user.token)).toBe(true);
    } finally {
      await late.close();
    }
  });

  it('an instance that could not announce its sign-out asks everybody to read the database again', async () => {
    const user = await a.registerUser();
    // Revoked in the database only, as by an instance whose Redis connection was down at the time.
    await a.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: a.clock.now().toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await meOn(b, user.token)).statusCode).toBe(200);
    await redis.publish(`${a.config.redisKeyPrefix}${SESSION_REVOCATIONS_CHANNEL}`, `another-instance ${RELOAD_REVOCATIONS}`);
    expect(await eventually(() => refused(b, user.token))).toBe(true);
    expect(await eventually(() => listening(b))).toBe(true);
  });
});

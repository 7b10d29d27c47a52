/**
 * Several instances, one truth (issue 14 §4): two real server processes, A and B, on one fresh
 * PostgreSQL database and one Redis (a key prefix of their own), as behind a load balancer. What a
 * user does on one must hold on the other: sessions, refusals after an admin's change, the
 * vocabulary cache, a learner's review answers, and the login limit.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import type { ThrowAwayDatabase } from './support/postgres-database';
import { REDIS_URL, createThrowAwayDatabase } from './support/postgres-database';
import { MAX_FAILED_LOGINS } from '../apps/server/src/modules/auth';
import { ADMIN, startServer } from './support/server';
import type { RunningServer } from './support/server';

let database: ThrowAwayDatabase | undefined;
let a: RunningServer | undefined;
let b: RunningServer | undefined;

const urlOf = (server: RunningServer | undefined): string => {
  if (!server) throw new Error('the servers are not running');
  return server.url;
};

beforeAll(async () => {
  database = await createThrowAwayDatabase('slovo_e2e_instances');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `slovo-e2e-${randomBytes(6).toString('hex')}:`,
  };
  // One after the other: the first one migrates the empty database, as on a first deployment.
  a = await startServer(env);
  b = await startServer(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

let counter = 0;

/** Registers a new user on `server`: their access token, refresh cookie and id. */
async function registerOn(server: RunningServer | undefined) {
  counter += 1;
  const username = `multi_${Date.now().toString(36)}${counter}`;
  const password = 'several-instances-123';
  const answer = await call(urlOf(server), 'POST', '/api/auth/register', {
    body: { username, email: `${username}@example.org`, password },
  });
  expect(answer.status).toBe(201);
  const user = answer.body.user as { id: number };
  return { username, password, id: user.id, token: answer.body.token as string, cookie: answer.refreshCookie };
}

async function adminTokenOn(server: RunningServer | undefined): Promise<string> {
  const answer = await call(urlOf(server), 'POST', '/api/auth/login', {
    body: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

describe('two instances on one PostgreSQL and one Redis', () => {
  test('signed in on A, the session refreshes on B and B accepts the new token', async () => {
    const user = await registerOn(a);
    expect(user.cookie).not.toBeNull();

    const refreshed = await call(urlOf(b), 'POST', '/api/auth/refresh', { cookie: user.cookie });
    expect(refreshed.status).toBe(200);
    const me = await call(urlOf(b), 'GET', '/api/auth/me', { token: refreshed.body.accessToken as string });
    expect(me.status).toBe(200);
    expect((me.body.user as { username: string }).username).toBe(user.username);
  });

  test("a role change made on A refuses the user's next request on B", async () => {
    const user = await registerOn(a);
    expect((await call(urlOf(b), 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);

    const admin = await adminTokenOn(a);
    const changed = await call(urlOf(a), 'PUT', `/api/admin/users/${user.id}/role`, { token: admin, body: { role: 'admin' } });
    expect(changed.status).toBe(200);

    // The token was issued for a plain user: it must not carry on as one, nor become an admin's.
    expect((await call(urlOf(b), 'GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call(urlOf(b), 'GET', '/api/admin/users', { token: user.token })).status).toBe(401);
  });

  test("a sign-out on A refuses that session's access token on B at once; signing out everywhere on B ends A's sessions", async () => {
    const user = await registerOn(a);
    const other = await call(urlOf(b), 'POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    expect(other.status).toBe(200);
    expect((await call(urlOf(b), 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);

    expect((await call(urlOf(a), 'POST', '/api/auth/logout', { cookie: user.cookie })).status).toBe(200);
    expect((await call(urlOf(b), 'GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    // The other session is untouched, until it signs out everywhere (on B): then A refuses it too.
    const otherToken = other.body.token as string;
    expect((await call(urlOf(a), 'GET', '/api/auth/me', { token: otherToken })).status).toBe(200);
    expect((await call(urlOf(b), 'POST', '/api/auth/logout-everywhere', { token: otherToken })).status).toBe(200);
    expect((await call(urlOf(a), 'GET', '/api/auth/me', { token: otherToken })).status).toBe(401);
    expect((await call(urlOf(a), 'POST', '/api/auth/refresh', { cookie: other.refreshCookie })).status).toBe(401);
  });

  test("a deletion made on A refuses the user's next request and refresh on B", async () => {
    const user = await registerOn(a);
    expect((await call(urlOf(b), 'GET', '/api/vocabulary/user', { token: user.token })).status).toBe(200);

    const admin = await adminTokenOn(a);
    expect((await call(urlOf(a), 'DELETE', `/api/admin/users/${user.id}`, { token: admin })).status).toBe(200);

    expect((await call(urlOf(b), 'GET', '/api/vocabulary/user', { token: user.token })).status).toBe(401);
    expect((await call(urlOf(b), 'POST', '/api/auth/refresh', { cookie: user.cookie })).status).toBe(401);
  });

  test("a category shared on A is in B's picker on the very next request", async () => {
    const owner = await registerOn(a);
    const categoryName = `Shared ${randomBytes(4).toString('hex')}`;
    const created = await call(urlOf(a), 'POST', '/api/vocabulary/user/categories', {
      token: owner.token,
      body: { categoryName },
    });
    expect(created.status).toBe(201);
    const categoryId = created.body.categoryId as number;
    const word = { categoryName, english: 'lighthouse', russian: 'маяк', part_of_speech: 'noun' };
    expect((await call(urlOf(a), 'POST', '/api/vocabulary/user/words', { token: owner.token, body: word })).status).toBe(201);

    // B answers the picker's query once while the category is private, so that answer is in B's cache.
    const picker = `/api/vocabulary/categories?search=${encodeURIComponent(categoryName)}`;
    const names = async () => {
      const answer = await call(urlOf(b), 'GET', picker);
      expect(answer.status).toBe(200);
      return (answer.body.categories as Array<{ display_name: string }>).map((category) => category.display_name);
    };
    expect(await names()).not.toContain(categoryName);

    const shared = await call(urlOf(a), 'PUT', `/api/vocabulary/user/categories/${categoryId}/privacy`, {
      token: owner.token,
      body: { privacy: 'shared' },
    });
    expect(shared.status).toBe(200);
    // No waiting: a learner who switches to B right after A answered must see it.
    expect(await names()).toContain(categoryName);
  });

  test("a game recorded on A is in the learner's review lists on B on the very next request", async () => {
    const learner = await registerOn(a);
    const animals = await call(urlOf(a), 'GET', '/api/vocabulary/category/animals');
    expect(animals.status).toBe(200);
    const wordId = (animals.body.words as Array<{ id: number }>)[0]!.id;

    // B answers the learner's summary and mistake book first, so both are in B's cache.
    const onB = async (path: string) => {
      const answer = await call(urlOf(b), 'GET', path, { token: learner.token });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    expect((await onB('/api/reviews/summary')).mistakes).toBe(0);
    expect((await onB('/api/reviews/mistakes?count=50')).total).toBe(0);

    const recorded = await call(urlOf(a), 'POST', '/api/reviews', {
      token: learner.token,
      body: {
        playId: randomUUID(),
        gameId: 'game3',
        playedAt: new Date().toISOString(),
        utcOffsetMinutes: 0,
        answers: [{ wordId, outcome: 'wrong' }],
      },
    });
    expect(recorded.status).toBe(200);
    // No waiting: B serves this learner's answers from its own cache, and A's game must reach it first.
    expect((await onB('/api/reviews/summary')).mistakes).toBe(1);
    const mistakes = await onB('/api/reviews/mistakes?count=50');
    expect((mistakes.words as Array<{ id: number }>).map((word) => word.id)).toEqual([wordId]);
  });

  test('the login limit counts wrong passwords made on both instances', async () => {
    const user = await registerOn(a);
    const attempt = (server: RunningServer | undefined, password: string) =>
      call(urlOf(server), 'POST', '/api/auth/login', { body: { username: user.username, password } });

    // Wrong passwords alternate between A and B until one of them says "wait". Counted apart,
    // each instance would see only every other attempt and refuse after twice the limit.
    let refusedAt = 0;
    for (let tries = 1; tries <= 2 * MAX_FAILED_LOGINS + 2 && refusedAt === 0; tries += 1) {
      const answer = await attempt(tries % 2 === 0 ? a : b, 'not-the-password');
      if (answer.status === 429) refusedAt = tries;
      else expect(answer.status).toBe(401);
    }
    expect(refusedAt).toBe(MAX_FAILED_LOGINS + 1);

    // Both instances now refuse, and say how long to wait.
    for (const server of [a, b]) {
      const answer = await attempt(server, user.password);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

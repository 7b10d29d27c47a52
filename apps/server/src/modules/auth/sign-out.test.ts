import { SignJWT } from 'jose';
import { sessionCountResponseSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, expectError, refreshCookieOf } from '../../test';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from './access-token';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './auth.service';

/**
 * Signing out (issue 30 §2): the session's access token is refused at once, not after its 15
 * minutes; signing out everywhere ends every session of the account; and the count of sessions
 * ("Signed in on N devices") follows sign-ins, refreshes and sign-outs. One instance, no Redis;
 * several instances: session-revocation-bus.test.ts.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A signed-in device: the access token and the refresh cookie of one sign-in. */
interface Device {
  token: string;
  refreshToken: string;
}

const me = (token: string, on: TestApp = t) => on.request('GET', '/api/auth/me', { user: { token } });
const refreshWith = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken } });

async function signIn(user: TestUser): Promise<Device> {
  const response = await t.request('POST', '/api/auth/login', { payload: { username: user.username, password: user.password } });
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json<{ token: string }>().token, refreshToken: refreshCookieOf(response) ?? '' };
}

async function refreshed(device: Device): Promise<Device> {
  const response = await refreshWith(device.refreshToken);
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json<{ accessToken: string }>().accessToken, refreshToken: refreshCookieOf(response) ?? '' };
}

const logout = (device: Partial<Device>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    ...(device.refreshToken ? { cookies: { refreshToken: device.refreshToken } } : {}),
    ...(device.token ? { headers: { authorization: `Bearer ${device.token}` } } : {}),
  });

async function sessionCount(device: Pick<Device, 'token'>): Promise<number> {
  const response = await t.request('GET', '/api/auth/sessions', { user: device });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCountResponseSchema.parse(response.json()).sessions;
}

describe('POST /api/auth/logout ends the session at once', () => {
  it("refuses that session's access token on its very next request, and leaves the account's other devices signed in", async () => {
    const user = await t.registerUser();
    const laptop: Device = user;
    const phone = await signIn(user);
    expect((await me(laptop.token)).statusCode).toBe(200);

    expect((await logout({ refreshToken: laptop.refreshToken })).statusCode).toBe(200);
    expectError(await me(laptop.token), 401, 'Invalid token');
    expect((await refreshWith(laptop.refreshToken)).statusCode).toBe(401);
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await refreshWith(phone.refreshToken)).statusCode).toBe(200);
  });

  it('ends every access token the session was given by refreshing, not only the latest', async () => {
    const user = await t.registerUser();
    const first: Device = user;
    const second = await refreshed(first);
    expect((await logout(second)).statusCode).toBe(200);
    for (const token of [first.token, second.token]) expectError(await me(token), 401, 'Invalid token');
  });

  it('ends the session of the access token sent along when the refresh cookie is gone', async () => {
    const user = await t.registerUser();
    expect((await logout({ token: user.token })).statusCode).toBe(200);
    expectError(await me(user.token), 401, 'Invalid token');
    expect((await refreshWith(user.refreshToken)).statusCode).toBe(401);
  });

  it('ends the access tokens of a session whose refresh token was replayed (a stolen copy)', async () => {
    const user = await t.registerUser();
    const current = await refreshed(user);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect((await refreshWith(user.refreshToken)).statusCode).toBe(401);
    expectError(await me(current.token), 401, 'Invalid token');
  });

  it('holds for an instance started after the sign-out on the same database (it reads the recent sign-outs)', async () => {
    const user = await t.registerUser();
    expect((await logout(user)).statusCode).toBe(200);
    const later = await createTestApp({ database: t.database, clock: t.clock, config: { jwtSecret: t.config.jwtSecret } });
    try {
      expectError(await me(user.token, later), 401, 'Invalid token');
    } finally {
      await later.close();
    }
  });

  it('asks the database while its copy of the recent sign-outs cannot be trusted', async () => {
    const user = await t.registerUser();
    // Ended in the database only, as by another instance this one has not heard (Redis down).
    await t.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: t.clock.now().toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    t.app.sessionRevocations.setComplete(false);
    try {
      expectError(await me(user.token), 401, 'Invalid token');
    } finally {
      t.app.sessionRevocations.setComplete(true);
    }
  });

  it('refuses a token whose session claim is not a session id', async () => {
    const user = await t.registerUser();
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sign = (sid: unknown) =>
      new SignJWT({ id: user.id, username: user.username, role: 'user', tv: 0, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const sid of ['not-a-session', 42, '']) {
      expectError(await me(await sign(sid)), 401, 'Invalid token');
    }
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the caller at once — access and refresh tokens — and clears the cookie; other accounts stay', async () => {
    const user = await t.registerUser();
    const bystander = await t.registerUser();
    const devices = [user, await signIn(user), await refreshed(await signIn(user))];

    const response = await t.request('POST', '/api/auth/logout-everywhere', { user: devices[1] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out on every device' });
    const cleared = response.cookies.find((cookie) => cookie.name === 'refreshToken');
    expect({ value: cleared?.value, path: cleared?.path }).toEqual({ value: '', path: '/api/auth' });

    for (const device of devices) {
      expectError(await me(device.token), 401, 'Invalid token');
      expect((await refreshWith(device.refreshToken)).statusCode).toBe(401);
    }
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect(await sessionCount(bystander)).toBe(1);
    // Signing in again works, on a new session.
    expect(await sessionCount(await signIn(user))).toBe(1);
  });

  it('refuses a caller who is not signed in (401) and a malformed body (400), ending nothing', async () => {
    const user = await t.registerUser();
    expectError(await t.request('POST', '/api/auth/logout-everywhere'), 401, 'Access token required');
    expectError(await t.request('POST', '/api/auth/logout-everywhere', { user: { token: 'garbage' } }), 401, 'Invalid token');
    const malformed = await t.request('POST', '/api/auth/logout-everywhere', {
      user,
      headers: { 'content-type': 'application/json' },
      payload: '{"oops',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<object>())).toEqual(['error']);
    expect((await me(user.token)).statusCode).toBe(200);
    expect(await sessionCount(user)).toBe(1);
  });
});

describe('GET /api/auth/sessions', () => {
  it('counts the devices signed in: new sign-ins add one, refreshes none, a sign-out removes one', async () => {
    const user = await t.registerUser();
    expect(await sessionCount(user)).toBe(1);
    const phone = await signIn(user);
    expect(await sessionCount(user)).toBe(2);
    // Two tabs refreshing the same token together are still one device.
    await Promise.all([refreshWith(phone.refreshToken), refreshWith(phone.refreshToken)]);
    const phoneNow = await refreshed(phone);
    expect(await sessionCount(phoneNow)).toBe(2);
    await logout(user);
    expect(await sessionCount(phoneNow)).toBe(1);
  });

  it('does not count a session whose refresh token has expired', async () => {
    const user = await t.registerUser();
    t.clock.advance(REFRESH_TOKEN_TTL_MS - ACCESS_TOKEN_TTL_SECONDS * 1000);
    const laptop = await signIn(user);
    expect(await sessionCount(laptop)).toBe(2);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    const fresh = await refreshed(laptop);
    expect(await sessionCount(fresh)).toBe(1);
  });

  it('refuses a caller who is not signed in', async () => {
    expectError(await t.request('GET', '/api/auth/sessions'), 401, 'Access token required');
  });
});

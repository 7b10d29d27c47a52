import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, expectError, refreshCookieOf } from '../../test';
import { deleteUser } from '../users';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from './access-token';

/**
 * Access tokens the server must refuse, on the real app: each answers 401 "Invalid token" on its
 * next request, on a learner's route and on an admin's route (never 403, never a 2xx).
 */

let t: TestApp;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  learner = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const USER_ROUTE = '/api/auth/me';
const ADMIN_ROUTE = '/api/admin/users';

const claimsOf = (user: TestUser, role = user.role) => ({ id: user.id, username: user.username, role, tv: 0 });

/** A token like the server's, signed with `secret` (default: the server's own), issued now. */
function sign(claims: Record<string, unknown>, secret = t.config.jwtSecret, alg = 'HS256'): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .sign(new TextEncoder().encode(secret));
}

async function expectRefusedEverywhere(token: string): Promise<void> {
  for (const url of [USER_ROUTE, ADMIN_ROUTE]) {
    expectError(await t.request('GET', url, { user: { token } }), 401, 'Invalid token');
  }
}

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken } });

describe('forged and foreign access tokens answer 401', () => {
  it('a token signed like ours is accepted (the control: the cases below differ from it in one thing)', async () => {
    const token = await sign(claimsOf(admin));
    expect((await t.request('GET', ADMIN_ROUTE, { user: { token } })).statusCode).toBe(200);
  });

  it('a forged signature', async () => {
    const [header, payload] = (await sign(claimsOf(admin))).split('.');
    const forged = `${header}.${payload}.${Buffer.alloc(32, 7).toString('base64url')}`;
    await expectRefusedEverywhere(forged);
  });

  it('alg: none', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const unsigned = new UnsecuredJWT(claimsOf(admin))
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .encode();
    await expectRefusedEverywhere(unsigned);
  });

  it('expired', async () => {
    const token = await sign(claimsOf(admin));
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    try {
      await expectRefusedEverywhere(token);
    } finally {
      t.clock.advance(-ACCESS_TOKEN_TTL_SECONDS * 1000);
    }
  });

  it('signed with another secret', async () => {
    await expectRefusedEverywhere(await sign(claimsOf(admin), 'another secret of at least thirty-two characters'));
  });

  it('a learner’s token with the role claim changed to admin (payload re-encoded, signature kept)', async () => {
    const [header, , signature] = learner.token.split('.');
    const payload = { ...JSON.parse(Buffer.from(learner.token.split('.')[1] ?? '', 'base64url').toString()), role: 'admin' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    await expectRefusedEverywhere(tampered);
    // The learner's own token still works where a learner may go.
    expect((await t.request('GET', USER_ROUTE, { user: learner })).statusCode).toBe(200);
  });

  it('the token of a deleted user', async () => {
    const gone = await t.registerUser();
    await deleteUser(await t.contextFor(null), gone.id);
    await expectRefusedEverywhere(gone.token);
  });
});

describe('access tokens issued before an account change answer 401', () => {
  it('before a password reset: the token is dead at once and so is every refresh token', async () => {
    const user = await t.registerUser();
    expect((await t.request('GET', USER_ROUTE, { user })).statusCode).toBe(200);
    const reset = await t.request('POST', `/api/admin/users/${user.id}/reset-password`, {
      user: admin,
      payload: { newPassword: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expectError(await t.request('GET', USER_ROUTE, { user }), 401, 'Invalid token');
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('before a role change: the token is dead, and a refresh gives one with the new role that works', async () => {
    const user = await t.registerUser();
    const promote = await t.request('PUT', `/api/admin/users/${user.id}/role`, { user: admin, payload: { role: 'admin' } });
    expect(promote.statusCode).toBe(200);
    await expectRefusedEverywhere(user.token);

    const refreshed = await refresh(user.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json<{ accessToken: string }>().accessToken;
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ role: 'admin', tv: 1 });
    expect((await t.request('GET', ADMIN_ROUTE, { user: { token } })).statusCode).toBe(200);
    expect(refreshCookieOf(refreshed)).toBeTruthy();
  });

  it('before a role change made on another instance of the same database', async () => {
    const other = await createTestApp({ database: t.database, clock: t.clock, config: { jwtSecret: t.config.jwtSecret } });
    try {
      const user = await t.registerUser();
      // Verified (and remembered) by the other instance first, so its token cache cannot keep it alive.
      expect((await other.request('GET', USER_ROUTE, { user })).statusCode).toBe(200);
      expect(
        (await t.request('PUT', `/api/admin/users/${user.id}/role`, { user: admin, payload: { role: 'admin' } })).statusCode,
      ).toBe(200);
      expectError(await other.request('GET', USER_ROUTE, { user }), 401, 'Invalid token');
    } finally {
      await other.app.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminAccount, verifyPassword } from '../auth';
import type { TestApp } from '../../test';
import { bearer, createTestApp } from '../../test';
import { findCredentialsByLogin, findUserByUsername } from './users.repository';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user/profile', () => {
  it('returns the signed-in user like /api/auth/me', async () => {
    const user = await t.registerUser();
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(user.token) });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(me.json());
    expect(profile.json().user).toMatchObject({ id: user.id, username: user.username, role: 'user', avatar: null });
    expect(profile.body).not.toMatch(/password|hash/i);
  });

  it('refuses anonymous callers with 401 and bad tokens with 401', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Access token required' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer('x.y.z') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'Invalid token' });
  });
});

describe('ADMIN_* bootstrap', () => {
  it('creates the admin account, which can then sign in as admin', async () => {
    const admin = { username: 'Chief', password: 'chief-password', email: 'chief@localhost' };
    const result = await ensureAdminAccount(await t.contextFor(null), admin);
    expect(result.outcome).toBe('created');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chief', password: 'chief-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ username: 'Chief', email: 'chief@localhost', role: 'admin' });
    expect((await ensureAdminAccount(await t.contextFor(null), admin)).outcome).toBe('unchanged');
  });

  it('promotes an existing user without touching their password', async () => {
    const user = await t.registerUser({ password: 'users-own-password' });
    const before = await findCredentialsByLogin(t.db, user.username);
    const result = await ensureAdminAccount(await t.contextFor(null), {
      username: user.username.toUpperCase(),
      password: 'env-password-ignored',
      email: 'x@localhost',
    });
    expect(result.outcome).toBe('promoted');
    expect((await findUserByUsername(t.db, user.username))?.role).toBe('admin');
    const after = await findCredentialsByLogin(t.db, user.username);
    expect(after?.password_hash).toBe(before?.password_hash);
    expect(await verifyPassword(after?.password_hash ?? '', 'users-own-password')).toBe(true);
    // The promotion is visible on the user's existing token at once.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.json().user.role).toBe('admin');
  });

  it('stores passwords as argon2id hashes (m=19456, t=2, p=1)', async () => {
    const user = await t.registerUser();
    const credentials = await findCredentialsByLogin(t.db, user.username);
    expect(credentials?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

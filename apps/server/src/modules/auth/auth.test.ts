import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test';
import { bearer, createTestApp, refreshCookieOf } from '../../test';
import { REFRESH_TOKEN_TTL_MS } from './auth.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const refreshWith = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken } });

const decodeJwtPart = (token: string, index: 0 | 1) =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('POST /api/auth/register', () => {
  it('creates a user and answers token, user, expiresAt with an HttpOnly SameSite=Strict refresh cookie', async () => {
    const response = await post('/api/auth/register', { username: 'Anna_K', email: 'Anna@Example.com', password: 'password123' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      user: { id: expect.any(Number), username: 'Anna_K', email: 'Anna@Example.com', role: 'user' },
      expiresAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    const cookie = response.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('issues an HS256 JWT with typ JWT, id, username, role, iat, exp (15 min), iss and aud', async () => {
    const user = await t.registerUser();
    expect(decodeJwtPart(user.token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwtPart(user.token, 1);
    expect(payload).toMatchObject({ id: user.id, username: user.username, role: 'user', iss: 'slovo', aud: 'slovo-web' });
    expect(Number(payload['exp']) - Number(payload['iat'])).toBe(15 * 60);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const secureApp = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const response = await secureApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'secure_user', email: 'secure@example.com', password: 'password123' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'refreshToken')?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });

  it.each([
    [{ email: 'a@example.com', password: 'password123' }, 'Username is required'],
    [{ username: 'ab', email: 'a@example.com', password: 'password123' }, 'Username must be between 3 and 32 characters'],
    [
      { username: 'a'.repeat(33), email: 'a@example.com', password: 'password123' },
      'Username must be between 3 and 32 characters',
    ],
    [
      { username: 'bad name!', email: 'a@example.com', password: 'password123' },
      'Username may contain only letters, digits, underscores, dots and hyphens',
    ],
    // Refused at the edge (plugins/request-text.ts) before the username rule sees it.
    [
      { username: 'ива\u0000н', email: 'a@example.com', password: 'password123' },
      'Request text cannot contain control characters',
    ],
    [
      { username: 'я'.repeat(33), email: 'a@example.com', password: 'password123' },
      'Username must be between 3 and 32 characters',
    ],
    [{ username: 'gooduser', password: 'password123' }, 'Email is required'],
    [{ username: 'gooduser', email: 'not-an-email', password: 'password123' }, 'Please enter a valid email address'],
    [{ username: 'gooduser', email: 'a@example.com' }, 'Password is required'],
    [{ username: 'gooduser', email: 'a@example.com', password: 'short' }, 'Password must be between 8 and 128 characters'],
    [
      { username: 'gooduser', email: 'a@example.com', password: 'x'.repeat(129) },
      'Password must be between 8 and 128 characters',
    ],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('registers a Cyrillic username as typed and keeps it unique in any letter case', async () => {
    const response = await post('/api/auth/register', { username: ' Иван ', email: 'ivan@example.com', password: 'password123' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.username).toBe('Иван');

    const again = await post('/api/auth/register', { username: 'иВАН', email: 'ivan2@example.com', password: 'password123' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Username already exists' });

    for (const username of ['Иван', 'иван', 'ИВАН']) {
      const login = await post('/api/auth/login', { username, password: 'password123' });
      expect(login.statusCode, username).toBe(200);
      expect(login.json().user.username).toBe('Иван');
    }
  });

  it('stores a decomposed "й" as the precomposed letter, so either spelling signs in', async () => {
    const decomposed = 'Андреи\u0306';
    const response = await post('/api/auth/register', {
      username: decomposed,
      email: 'andrey@example.com',
      password: 'password123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.username).toBe('Андрей');
    for (const username of ['андрей', decomposed.toLowerCase()]) {
      expect((await post('/api/auth/login', { username, password: 'password123' })).statusCode, username).toBe(200);
    }
  });

  it.each(['Ivаn', 'ivan_иван'])('refuses %s, which mixes Latin and Cyrillic letters', async (username) => {
    const response = await post('/api/auth/register', { username, email: 'mixed@example.com', password: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Username may not mix Latin and Cyrillic letters' });
  });

  it('refuses a missing body with a 400 error', async () => {
    const response = await post('/api/auth/register');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a username taken in any letter case with 409', async () => {
    await t.registerUser({ username: 'Boris' });
    const response = await post('/api/auth/register', {
      username: 'bORIS',
      email: 'other-boris@example.com',
      password: 'password123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Username already exists' });
  });

  it('refuses an email taken in any letter case with 409', async () => {
    await t.registerUser({ email: 'shared@example.com' });
    const response = await post('/api/auth/register', {
      username: 'someone_new',
      email: 'SHARED@example.com',
      password: 'password123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Email already registered' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the username in any case and answers like register', async () => {
    const user = await t.registerUser({ username: 'Vera_L' });
    const response = await post('/api/auth/login', { username: 'vera_l', password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.any(String),
      user: { id: user.id, username: 'Vera_L', email: user.email, role: 'user' },
      expiresAt: expect.any(String),
    });
    expect(refreshCookieOf(response)).toBeTruthy();
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const user = await t.registerUser();
    const wrong = await post('/api/auth/login', { username: user.username, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { username: 'nobody_here', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: '', password: 'x' }, 'Username is required'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});

describe('GET /api/auth/me', () => {
  it('returns the current user without password material', async () => {
    const user = await t.registerUser();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        username: user.username,
        email: user.email,
        role: 'user',
        avatar: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it('refuses a request without a token with 401 "Access token required"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Access token required' });
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the cookie token and returns a working access token for the token owner', async () => {
    const user = await t.registerUser();
    t.clock.advance(1000);
    const response = await refreshWith(user.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; expiresAt: string; userId: number }>();
    expect(body).toEqual({ accessToken: expect.any(String), expiresAt: expect.any(String), userId: user.id });
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(user.refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.accessToken) });
    expect(me.json().user.id).toBe(user.id);
  });

  it('accepts the token in the body and ignores a userId there', async () => {
    const victim = await t.registerUser();
    const attacker = await t.registerUser();
    const response = await post('/api/auth/refresh', { refreshToken: attacker.refreshToken, userId: victim.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe(attacker.id);
  });

  it('refuses a missing token, an unknown token and an expired token with 401', async () => {
    const missing = await post('/api/auth/refresh');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: 'Refresh token required' });

    const unknown = await refreshWith('not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Invalid refresh token' });

    const user = await t.registerUser();
    t.clock.advance(REFRESH_TOKEN_TTL_MS + 1000);
    const expired = await refreshWith(user.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'Invalid refresh token' });
  });

  // Rotation, the grace window, reuse and parallel refreshes: refresh-rotation.test.ts.

  it('refuses the token of a deleted user', async () => {
    const user = await t.registerUser();
    const { deleteUser } = await import('../users');
    await deleteUser(await t.contextFor(null), user.id);
    expect((await refreshWith(user.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const user = await t.registerUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: user.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === 'refreshToken');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await refreshWith(user.refreshToken)).statusCode).toBe(401);
  });

  it('succeeds without any token (signing out twice is harmless)', async () => {
    const response = await post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
  });
});

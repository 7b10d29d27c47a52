import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../context';
import { ACCESS_LEVELS, systemContext } from '../context';
import { isSessionLive } from '../modules/auth';
import { deleteUser, findUser, setUserRole } from '../modules/users';
import type { TestApp, TestUser } from '../test';
import { bearer, createTestApp } from '../test';
import type { RouteAccessEntry } from './auth';
import { authPlugin, isApiPath, requireUser } from './auth';
import { errorsPlugin } from './errors';

let t: TestApp;
const system = () => systemContext(t.db, t.clock);
/** A bare app with the auth plugin and one probe route per access level, on t's database and keys. */
let probe: FastifyInstance;

const pluginOptions = () => ({
  accessTokens: t.app.accessTokens,
  loadUser: (id: number) => findUser(system(), id),
  isSessionLive: (sessionId: string) => isSessionLive(system(), t.app.sessionRevocations, sessionId),
});

async function buildProbeApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(authPlugin, pluginOptions());
  for (const access of ACCESS_LEVELS) {
    app.get(`/api/probe/${access}`, { config: { access } }, async (request) => ({
      userId: access === 'anonymous' ? (request.user?.id ?? null) : requireUser(request).id,
    }));
  }
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  probe = await buildProbeApp();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => probe.inject({ method: 'GET', url, headers });
const secretKey = () => new TextEncoder().encode(t.config.jwtSecret);

/** A token exactly like ours, with parts overridable, signed with `key` and `alg`. */
async function forge(
  user: TestUser,
  options: { key?: Uint8Array; alg?: string; iss?: string; aud?: string; typ?: string | null; expSeconds?: number } = {},
): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const header =
    options.typ === null ? { alg: options.alg ?? 'HS256' } : { alg: options.alg ?? 'HS256', typ: options.typ ?? 'JWT' };
  return new SignJWT({ id: user.id, username: user.username, role: 'admin' })
    .setProtectedHeader(header)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expSeconds ?? 900))
    .setIssuer(options.iss ?? 'slovo')
    .setAudience(options.aud ?? 'slovo-web')
    .sign(options.key ?? secretKey());
}

describe('access levels', () => {
  it('lets anyone call an anonymous route and loads the user when a valid token comes along', async () => {
    const user = await t.registerUser();
    expect((await get('/api/probe/anonymous')).json()).toEqual({ userId: null });
    expect((await get('/api/probe/anonymous', bearer(user.token))).json()).toEqual({ userId: user.id });
    // A bad token on a public route is treated as no token, not as an error.
    const bad = await get('/api/probe/anonymous', bearer('garbage'));
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ userId: null });
  });

  it('refuses a user route without a token (401 Access token required) and with a bad one (401 Invalid token)', async () => {
    const none = await get('/api/probe/user');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Access token required' });
    const bad = await get('/api/probe/user', bearer('not.a.jwt'));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'Invalid token' });
    const wrongScheme = await get('/api/probe/user', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(wrongScheme.statusCode).toBe(401);
    expect(wrongScheme.json()).toEqual({ error: 'Invalid token' });
  });

  it('lets a user call a user route', async () => {
    const user = await t.registerUser();
    const response = await get('/api/probe/user', bearer(user.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: user.id });
  });

  it('refuses an admin route to a user (403), anonymous (401), and admits an admin', async () => {
    const user = await t.registerUser();
    const admin = await t.createAdmin();
    const asUser = await get('/api/probe/admin', bearer(user.token));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ error: 'Admin access required' });
    const anonymous = await get('/api/probe/admin');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Access token required' });
    const asAdmin = await get('/api/probe/admin', bearer(admin.token));
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ userId: admin.id });
  });
});

describe('the user is loaded from the database on every request', () => {
  it('makes a role change effective at once, without a new token', async () => {
    const user = await t.registerUser();
    expect((await get('/api/probe/admin', bearer(user.token))).statusCode).toBe(403);
    await setUserRole(system(), user.id, 'admin');
    expect((await get('/api/probe/admin', bearer(user.token))).statusCode).toBe(200);
    await setUserRole(system(), user.id, 'user');
    expect((await get('/api/probe/admin', bearer(user.token))).statusCode).toBe(403);
  });

  it('refuses the still-unexpired token of a deleted user with 401', async () => {
    const user = await t.registerUser();
    await deleteUser(system(), user.id);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid token' });
  });
});

describe('token forgery is refused with 401 Invalid token', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await t.registerUser();
  });

  const expectInvalid = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid token' });
  };

  it('accepts a correctly forged control token (so the cases below fail for their one difference)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(await forge(user)) });
    expect(response.statusCode).toBe(200);
    // The role comes from the database, never from the token's claims.
    expect(response.json().user.role).toBe('user');
  });

  it('tampered signature', async () => {
    const [header, payload, signature = ''] = user.token.split('.');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    await expectInvalid(`${header}.${payload}.${flipped}`);
  });

  it('tampered payload with the original signature', async () => {
    const [header, , signature] = user.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ id: user.id, username: user.username, role: 'admin', exp: 9_999_999_999 }),
    ).toString('base64url');
    await expectInvalid(`${header}.${payload}.${signature}`);
  });

  it('alg: none', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const unsecured = new UnsecuredJWT({ id: user.id, username: user.username, role: 'user' })
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .setIssuer('slovo')
      .setAudience('slovo-web')
      .encode();
    await expectInvalid(unsecured);
  });

  it('another HMAC algorithm with the right secret (algorithm pinned to HS256)', async () => {
    await expectInvalid(await forge(user, { alg: 'HS512' }));
  });

  it('expired', async () => {
    const token = user.token;
    t.clock.advance(15 * 60 * 1000 + 1000);
    try {
      await expectInvalid(token);
    } finally {
      t.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('signed with another secret', async () => {
    await expectInvalid(await forge(user, { key: new TextEncoder().encode('another-secret-another-secret-another') }));
  });

  it('wrong issuer', async () => {
    await expectInvalid(await forge(user, { iss: 'evil' }));
  });

  it('wrong audience', async () => {
    await expectInvalid(await forge(user, { aud: 'someone-else' }));
  });

  it('missing typ header', async () => {
    await expectInvalid(await forge(user, { typ: null }));
  });
});

describe('deny by default', () => {
  /**
   * Every /api route with its access, exactly: a new route fails this test until it is added here,
   * so who may call it is decided on purpose. Fastify adds a HEAD route beside every GET.
   */
  const EXPECTED_API_ROUTES: ReadonlyArray<readonly [method: string, url: string, access: Access]> = [
    ['GET', '/api/health', 'anonymous'],
    ['HEAD', '/api/health', 'anonymous'],
    ['GET', '/api/config', 'anonymous'],
    ['HEAD', '/api/config', 'anonymous'],
    ['GET', '/api/openapi.json', 'anonymous'],
    ['HEAD', '/api/openapi.json', 'anonymous'],
    ['GET', '/api/docs', 'anonymous'],
    ['HEAD', '/api/docs', 'anonymous'],
    ['GET', '/api/docs.css', 'anonymous'],
    ['HEAD', '/api/docs.css', 'anonymous'],
    ['POST', '/api/auth/register', 'anonymous'],
    ['POST', '/api/auth/login', 'anonymous'],
    ['POST', '/api/auth/refresh', 'anonymous'],
    ['POST', '/api/auth/logout', 'anonymous'],
    ['POST', '/api/auth/logout-everywhere', 'user'],
    ['GET', '/api/auth/me', 'user'],
    ['HEAD', '/api/auth/me', 'user'],
    ['GET', '/api/auth/sessions', 'user'],
    ['HEAD', '/api/auth/sessions', 'user'],
    ['GET', '/api/user/profile', 'user'],
    ['HEAD', '/api/user/profile', 'user'],
    ['GET', '/api/vocabulary/categories', 'anonymous'],
    ['HEAD', '/api/vocabulary/categories', 'anonymous'],
    ['GET', '/api/vocabulary/categories/lightweight', 'anonymous'],
    ['HEAD', '/api/vocabulary/categories/lightweight', 'anonymous'],
    ['GET', '/api/vocabulary/categories/with-tags', 'anonymous'],
    ['HEAD', '/api/vocabulary/categories/with-tags', 'anonymous'],
    ['GET', '/api/vocabulary/category/:name', 'anonymous'],
    ['HEAD', '/api/vocabulary/category/:name', 'anonymous'],
    ['GET', '/api/vocabulary/search', 'anonymous'],
    ['HEAD', '/api/vocabulary/search', 'anonymous'],
    ['GET', '/api/vocabulary/user', 'user'],
    ['HEAD', '/api/vocabulary/user', 'user'],
    ['HEAD', '/api/vocabulary/user/', 'user'],
    ['GET', '/api/vocabulary/user/categories', 'user'],
    ['HEAD', '/api/vocabulary/user/categories', 'user'],
    ['POST', '/api/vocabulary/user/categories', 'user'],
    ['PUT', '/api/vocabulary/user/categories/:id', 'user'],
    ['DELETE', '/api/vocabulary/user/categories/:id', 'user'],
    ['PUT', '/api/vocabulary/user/categories/:id/privacy', 'user'],
    ['POST', '/api/vocabulary/user/words', 'user'],
    ['POST', '/api/vocabulary/user/words/batch', 'user'],
    ['POST', '/api/vocabulary/user/categories/:id/import', 'user'],
    ['POST', '/api/vocabulary/user/import/apkg', 'user'],
    ['POST', '/api/vocabulary/user/import/anki-text', 'user'],
    ['GET', '/api/vocabulary/user/categories/:id/export', 'user'],
    ['HEAD', '/api/vocabulary/user/categories/:id/export', 'user'],
    ['PUT', '/api/vocabulary/user/words/:id', 'user'],
    ['DELETE', '/api/vocabulary/user/words/:id', 'user'],
    ['PUT', '/api/vocabulary/user/words/:id/:kind', 'user'],
    ['DELETE', '/api/vocabulary/user/words/:id/:kind', 'user'],
    // Classes (issue 35): who does what inside a class is the service's rule.
    ['GET', '/api/classes', 'user'],
    ['HEAD', '/api/classes', 'user'],
    ['HEAD', '/api/classes/', 'user'],
    ['POST', '/api/classes', 'user'],
    ['GET', '/api/classes/assignments', 'user'],
    ['HEAD', '/api/classes/assignments', 'user'],
    ['POST', '/api/classes/join', 'user'],
    ['GET', '/api/classes/invite/:code', 'anonymous'],
    ['HEAD', '/api/classes/invite/:code', 'anonymous'],
    ['GET', '/api/classes/:id', 'user'],
    ['HEAD', '/api/classes/:id', 'user'],
    ['PATCH', '/api/classes/:id', 'user'],
    ['DELETE', '/api/classes/:id', 'user'],
    ['PUT', '/api/classes/:id/invite', 'user'],
    ['POST', '/api/classes/:id/invite/rotate', 'user'],
    ['DELETE', '/api/classes/:id/members/:userId', 'user'],
    ['POST', '/api/classes/:id/teachers', 'user'],
    ['DELETE', '/api/classes/:id/teachers/:userId', 'user'],
    ['POST', '/api/classes/:id/assignments', 'user'],
    ['PATCH', '/api/classes/:id/assignments/:assignmentId', 'user'],
    ['DELETE', '/api/classes/:id/assignments/:assignmentId', 'user'],
    ['GET', '/api/classes/:id/progress', 'user'],
    ['HEAD', '/api/classes/:id/progress', 'user'],
    ['GET', '/api/classes/:id/progress.csv', 'user'],
    ['HEAD', '/api/classes/:id/progress.csv', 'user'],
    ['GET', '/api/admin/classes', 'admin'],
    ['HEAD', '/api/admin/classes', 'admin'],
    ['HEAD', '/api/admin/classes/', 'admin'],
    // A word's picture or sound, to whoever may see a word that uses it.
    ['GET', '/api/media/:hash', 'anonymous'],
    ['HEAD', '/api/media/:hash', 'anonymous'],
    // The admin vocabulary editor.
    ['POST', '/api/vocabulary/categories', 'admin'],
    ['DELETE', '/api/vocabulary/categories/:name', 'admin'],
    ['POST', '/api/vocabulary/words', 'admin'],
    ['PUT', '/api/vocabulary/words/:id', 'admin'],
    ['DELETE', '/api/vocabulary/words/:id', 'admin'],
    ['PUT', '/api/vocabulary/words/:id/:kind', 'admin'],
    ['DELETE', '/api/vocabulary/words/:id/:kind', 'admin'],
    ['PUT', '/api/vocabulary-admin/categories/:nameOrId', 'admin'],
    ['PUT', '/api/vocabulary-admin/categories/:id/approved', 'admin'],
    ['POST', '/api/vocabulary-admin/cache/clear', 'admin'],
    ['POST', '/api/vocabulary-admin/import', 'admin'],
    ['GET', '/api/vocabulary-admin/export', 'admin'],
    ['HEAD', '/api/vocabulary-admin/export', 'admin'],
    // The tag list is as public as the category lists it filters; changing tags is for owners and admins.
    ['GET', '/api/tags', 'anonymous'],
    ['HEAD', '/api/tags', 'anonymous'],
    ['HEAD', '/api/tags/', 'anonymous'],
    ['POST', '/api/tags/categories/:categoryId/tags', 'user'],
    ['DELETE', '/api/tags/categories/:categoryId/tags', 'user'],
    ['POST', '/api/tags/categories', 'anonymous'],
    ['POST', '/api/tags', 'admin'],
    ['PUT', '/api/tags/:id', 'admin'],
    ['DELETE', '/api/tags/:id', 'admin'],
    ['POST', '/api/learning-session/start', 'user'],
    ['GET', '/api/learning-session', 'user'],
    ['HEAD', '/api/learning-session', 'user'],
    ['HEAD', '/api/learning-session/', 'user'],
    ['POST', '/api/learning-session/continue', 'user'],
    ['POST', '/api/learning-session/next-batch', 'user'],
    ['DELETE', '/api/learning-session', 'user'],
    ['GET', '/api/progress', 'user'],
    ['HEAD', '/api/progress', 'user'],
    ['HEAD', '/api/progress/', 'user'],
    ['POST', '/api/progress/merge', 'user'],
    ['PUT', '/api/progress/:gameId', 'user'],
    ['POST', '/api/reviews', 'user'],
    ['GET', '/api/reviews/due', 'user'],
    ['HEAD', '/api/reviews/due', 'user'],
    ['GET', '/api/reviews/mistakes', 'user'],
    ['HEAD', '/api/reviews/mistakes', 'user'],
    ['GET', '/api/reviews/queue', 'user'],
    ['HEAD', '/api/reviews/queue', 'user'],
    ['GET', '/api/reviews/summary', 'user'],
    ['HEAD', '/api/reviews/summary', 'user'],
    ['GET', '/api/reviews/settings', 'user'],
    ['HEAD', '/api/reviews/settings', 'user'],
    ['PUT', '/api/reviews/settings', 'user'],
    ['GET', '/api/reviews/history.csv', 'user'],
    ['HEAD', '/api/reviews/history.csv', 'user'],
    ['GET', '/api/stats', 'user'],
    ['HEAD', '/api/stats', 'user'],
    ['HEAD', '/api/stats/', 'user'],
    ['GET', '/api/admin/users', 'admin'],
    ['HEAD', '/api/admin/users', 'admin'],
    ['PUT', '/api/admin/users/:id/role', 'admin'],
    ['POST', '/api/admin/users/:id/reset-password', 'admin'],
    ['POST', '/api/admin/users/:id/logout-everywhere', 'admin'],
    ['DELETE', '/api/admin/users/:id', 'admin'],
    ['GET', '/api/admin/audit-log', 'admin'],
    ['HEAD', '/api/admin/audit-log', 'admin'],
  ];

  it('registers exactly the expected /api routes, each with its expected access', () => {
    type Row = Pick<RouteAccessEntry, 'method' | 'url' | 'access'>;
    const byRoute = (a: Row, b: Row) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method);
    const actual = t.app.routeTable
      .filter((route) => isApiPath(route.url))
      .map(({ method, url, access }) => ({ method, url, access }))
      .sort(byRoute);
    const expected = EXPECTED_API_ROUTES.map(([method, url, access]) => ({ method, url, access })).sort(byRoute);
    expect(actual).toEqual(expected);
  });

  it('refuses to start when an /api route has no access declaration', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin, pluginOptions());
    app.register(async (child) => {
      child.get('/api/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten declares no access/);
    await app.close().catch(() => undefined);
  });
});

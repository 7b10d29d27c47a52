import { ADMIN_USERS_MESSAGES as M, adminUsersResponseSchema, auditLogResponseSchema } from '@slovo/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp, TestRequestMethod, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestPlayRecords, expectError, refreshCookieOf } from '../../test';

/** /api/admin: the user list, role changes, password resets, deletions and the audit log. */

const ROUTES: ReadonlyArray<{ method: TestRequestMethod; url: (id: number) => string; payload?: unknown }> = [
  { method: 'GET', url: () => '/api/admin/users' },
  { method: 'PUT', url: (id) => `/api/admin/users/${id}/role`, payload: { role: 'admin' } },
  { method: 'POST', url: (id) => `/api/admin/users/${id}/reset-password`, payload: { newPassword: 'a new password' } },
  { method: 'POST', url: (id) => `/api/admin/users/${id}/logout-everywhere` },
  { method: 'DELETE', url: (id) => `/api/admin/users/${id}` },
  { method: 'GET', url: () => '/api/admin/audit-log' },
];

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin({ username: 'chief', email: 'chief@slovo.test' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '', user: TestUser = admin) => {
  const response = await t.request('GET', `/api/admin/users${query}`, { user });
  expect(response.statusCode).toBe(200);
  return adminUsersResponseSchema.parse(response.json());
};
const auditLog = async () =>
  auditLogResponseSchema.parse((await t.request('GET', '/api/admin/audit-log', { user: admin })).json()).entries;
const setRole = (id: number, role: unknown, user: TestUser = admin) =>
  t.request('PUT', `/api/admin/users/${id}/role`, { user, payload: { role } });
const login = (username: string, password: string) => t.request('POST', '/api/auth/login', { payload: { username, password } });

describe('who may call /api/admin', () => {
  it.each(ROUTES)('$method $url: 401 anonymous, 403 for a learner, and the learner is not changed', async (route) => {
    const learner = await t.registerUser();
    const anonymous = await t.request(route.method, route.url(learner.id), { payload: route.payload });
    expectError(anonymous, 401, 'Access token required');
    const asLearner = await t.request(route.method, route.url(learner.id), { user: learner, payload: route.payload });
    expectError(asLearner, 403, 'Admin access required');
    expect((await login(learner.username, learner.password)).json().user).toMatchObject({ id: learner.id, role: 'user' });
    // Still signed in: no refusal ended a session.
    expect((await t.request('GET', '/api/auth/me', { user: learner })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    alice = await t.registerUser({ username: 'Alice_Lidell', email: 'alice@wonder.example' });
    bob = await t.registerUser({ username: 'bob.builder', email: 'Bob@Site.example' });
  });

  it('lists accounts newest first with id, username, email, role and date, and never password material', async () => {
    const page = await list('?limit=100');
    expect(page.users.length).toBe(page.total);
    expect(page.users.map((user) => user.id)).toEqual([...page.users.map((user) => user.id)].sort((a, b) => b - a));
    expect(page.users.find((user) => user.id === alice.id)).toEqual({
      id: alice.id,
      username: 'Alice_Lidell',
      email: 'alice@wonder.example',
      role: 'user',
      created_at: expect.any(String),
      sessions: 1,
    });
    expect(JSON.stringify(page)).not.toMatch(/argon2|password/i);
  });

  it('searches usernames and emails anywhere from 3 characters, ignoring case', async () => {
    expect((await list('?search=LIDE')).users.map((user) => user.id)).toEqual([alice.id]);
    expect((await list('?search=site.EXA')).users.map((user) => user.id)).toEqual([bob.id]);
    expect((await list('?search=%20%20wonder%20')).users.map((user) => user.id)).toEqual([alice.id]);
    expect((await list('?search=nobody-has-this')).users).toEqual([]);
  });

  it('matches the start of usernames and emails for 1 or 2 characters', async () => {
    const ids = (await list('?search=bo&limit=100')).users.map((user) => user.id);
    expect(ids).toContain(bob.id);
    expect(ids).not.toContain(alice.id);
    // "ob" is inside bob's name but at the start of nothing.
    expect((await list('?search=ob&limit=100')).users.map((user) => user.id)).not.toContain(bob.id);
  });

  it('finds every account of a role by the start of its name', async () => {
    const admins = await list('?search=adm&limit=100');
    expect(admins.users.map((user) => user.id)).toEqual([admin.id]);
    const learners = await list('?search=USER&limit=100');
    expect(learners.users.every((user) => user.role === 'user')).toBe(true);
    expect(learners.filtered).toBe(learners.total - 1);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await list('?search=%25%25%25')).users).toEqual([]);
    expect((await list('?search=___')).users).toEqual([]);
  });

  it('pages with Total, Filtered and the page count', async () => {
    const everyone = await list('?limit=100');
    const first = await list('?limit=10&page=1');
    expect(first).toMatchObject({ total: everyone.total, filtered: everyone.total, page: 1, limit: 10 });
    expect(first.totalPages).toBe(Math.ceil(everyone.total / 10));
    expect(first.users.map((user) => user.id)).toEqual(everyone.users.slice(0, 10).map((user) => user.id));
    const beyond = await list(`?limit=10&page=${first.totalPages + 1}`);
    expect(beyond.users).toEqual([]);
    const searched = await list('?search=bob.b&limit=10&_t=1732400000000');
    expect(searched).toMatchObject({ total: everyone.total, filtered: 1, totalPages: 1 });
  });

  it.each([
    ['?limit=7', M.limitInvalid],
    ['?limit=abc', M.limitInvalid],
    ['?page=0', M.pageInvalid],
    ['?page=1.5', M.pageInvalid],
    [`?search=${'x'.repeat(255)}`, M.searchTooLong],
  ])('refuses %s with a clear 400', async (query, error) => {
    expectError(await t.request('GET', `/api/admin/users${query}`, { user: admin }), 400, error);
  });
});

describe('GET /api/admin/users with many accounts', () => {
  let many: TestApp;
  let chief: TestUser;
  const COUNT = 1_205;

  beforeAll(async () => {
    many = await createTestApp();
    chief = await many.createAdmin();
    const start = Date.UTC(2024, 0, 1);
    const rows = Array.from({ length: COUNT }, (_, index) => {
      const name = `member${String(index).padStart(4, '0')}`;
      const at = new Date(start + index * 60_000).toISOString();
      return {
        username: name,
        username_key: name,
        email: `${name}@many.example`,
        email_key: `${name}@many.example`,
        password_hash: 'not-a-hash',
        role: 'user' as const,
        avatar: null,
        created_at: at,
        updated_at: at,
      };
    });
    for (let index = 0; index < rows.length; index += 400) {
      await many.db
        .insertInto('users')
        .values(rows.slice(index, index + 400))
        .execute();
    }
  });
  afterAll(async () => {
    await many?.close();
  });

  const page = async (query: string) => {
    const response = await many.request('GET', `/api/admin/users${query}`, { user: chief });
    expect(response.statusCode).toBe(200);
    return adminUsersResponseSchema.parse(response.json());
  };

  it('counts Total from the role counts, in step with every insert, role change and delete', async () => {
    const counted = async () =>
      Number(
        (
          await many.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect((await page('')).total).toBe(await counted());
    const extra = await many.registerUser();
    await many.request('PUT', `/api/admin/users/${extra.id}/role`, { user: chief, payload: { role: 'admin' } });
    expect((await page('?search=admin')).filtered).toBe(2);
    await many.request('DELETE', `/api/admin/users/${extra.id}`, { user: chief });
    expect((await page('')).total).toBe(await counted());
    expect((await page('?search=admin')).filtered).toBe(1);
  });

  it('counts a search’s matches up to 1,000, says when there are more, and ends its pages there', async () => {
    const common = await page('?search=many.example&limit=20');
    expect(common).toMatchObject({ filtered: 1000, filteredCapped: true, totalPages: 50 });
    expect(common.users.map((user) => user.username)).toEqual(
      Array.from({ length: 20 }, (_, index) => `member${String(COUNT - 1 - index).padStart(4, '0')}`),
    );
    expect((await page('?search=many.example&limit=20&page=51')).users).toEqual([]);
    expect(await page('?search=member12&limit=20')).toMatchObject({ filtered: 5, filteredCapped: false, totalPages: 1 });
    expect((await page('?search=m&limit=10')).filteredCapped).toBe(true);
  });

  it('gives every page of the newest-first (registration) order, the older half included', async () => {
    const everyone = await many.db.selectFrom('users').select('username').orderBy('id', 'desc').execute();
    const expected = everyone.map((row) => row.username);
    for (const number of [1, 2, 7, 12, 13]) {
      const { users } = await page(`?limit=100&page=${number}`);
      expect({ number, users: users.map((user) => user.username) }).toEqual({
        number,
        users: expected.slice((number - 1) * 100, number * 100),
      });
    }
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('promotes a learner (role trimmed): their tokens from before answer 401, a refresh brings admin rights, and the log says who did it', async () => {
    const learner = await t.registerUser();
    expectError(await t.request('GET', '/api/admin/users', { user: learner }), 403, 'Admin access required');
    const refreshed = async (refreshToken: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken } });
      expect(response.statusCode).toBe(200);
      return { token: response.json<{ accessToken: string }>().accessToken, refreshToken: refreshCookieOf(response) ?? '' };
    };

    const response = await setRole(learner.id, '  admin ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'User role updated successfully',
      user: { id: learner.id, username: learner.username, email: learner.email, role: 'admin', created_at: expect.any(String) },
    });
    // The access token issued while they were a learner is dead; the one a refresh gives works.
    expectError(await t.request('GET', '/api/admin/users', { user: learner }), 401, 'Invalid token');
    const promoted = await refreshed(learner.refreshToken);
    expect((await t.request('GET', '/api/admin/users', { user: promoted })).statusCode).toBe(200);
    expect((await auditLog())[0]).toMatchObject({
      action: 'role_changed',
      actor_id: admin.id,
      actor_username: 'chief',
      target_id: learner.id,
      target_username: learner.username,
      from_role: 'user',
      to_role: 'admin',
    });

    expect((await setRole(learner.id, 'user')).statusCode).toBe(200);
    expectError(await t.request('GET', '/api/admin/users', { user: promoted }), 401, 'Invalid token');
    const demoted = await refreshed(promoted.refreshToken);
    expectError(await t.request('GET', '/api/admin/users', { user: demoted }), 403, 'Admin access required');
  });

  it('answers a change to the role the user already has without logging anything', async () => {
    const learner = await t.registerUser();
    const before = (await auditLog()).length;
    expect((await setRole(learner.id, 'user')).json()).toMatchObject({ message: M.roleUpdated, user: { role: 'user' } });
    expect((await auditLog()).length).toBe(before);
  });

  it.each([['moderator'], ['ADMIN'], [''], [42], [null]])('refuses role %j with 400', async (role) => {
    const learner = await t.registerUser();
    expectError(await setRole(learner.id, role), 400, M.roleInvalid);
  });

  it('refuses a missing body, a bad id and an unknown user', async () => {
    expectError(await t.request('PUT', `/api/admin/users/${admin.id}/role`, { user: admin, payload: {} }), 400, M.roleInvalid);
    expectError(await setRole(0, 'admin'), 400, M.userIdInvalid);
    expectError(
      await t.request('PUT', '/api/admin/users/abc/role', { user: admin, payload: { role: 'user' } }),
      400,
      M.userIdInvalid,
    );
    expectError(await setRole(2_000_000_000, 'admin'), 404, M.userNotFound);
  });

  it('refuses to let an admin change their own role while another admin exists', async () => {
    const second = await t.createAdmin();
    expectError(await setRole(second.id, 'user', second), 409, M.cannotChangeOwnRole);
    expect((await setRole(second.id, 'user')).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/{id}/reset-password', () => {
  it('sets a new password: the old one fails, the new one works, every refresh token is revoked, and it is logged', async () => {
    const learner = await t.registerUser({ password: 'the old password' });
    const response = await t.request('POST', `/api/admin/users/${learner.id}/reset-password`, {
      user: admin,
      payload: { newPassword: 'the new password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successfully' });

    expect((await login(learner.username, 'the old password')).statusCode).toBe(401);
    expect((await login(learner.username, 'the new password')).statusCode).toBe(200);
    const refresh = await t.request('POST', '/api/auth/refresh', { payload: { refreshToken: learner.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const stored = await t.db.selectFrom('users').select('password_hash').where('id', '=', learner.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect((await auditLog())[0]).toMatchObject({ action: 'password_reset', target_id: learner.id, actor_id: admin.id });
  });

  it.each([
    [{ newPassword: 'short' }, 'Password must be between 8 and 128 characters'],
    [{ newPassword: 'x'.repeat(129) }, 'Password must be between 8 and 128 characters'],
    [{}, 'Password is required'],
  ])('refuses %j with the registration’s message and changes nothing', async (payload, error) => {
    const learner = await t.registerUser({ password: 'unchanged password' });
    expectError(await t.request('POST', `/api/admin/users/${learner.id}/reset-password`, { user: admin, payload }), 400, error);
    expect((await login(learner.username, 'unchanged password')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.request('POST', '/api/admin/users/2000000000/reset-password', {
      user: admin,
      payload: { newPassword: 'a new password' },
    });
    expectError(response, 404, M.userNotFound);
  });
});

describe('POST /api/admin/users/{id}/logout-everywhere', () => {
  const signOutEverywhere = (id: number | string, user: TestUser = admin) =>
    t.request('POST', `/api/admin/users/${id}/logout-everywhere`, { user });
  const sessionsOf = async (user: TestUser) =>
    (await list(`?search=${encodeURIComponent(user.username)}`)).users.find((row) => row.id === user.id)?.sessions;

  it('ends every session of the user at once — access and refresh tokens — and logs who did it', async () => {
    const learner = await t.registerUser();
    const laptop = await login(learner.username, learner.password);
    const laptopToken = laptop.json<{ token: string }>().token;
    expect(await sessionsOf(learner)).toBe(2);

    const response = await signOutEverywhere(learner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.signedOutEverywhere });

    for (const token of [learner.token, laptopToken]) {
      expectError(await t.request('GET', '/api/auth/me', { user: { token } }), 401, 'Invalid token');
    }
    for (const refreshToken of [learner.refreshToken, refreshCookieOf(laptop)]) {
      expect((await t.request('POST', '/api/auth/refresh', { payload: { refreshToken } })).statusCode).toBe(401);
    }
    expect(await sessionsOf(learner)).toBe(0);
    expect((await auditLog())[0]).toMatchObject({
      action: 'signed_out_everywhere',
      actor_id: admin.id,
      actor_username: admin.username,
      target_id: learner.id,
      target_username: learner.username,
      from_role: null,
      to_role: null,
    });
    // The password still works: the learner just signs in again.
    expect((await login(learner.username, learner.password)).statusCode).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { user: admin })).statusCode).toBe(200);
  });

  it('refuses a bad id (400) and an unknown user (404), logging nothing', async () => {
    const before = (await auditLog()).length;
    expectError(await signOutEverywhere('abc'), 400, M.userIdInvalid);
    expectError(await signOutEverywhere(0), 400, M.userIdInvalid);
    expectError(await signOutEverywhere(2_000_000_000), 404, M.userNotFound);
    expect((await auditLog()).length).toBe(before);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the account and everything it owns in one go; their session ends; the log keeps their name', async () => {
    const learner = await t.registerUser();
    const category = await createTestCategory(t.db, { name: `own-${learner.id}`, user_id: learner.id, words: 3 });
    await createTestPlayRecords(t.db, { userId: learner.id, categoryId: category.id });

    const response = await t.request('DELETE', `/api/admin/users/${learner.id}`, { user: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });

    expectError(await t.request('GET', '/api/user/profile', { user: learner }), 401, 'Invalid token');
    expect((await t.request('POST', '/api/auth/refresh', { payload: { refreshToken: learner.refreshToken } })).statusCode).toBe(
      401,
    );
    for (const table of ['categories', 'learning_sessions', 'game_progress', 'refresh_tokens'] as const) {
      const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', learner.id).execute();
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    expect(await t.db.selectFrom('words').select('id').where('category_id', '=', category.id).execute()).toEqual([]);
    expect((await auditLog())[0]).toMatchObject({
      action: 'user_deleted',
      target_id: learner.id,
      target_username: learner.username,
    });
    expectError(await t.request('DELETE', `/api/admin/users/${learner.id}`, { user: admin }), 404, M.userNotFound);
  });

  it('keeps the name of an admin who acted after their own account is deleted', async () => {
    const second = await t.createAdmin();
    const learner = await t.registerUser();
    expect((await setRole(learner.id, 'admin', second)).statusCode).toBe(200);
    expect((await t.request('DELETE', `/api/admin/users/${second.id}`, { user: admin })).statusCode).toBe(200);
    const entry = (await auditLog()).find(
      (candidate) => candidate.target_id === learner.id && candidate.action === 'role_changed',
    );
    expect(entry).toMatchObject({ actor_id: null, actor_username: second.username });
    expect((await setRole(learner.id, 'user')).statusCode).toBe(200);
  });

  it('refuses to let an admin delete their own account while another admin exists', async () => {
    const second = await t.createAdmin();
    expectError(await t.request('DELETE', `/api/admin/users/${second.id}`, { user: second }), 409, M.cannotDeleteSelf);
    expect((await t.request('DELETE', `/api/admin/users/${second.id}`, { user: admin })).statusCode).toBe(200);
  });
});

describe('the last admin', () => {
  let solo: TestApp;
  let only: TestUser;

  beforeEach(async () => {
    await solo?.close();
    solo = await createTestApp();
    only = await solo.createAdmin();
  });
  afterAll(async () => {
    await solo?.close();
  });

  it('can be neither demoted nor deleted', async () => {
    expectError(
      await solo.request('PUT', `/api/admin/users/${only.id}/role`, { user: only, payload: { role: 'user' } }),
      409,
      M.lastAdminDemote,
    );
    expectError(await solo.request('DELETE', `/api/admin/users/${only.id}`, { user: only }), 409, M.lastAdminDelete);
    expect((await solo.request('GET', '/api/admin/users', { user: only })).statusCode).toBe(200);
  });

  it('remains when two admins demote each other at the same moment', async () => {
    const other = await solo.createAdmin();
    const answers = await Promise.all([
      solo.request('PUT', `/api/admin/users/${other.id}/role`, { user: only, payload: { role: 'user' } }),
      solo.request('PUT', `/api/admin/users/${only.id}/role`, { user: other, payload: { role: 'user' } }),
    ]);
    // The one refused was either demoted under the lock (403) or, its token issued before its demotion, refused (401).
    const [accepted, refused] = answers.map((answer) => answer.statusCode).sort();
    expect(accepted).toBe(200);
    expect([401, 403]).toContain(refused);
    const admins = await solo.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('remains when two admins delete each other at the same moment', async () => {
    const other = await solo.createAdmin();
    const answers = await Promise.all([
      solo.request('DELETE', `/api/admin/users/${other.id}`, { user: only }),
      solo.request('DELETE', `/api/admin/users/${only.id}`, { user: other }),
    ]);
    // The one refused was either demoted under the lock (403) or, deleted already, signed out (401).
    const [accepted, refused] = answers.map((answer) => answer.statusCode).sort();
    expect(accepted).toBe(200);
    expect([401, 403]).toContain(refused);
    const admins = await solo.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('gives the newest entries first, at most `limit`, and refuses a bad limit', async () => {
    const learner = await t.registerUser();
    await setRole(learner.id, 'admin');
    await setRole(learner.id, 'user');
    const entries = auditLogResponseSchema.parse(
      (await t.request('GET', '/api/admin/audit-log?limit=2', { user: admin })).json(),
    ).entries;
    expect(entries.map((entry) => [entry.target_id, entry.to_role])).toEqual([
      [learner.id, 'user'],
      [learner.id, 'admin'],
    ]);
    expectError(await t.request('GET', '/api/admin/audit-log?limit=0', { user: admin }), 400, M.auditLimitInvalid);
    expectError(await t.request('GET', '/api/admin/audit-log?limit=101', { user: admin }), 400, M.auditLimitInvalid);
  });
});

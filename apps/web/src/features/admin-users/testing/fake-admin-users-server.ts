/**
 * Test-only: a small in-memory stand-in for the admin user routes (list with search and pages,
 * role, reset password, sign out everywhere, delete, audit log), installed as the fetch stub's handler. Answers and
 * messages follow packages/shared/src/schemas/admin-users.ts and ADMIN_USERS_MESSAGES. It keeps
 * state across calls, so a write is seen by the next read; tests can replace or hold any answer.
 */
import {
  ADMIN_USER_COUNT_CAP,
  ADMIN_USER_SUBSTRING_MIN_LENGTH,
  ADMIN_USERS_MESSAGES,
  ROLES,
  type AdminUserListItem,
  type AuditLogEntry,
  type Role,
} from '@slovo/shared';
import type { RecordedCall, StubAnswer } from '@/test/fetch-stub';
import { stubFakeServer } from '@/test/fake-server';

/** The account the tests sign in with (signIn({ role: 'admin', id: '1', username: 'admin' })). */
export const ADMIN = { id: 1, username: 'admin' } as const;

export interface FakeUserInput {
  id: number;
  username: string;
  email?: string;
  role?: Role;
  created_at?: string;
  /** Live sessions (devices signed in); 1 by default. */
  sessions?: number;
}

export interface FakeAdminUsersServerOptions {
  /** Besides the signed-in admin (id 1). */
  users?: FakeUserInput[];
  audit?: AuditLogEntry[];
}

/** e.g. makeUsers(25) → user01 … user25, ids 2 … 26. */
export function makeUsers(count: number, stem = 'user'): FakeUserInput[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 2, username: `${stem}${String(i + 1).padStart(2, '0')}` }));
}

const notFound = { status: 404, body: { error: ADMIN_USERS_MESSAGES.userNotFound } };

export function fakeAdminUsersServer(options: FakeAdminUsersServerOptions = {}) {
  const users: AdminUserListItem[] = [
    {
      id: ADMIN.id,
      username: ADMIN.username,
      email: 'admin@example.com',
      role: 'admin',
      created_at: '2024-01-01T00:00:00.000Z',
      sessions: 1,
    },
    ...(options.users ?? []).map((input) => ({
      id: input.id,
      username: input.username,
      email: input.email ?? `${input.username}@example.com`,
      role: input.role ?? ('user' as const),
      created_at: input.created_at ?? new Date(Date.UTC(2024, 1, input.id)).toISOString(),
      sessions: input.sessions ?? 1,
    })),
  ];
  const audit: AuditLogEntry[] = [...(options.audit ?? [])];
  let nextAuditId = audit.length + 1;
  /** How many more calls an override answers, for those given a count. */

  const record = (entry: Omit<AuditLogEntry, 'id' | 'actor_id' | 'actor_username' | 'created_at'>) => {
    audit.unshift({
      id: nextAuditId++,
      actor_id: ADMIN.id,
      actor_username: ADMIN.username,
      created_at: new Date().toISOString(),
      ...entry,
    });
  };

  /** As the server's search reads (schemas/admin-users.ts adminUsersQuerySchema). */
  function matches(user: AdminUserListItem, search: string): boolean {
    if (!search) return true;
    const fields = [user.username.toLowerCase(), user.email.toLowerCase()];
    const text =
      search.length >= ADMIN_USER_SUBSTRING_MIN_LENGTH
        ? fields.some((field) => field.includes(search))
        : fields.some((field) => field.startsWith(search));
    return text || user.role.startsWith(search);
  }

  function list(query: URLSearchParams) {
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 20);
    const newestFirst = [...users].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const matching = newestFirst.filter((user) => matches(user, search));
    // As the server: matches are counted up to ADMIN_USER_COUNT_CAP, and the pages end there.
    const filtered = Math.min(matching.length, ADMIN_USER_COUNT_CAP);
    return {
      users: matching.slice(0, filtered).slice((page - 1) * limit, page * limit),
      total: users.length,
      filtered,
      filteredCapped: matching.length > ADMIN_USER_COUNT_CAP,
      page,
      limit,
      totalPages: Math.ceil(filtered / limit),
    };
  }

  const admins = () => users.filter((user) => user.role === 'admin').length;

  function answer(call: RecordedCall, path: string, query: URLSearchParams): StubAnswer {
    const body = (call.body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (call.method === 'GET' && path === '/api/admin/users') return { body: list(query) };
    if (call.method === 'GET' && path === '/api/admin/audit-log') {
      return { body: { entries: audit.slice(0, Number(query.get('limit') ?? 20)) } };
    }
    if ((match = /^\/api\/admin\/users\/(\d+)(\/role|\/reset-password|\/logout-everywhere)?$/.exec(path))) {
      const user = users.find((u) => u.id === Number(match![1]));
      if (!user) return notFound;
      const action = match[2];
      if (call.method === 'PUT' && action === '/role') {
        const role = String(body.role ?? '').trim();
        if (!(ROLES as readonly string[]).includes(role))
          return { status: 400, body: { error: ADMIN_USERS_MESSAGES.roleInvalid } };
        if (user.id === ADMIN.id) return { status: 409, body: { error: ADMIN_USERS_MESSAGES.cannotChangeOwnRole } };
        if (user.role === 'admin' && role === 'user' && admins() === 1) {
          return { status: 409, body: { error: ADMIN_USERS_MESSAGES.lastAdminDemote } };
        }
        if (user.role !== role)
          record({
            action: 'role_changed',
            target_id: user.id,
            target_username: user.username,
            from_role: user.role,
            to_role: role as Role,
          });
        user.role = role as Role;
        const { sessions: _sessions, ...account } = user;
        return { body: { message: ADMIN_USERS_MESSAGES.roleUpdated, user: account } };
      }
      if (call.method === 'POST' && action === '/reset-password') {
        const password = String(body.newPassword ?? '');
        if (password.length < 8 || password.length > 128) {
          return { status: 400, body: { error: 'Password must be between 8 and 128 characters' } };
        }
        record({ action: 'password_reset', target_id: user.id, target_username: user.username, from_role: null, to_role: null });
        return { body: { message: ADMIN_USERS_MESSAGES.passwordReset } };
      }
      if (call.method === 'POST' && action === '/logout-everywhere') {
        user.sessions = 0;
        record({
          action: 'signed_out_everywhere',
          target_id: user.id,
          target_username: user.username,
          from_role: null,
          to_role: null,
        });
        return { body: { message: ADMIN_USERS_MESSAGES.signedOutEverywhere } };
      }
      if (call.method === 'DELETE' && action === undefined) {
        if (user.id === ADMIN.id) return { status: 409, body: { error: ADMIN_USERS_MESSAGES.cannotDeleteSelf } };
        users.splice(users.indexOf(user), 1);
        record({ action: 'user_deleted', target_id: user.id, target_username: user.username, from_role: null, to_role: null });
        return { body: { message: ADMIN_USERS_MESSAGES.userDeleted } };
      }
    }
    return { status: 404, body: { error: 'Not found' } };
  }

  const server = stubFakeServer(answer);

  return {
    ...server,
    users,
    audit,
    /** The query of each request for the user list, as an object. */
    listQueries: () => server.queriesTo('GET /api/admin/users'),
  };
}

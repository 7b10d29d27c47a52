import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Role } from '@slovo/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { ServiceContext } from '../context';
import { systemContext } from '../context';
import type { SqlDialectName } from '../db/database';
import type { Database } from '../db/schema';
import type { SeedData } from '../db/seed/seed';
import { seedDatabase } from '../db/seed/seed';
import { REFRESH_COOKIE } from '../modules/auth';
import { findUser, setUserRole } from '../modules/users';
import type { TestClock } from './test-clock';
import { createTestClock } from './test-clock';
import type { TestDatabase } from './test-database';
import { createTestDatabase } from './test-database';

/**
 * A complete config for tests: silent, no general rate limit, no web build, no Redis, no admin, and
 * no open dictionaries (new words stay as sent; the tests of dictionaries/ and word-suggestions
 * turn them on).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'sqlite', path: ':unused:' },
    dataDir: tmpdir(),
    jwtSecret: randomBytes(32).toString('hex'),
    redisUrl: null,
    redisKeyPrefix: `slovo-test:${randomBytes(6).toString('hex')}:`,
    admin: null,
    logLevel: 'silent',
    webDist: join(tmpdir(), `slovo-no-web-dist-${randomBytes(6).toString('hex')}`),
    rateLimitPerMinute: 0,
    trustProxy: false,
    sharedCategoryLimit: 10,
    mediaQuotaMb: 50,
    wordDictionaries: false,
    support: { cardTransfer: null, bankTransfer: null },
    ...overrides,
  };
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
  /** Access token from registration. */
  token: string;
  /** Refresh token from the registration's cookie. */
  refreshToken: string;
}

export type TestRequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface TestRequestOptions {
  /** Signs the call in with this user's access token; null or absent: anonymous. */
  user?: Pick<TestUser, 'token'> | null | undefined;
  /** The JSON body; absent: none. */
  payload?: unknown;
  /** More headers, sent after the bearer header (so they may replace it). */
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: SqlDialectName;
  clock: TestClock;
  config: AppConfig;
  database: TestDatabase;
  /** Registers a user through the API (unique name unless given) and returns its credentials and tokens. */
  registerUser(overrides?: Partial<Pick<TestUser, 'username' | 'email' | 'password'>>): Promise<TestUser>;
  /** registerUser, then role admin in the database. */
  createAdmin(overrides?: Partial<Pick<TestUser, 'username' | 'email' | 'password'>>): Promise<TestUser>;
  /** One API call through app.inject, as `options.user` (anonymous without one), with an optional JSON body. */
  request(method: TestRequestMethod, url: string, options?: TestRequestOptions): Promise<LightMyRequestResponse>;
  /** A service context with `user` as the caller (null: anonymous), for calling services directly. */
  contextFor(user: Pick<TestUser, 'id'> | null): Promise<ServiceContext>;
  /** Closes the app, then (unless the database was passed in) deletes the database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Seed first: true = the real pre-built vocabulary, or a small fixture. Default: empty database. */
  seed?: boolean | SeedData;
  /** Reuse a database (two app instances on one database); the caller destroys it. */
  database?: TestDatabase;
  clock?: TestClock;
  /** A shared Redis client (not closed by the app). */
  redis?: Redis | null;
  /** Heavy imports at once and in line (the app's default otherwise). */
  importLimits?: { running: number; waiting: number };
}

let userCounter = 0;

/** Header object for an authenticated inject call. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The refresh token a response set in its cookie, if any. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value || undefined;
}

/**
 * A built app on a fresh database of the project's dialect (TEST_DB), with a movable clock.
 * Call close() in afterAll/afterEach.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = options.database === undefined;
  const clock = options.clock ?? createTestClock();
  const config = testConfig(options.config);
  try {
    if (options.seed) await seedDatabase(database.db, options.seed === true ? undefined : options.seed, clock);
    const app = await buildApp({
      config,
      db: database.db,
      clock,
      ...(options.redis !== undefined ? { redis: options.redis } : {}),
      ...(options.importLimits ? { importLimits: options.importLimits } : {}),
    });

    const registerUser: TestApp['registerUser'] = async (overrides = {}) => {
      userCounter += 1;
      const suffix = `${process.pid}${userCounter}${randomBytes(2).toString('hex')}`;
      const username = overrides.username ?? `user${suffix}`;
      const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
      const password = overrides.password ?? 'correct horse battery';
      const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email, password } });
      if (response.statusCode !== 201) throw new Error(`registerUser failed: ${response.statusCode} ${response.body}`);
      const body = response.json<{ token: string; user: { id: number; role: Role } }>();
      const refreshToken = refreshCookieOf(response);
      if (!refreshToken) throw new Error('registerUser: no refresh cookie');
      return { id: body.user.id, username, email, password, role: body.user.role, token: body.token, refreshToken };
    };

    const request: TestApp['request'] = (method, url, { user, payload, headers } = {}) =>
      app.inject({
        method,
        url,
        headers: { ...(user ? bearer(user.token) : {}), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    const system = systemContext(database.db, clock);

    const createAdmin: TestApp['createAdmin'] = async (overrides) => {
      const user = await registerUser(overrides);
      await setUserRole(system, user.id, 'admin');
      if ((await findUser(system, user.id))?.role !== 'admin') throw new Error('createAdmin failed');
      return { ...user, role: 'admin' };
    };

    const contextFor: TestApp['contextFor'] = async (user) => {
      if (user === null) return system;
      const actor = await findUser(system, user.id);
      if (!actor) throw new Error(`contextFor: no user ${user.id}`);
      return { ...system, actor };
    };

    return {
      app,
      db: database.db,
      dialect: database.dialect,
      clock,
      config,
      database,
      registerUser,
      createAdmin,
      request,
      contextFor,
      async close() {
        await app.close();
        if (ownsDatabase) await database.destroy();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.destroy();
    throw error;
  }
}

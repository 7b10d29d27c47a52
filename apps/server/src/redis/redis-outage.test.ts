import type { Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';
import { lightweightCategoriesResponseSchema } from '@slovo/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../test';
import { createTestApp, createTestCategory } from '../test';
import { DEGRADED_CACHE_MAX_AGE_MS, cacheDegraded } from '../cache/answer-cache';
import { MAX_FAILED_LOGINS } from '../modules/auth';
import { REDIS_BACK_INFO, REDIS_OUTAGE_WARNING, REDIS_RETRY_AFTER_MS, watchRedisAvailability } from './redis-availability';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECTION_OPTIONS } from './shared-redis';

/**
 * Redis going away and coming back, for real: every connection goes through an in-process TCP
 * proxy that the test closes (connections cut, new ones refused) and opens again on the same port.
 * Before: every sign-in waited 2–5 s and answered 500, lists took 0.4–2 s, and the app would not
 * start at all.
 */

const REDIS_URL = new URL(process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379');
/** Generous for a busy two-core machine; a sign-in takes tens of milliseconds. */
const PROMPT_MS = 1_000;

class RedisProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly upstreams = new Set<Socket>();
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(Number(REDIS_URL.port || 6379), REDIS_URL.hostname);
      this.upstreams.add(upstream);
      upstream.on('close', () => this.upstreams.delete(upstream));
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  /**
   * Redis "hanging": connections stay open and commands reach Redis, but no answer comes back
   * (held, as TCP would hold them, until resume()). ioredis cannot see this one coming.
   */
  stall(): void {
    for (const upstream of this.upstreams) upstream.pause();
  }

  resume(): void {
    for (const upstream of this.upstreams) upstream.resume();
  }

  /** Redis "down": open connections are cut and new ones refused. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const direct = new Redis(REDIS_URL.toString(), { maxRetriesPerRequest: 1 });
afterAll(async () => {
  await direct.quit();
});

describe('an app whose Redis goes down and comes back', () => {
  const proxy = new RedisProxy();
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    await proxy.open();
    t = await createTestApp({ config: { redisUrl: proxy.url, rateLimitPerMinute: 1_000 } });
    user = await t.registerUser();
    await createTestCategory(t.db, { name: 'outage-topic', display_name: 'Before', words: [['one', 'один']] });
  });
  afterAll(async () => {
    await t?.close();
    const keys = await direct.keys(`${t.config.redisKeyPrefix}*`);
    if (keys.length > 0) await direct.del(...keys);
    await proxy.close();
  });
  afterEach(async () => {
    // Every test starts with Redis up and the app using it.
    await proxy.open();
    await waitFor(() => t.app.redis?.availability.usable() ?? false);
  });

  const login = (password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username: user.username, password } });
  const pickerName = async () => {
    const response = await t.request('GET', '/api/vocabulary/categories/lightweight');
    const categories = lightweightCategoriesResponseSchema.parse(response.json()).categories;
    return categories.find((category) => category.name === 'outage-topic')?.display_name;
  };

  it('signs in (200) and refuses a wrong password (401) promptly while Redis is down, using the shared counts again once it is back', async () => {
    expect((await login(user.password, '192.0.2.1')).statusCode).toBe(200);
    await proxy.close();

    for (const [password, status] of [
      [user.password, 200],
      ['wrong password', 401],
      [user.password, 200],
    ] as const) {
      const { result, ms } = await timed(() => login(password, '192.0.2.2'));
      expect(result.statusCode).toBe(status);
      expect(ms).toBeLessThan(PROMPT_MS);
    }
    const list = await timed(() => t.request('GET', '/api/vocabulary/categories?limit=50'));
    expect(list.result.statusCode).toBe(200);
    expect(list.ms).toBeLessThan(PROMPT_MS);

    await proxy.open();
    await waitFor(() => t.app.redis?.availability.usable() ?? false);
    expect((await login('wrong password', '192.0.2.3')).statusCode).toBe(401);
    // The failure was counted in Redis again, where the other instances see it.
    expect(await direct.keys(`${t.config.redisKeyPrefix}*192.0.2.3*`)).not.toEqual([]);
  });

  it('still limits failed sign-ins while Redis is down (in memory)', async () => {
    await proxy.close();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login('wrong password', '192.0.2.10')).statusCode).toBe(401);
    const refused = await login('wrong password', '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still applies the per-minute limit while Redis is down (in memory), instead of skipping it', async () => {
    const limited = await createTestApp({ database: t.database, config: { redisUrl: proxy.url, rateLimitPerMinute: 3 } });
    try {
      await proxy.close();
      const health = () => limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.20' });
      for (let i = 0; i < 3; i++) expect((await health()).statusCode).not.toBe(429);
      expect((await health()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a session signed out on another instance while it cannot hear Redis (asking the database), and from memory once back', async () => {
    const other = await createTestApp({
      database: t.database,
      config: { redisUrl: REDIS_URL.toString(), jwtSecret: t.config.jwtSecret, redisKeyPrefix: t.config.redisKeyPrefix },
    });
    try {
      const learner = await t.registerUser();
      const sessionId = (JSON.parse(Buffer.from(learner.token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string })
        .sid;
      const knows = () => t.app.sessionRevocations.isRevoked(sessionId);
      await waitFor(() => knows() === false);

      await proxy.close();
      await waitFor(() => knows() === null); // deaf: its copy is not trusted
      const logout = await other.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { refreshToken: learner.refreshToken },
      });
      expect(logout.statusCode).toBe(200);
      const { result, ms } = await timed(() => t.request('GET', '/api/auth/me', { user: learner }));
      expect(result.statusCode).toBe(401);
      expect(ms).toBeLessThan(PROMPT_MS);

      await proxy.open();
      // Listening again, it read what it missed from the database.
      await waitFor(() => knows() === true);
      expect((await t.request('GET', '/api/auth/me', { user: learner })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('keeps list answers at most a second old while it cannot hear other instances, and hears them again once back', async () => {
    const rename = (displayName: string) =>
      // Straight to the database: the change another instance made, announced on a channel we cannot hear.
      t.db.updateTable('categories').set({ display_name: displayName }).where('name', '=', 'outage-topic').execute();

    // Until the new app's bus has subscribed it hears nothing either, and rightly keeps nothing: on
    // a busy machine that start can outlast the first reads below.
    await waitFor(() => !cacheDegraded());
    expect(await pickerName()).toBe('Before');
    await rename('Unheard while up');
    expect(await pickerName()).toBe('Before'); // cached, as it should be while Redis carries the news

    await proxy.close();
    await waitFor(async () => (await pickerName()) === 'Unheard while up', DEGRADED_CACHE_MAX_AGE_MS + 2_000);
    await rename('Changed while down');
    await waitFor(async () => (await pickerName()) === 'Changed while down', DEGRADED_CACHE_MAX_AGE_MS + 2_000);

    await proxy.open();
    await waitFor(() => !cacheDegraded());
    // Listening again: another instance's announcement drops the cache, and nothing else does.
    await rename('Heard');
    await direct.publish(`${t.config.redisKeyPrefix}vocabulary-cache:invalidate`, 'another-instance');
    await waitFor(async () => (await pickerName()) === 'Heard');
    // The answer that showed it may have been loaded while the announcement was being handled (and
    // rightly not kept); once that is done, the next read fills the cache.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pickerName()).toBe('Heard');
    await rename('Cached again');
    await new Promise((resolve) => setTimeout(resolve, DEGRADED_CACHE_MAX_AGE_MS + 200));
    expect(await pickerName()).not.toBe('Cached again');
  });
});

describe('an app whose Redis hangs without closing the connection', () => {
  it('waits out the command timeout once, then answers sign-ins without Redis', async () => {
    const proxy = new RedisProxy();
    await proxy.open();
    const t = await createTestApp({ config: { redisUrl: proxy.url } });
    try {
      const user = await t.registerUser();
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.40',
          payload: { username: user.username, password },
        });
      proxy.stall();
      const first = await timed(() => login('wrong password'));
      expect(first.result.statusCode).toBe(401);
      expect(first.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + PROMPT_MS);
      expect(t.app.redis?.availability.usable()).toBe(false);
      for (const [password, status] of [
        [user.password, 200],
        ['wrong password', 401],
      ] as const) {
        const { result, ms } = await timed(() => login(password));
        expect(result.statusCode).toBe(status);
        expect(ms).toBeLessThan(PROMPT_MS);
      }
    } finally {
      proxy.resume();
      await t.close();
      await proxy.close();
    }
  });
});

describe('an app started while Redis is down', () => {
  it('starts promptly, serves sign-ins, and moves to Redis once it answers', async () => {
    const proxy = new RedisProxy();
    await proxy.open();
    await proxy.close(); // a port that refuses, where Redis will appear
    const { result: t, ms } = await timed(() => createTestApp({ config: { redisUrl: proxy.url } }));
    try {
      expect(ms).toBeLessThan(5_000);
      const user = await t.registerUser();
      const { result, ms: loginMs } = await timed(() =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } }),
      );
      expect(result.statusCode).toBe(200);
      expect(loginMs).toBeLessThan(PROMPT_MS);

      await proxy.open();
      await waitFor(() => t.app.redis?.availability.usable() ?? false);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.30',
        payload: { username: 'x', password: 'y' },
      });
      expect(await direct.keys(`${t.config.redisKeyPrefix}*192.0.2.30*`)).not.toEqual([]);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});

describe('watchRedisAvailability', () => {
  it('after a command timed out, leaves Redis alone for a while, then tries it again and uses it once it answers', async () => {
    const proxy = new RedisProxy();
    await proxy.open();
    let now = 0;
    const log = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
    const client = new Redis(proxy.url, REDIS_CONNECTION_OPTIONS);
    client.on('error', () => undefined);
    const availability = watchRedisAvailability(client, log, 'test', () => now);
    try {
      await client.connect();
      proxy.stall();
      const { ms } = await timed(() => client.get('x').catch((error: unknown) => availability.reportFailure(error)));
      expect(ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + PROMPT_MS);
      expect(availability.usable()).toBe(false);
      now += REDIS_RETRY_AFTER_MS - 1;
      expect(availability.usable()).toBe(false);
      now += 1;
      expect(availability.usable()).toBe(true); // one caller tries again
      proxy.resume();
      await client.get('x');
      availability.reportSuccess();
      expect(availability.usable()).toBe(true);
    } finally {
      availability.stop();
      client.disconnect();
      await proxy.close();
    }
  });

  it('logs one warning per outage however many commands fail, and one line when Redis is back', async () => {
    const proxy = new RedisProxy();
    await proxy.open();
    const lines: Array<{ level: string; message: string }> = [];
    const record = (level: string) => (_details: unknown, message: string) => void lines.push({ level, message });
    const log = { warn: record('warn'), info: record('info') } as unknown as FastifyBaseLogger;
    const client = new Redis(proxy.url, REDIS_CONNECTION_OPTIONS);
    client.on('error', () => undefined);
    const availability = watchRedisAvailability(client, log, 'test');
    try {
      await client.connect();
      expect(availability.usable()).toBe(true);

      for (let outage = 0; outage < 2; outage++) {
        await proxy.close();
        await waitFor(() => !availability.usable());
        for (let i = 0; i < 5; i++) {
          const { ms } = await timed(() => client.get('x').catch((error: unknown) => availability.reportFailure(error)));
          expect(ms).toBeLessThan(100); // no offline queue: a command fails at once
        }
        await proxy.open();
        await waitFor(() => availability.usable());
      }
      expect(lines).toEqual([
        { level: 'warn', message: REDIS_OUTAGE_WARNING },
        { level: 'info', message: REDIS_BACK_INFO },
        { level: 'warn', message: REDIS_OUTAGE_WARNING },
        { level: 'info', message: REDIS_BACK_INFO },
      ]);
    } finally {
      availability.stop();
      client.disconnect();
      await proxy.close();
    }
  });
});

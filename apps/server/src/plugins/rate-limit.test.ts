import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test';
import { createTestApp, createTestDatabase } from '../test';
import type { TestDatabase } from '../test';
import { MAX_FAILED_LOGINS, REGISTRATIONS_PER_IP_PER_HOUR } from '../modules/auth';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const opened: Array<TestApp | TestDatabase> = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) {
    if ('app' in item) await item.close();
    else await item.destroy();
  }
});

const login = (t: TestApp, username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

async function failLogins(t: TestApp, username: string, times: number, ip?: string) {
  for (let i = 0; i < times; i++) {
    const response = await login(t, username, 'wrong password', ip);
    expect(response.statusCode).toBe(401);
  }
}

// The failed-login and registration limits' own rules are tested in modules/auth (login-limits, registration-limit).

describe('general per-IP limit', () => {
  it('answers 429 {error} with Retry-After once RATE_LIMIT_PER_MINUTE is used up', async () => {
    const t = await createTestApp({ config: { rateLimitPerMinute: 3 } });
    opened.push(t);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per IP.
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.99' })).statusCode).toBe(200);
  });

  it('is off when RATE_LIMIT_PER_MINUTE is 0', async () => {
    const t = await createTestApp({ config: { rateLimitPerMinute: 0 } });
    opened.push(t);
    for (let i = 0; i < 20; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the per-IP limit counts the API only', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'slovo-web-limit-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Slovo</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("slovo");');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const rateLimitHeaders = (headers: Record<string, unknown>) =>
    Object.keys(headers).filter((name) => name.startsWith('x-ratelimit'));
  const PAGE_LOADS = ['/', '/assets/index-3f9a1c.js', '/game3', '/admin/users', '/favicon.ico', '/assets/index-000000.js'];

  it('a classroom behind one address loads pages and assets without limit, and still has its whole API allowance', async () => {
    const t = await createTestApp({ config: { rateLimitPerMinute: 3, webDist } });
    opened.push(t);
    for (let round = 0; round < 5; round++) {
      for (const url of PAGE_LOADS) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).not.toBe(429);
        expect(rateLimitHeaders(response.headers), url).toEqual([]);
      }
    }

    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
    // Pages keep loading while the API is limited.
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown /api path', '/api/no-such-route', true],
    ['an unknown /api path, without a web build', '/api/no-such-route', false],
    ['an API route spelled with percent-escapes', '/%61pi/health', true],
  ])('counts %s', async (_case, url, built) => {
    const t = await createTestApp({ config: { rateLimitPerMinute: 2, ...(built && { webDist }) } });
    opened.push(t);
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    await t.app.inject({ method: 'GET', url });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
  });
});

describe('limits shared across instances through Redis', () => {
  const prefix = `slovo-test:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function twoInstances(rateLimitPerMinute: number): Promise<[TestApp, TestApp]> {
    const database = await createTestDatabase();
    opened.push(database);
    const config = { redisUrl: REDIS_URL, redisKeyPrefix: `${prefix}${randomBytes(3).toString('hex')}:`, rateLimitPerMinute };
    const a = await createTestApp({ database, config });
    opened.push(a);
    const b = await createTestApp({ database, config: { ...config, jwtSecret: a.config.jwtSecret } });
    opened.push(b);
    return [a, b];
  }

  it('counts failed logins on both instances together', async () => {
    const [a, b] = await twoInstances(0);
    const user = await a.registerUser();
    await failLogins(a, user.username, MAX_FAILED_LOGINS / 2);
    await failLogins(b, user.username, MAX_FAILED_LOGINS / 2);
    const onA = await login(a, user.username, user.password);
    const onB = await login(b, user.username, user.password);
    expect(onA.statusCode).toBe(429);
    expect(onB.statusCode).toBe(429);
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts registrations on both instances together', async () => {
    const [a, b] = await twoInstances(1_000_000);
    for (let i = 1; i < REGISTRATIONS_PER_IP_PER_HOUR; i++) expect(await a.app.registrationLimiter.admit('127.0.0.1')).toBeNull();
    await b.registerUser();
    await expect(a.registerUser()).rejects.toThrow(/429/);
  });

  it('counts the general per-IP limit on both instances together', async () => {
    const [a, b] = await twoInstances(4);
    for (const t of [a, b, a, b]) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
    expect((await b.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
  });
});

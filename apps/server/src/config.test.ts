import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, fastifyTrustProxy, loadConfig, parseConfig } from './config';
import { StartupError } from './startup-error';

const expectStartupError = (env: NodeJS.ProcessEnv, message: RegExp) => {
  let caught: unknown;
  try {
    parseConfig(env);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(StartupError);
  expect((caught as Error).message).toMatch(message);
  expect((caught as Error).message).not.toContain('\n');
};

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', path: join(REPO_ROOT, 'data', 'slovo.db') },
      dataDir: join(REPO_ROOT, 'data'),
      jwtSecret: null,
      redisUrl: null,
      admin: null,
      logLevel: 'info',
      webDist: join(REPO_ROOT, 'apps', 'web', 'dist'),
      rateLimitPerMinute: 600,
      trustProxy: false,
      sharedCategoryLimit: 10,
      wordDictionaries: true,
      support: { cardTransfer: null, bankTransfer: null },
    });
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://slovo:pw@db.internal:5433/slovo',
      JWT_SECRET: 'j'.repeat(40),
      REDIS_URL: 'redis://cache:6379',
      ADMIN_USERNAME: 'Root_Admin',
      ADMIN_PASSWORD: 'a-long-password',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      RATE_LIMIT_PER_MINUTE: '0',
      TRUST_PROXY: 'true',
      SHARED_CATEGORY_LIMIT: '25',
      WORD_DICTIONARIES: 'off',
      SUPPORT_CARD_TRANSFER: ' 1234 5678 ',
      SUPPORT_BANK_TRANSFER: 'IBAN XX00',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { kind: 'postgres', url: 'postgres://slovo:pw@db.internal:5433/slovo' },
      jwtSecret: 'j'.repeat(40),
      redisUrl: 'redis://cache:6379',
      admin: { username: 'Root_Admin', password: 'a-long-password', email: 'root_admin@localhost' },
      logLevel: 'warn',
      webDist: '/srv/web',
      rateLimitPerMinute: 0,
      trustProxy: 1,
      sharedCategoryLimit: 25,
      wordDictionaries: false,
      support: { cardTransfer: '1234 5678', bankTransfer: 'IBAN XX00' },
    });
    expect(
      parseConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'password1', ADMIN_EMAIL: 'boss@example.com' }).admin?.email,
    ).toBe('boss@example.com');
  });

  it('takes file: paths for SQLite, keeping the data folder beside the file', () => {
    expect(parseConfig({ DATABASE_URL: 'file:/var/lib/slovo/app.db' })).toMatchObject({
      database: { kind: 'sqlite', path: '/var/lib/slovo/app.db' },
      dataDir: '/var/lib/slovo',
    });
    expect(parseConfig({ DATABASE_URL: 'file:///tmp/x.db' }).database).toEqual({ kind: 'sqlite', path: '/tmp/x.db' });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://root:hunter2@localhost/db' }, /^Invalid DATABASE_URL \(mysql:…\)/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ADMIN_USERNAME: 'boss' }, /ADMIN_USERNAME and ADMIN_PASSWORD together/],
    [{ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ ADMIN_USERNAME: 'b!', ADMIN_PASSWORD: 'password1' }, /ADMIN_USERNAME/],
    [{ SHARED_CATEGORY_LIMIT: '-1' }, /^Invalid configuration: SHARED_CATEGORY_LIMIT must be a whole number from 0 to 10000$/],
    [{ SHARED_CATEGORY_LIMIT: '2.5' }, /SHARED_CATEGORY_LIMIT must be a whole number/],
    [{ SHARED_CATEGORY_LIMIT: 'ten' }, /SHARED_CATEGORY_LIMIT must be a whole number/],
    [{ SHARED_CATEGORY_LIMIT: '10001' }, /SHARED_CATEGORY_LIMIT must be a whole number/],
  ])('refuses %j with one clear line', (env, message) => {
    expectStartupError(env, message);
  });

  it('lets SHARED_CATEGORY_LIMIT turn sharing off (0) and treats an empty value as unset', () => {
    expect(parseConfig({ SHARED_CATEGORY_LIMIT: '0' }).sharedCategoryLimit).toBe(0);
    expect(parseConfig({ SHARED_CATEGORY_LIMIT: ' ' }).sharedCategoryLimit).toBe(10);
  });

  it('reads WORD_DICTIONARIES as on unless it says off, and refuses anything else', () => {
    expect(parseConfig({}).wordDictionaries).toBe(true);
    expect(parseConfig({ WORD_DICTIONARIES: 'on' }).wordDictionaries).toBe(true);
    expect(parseConfig({ WORD_DICTIONARIES: 'off' }).wordDictionaries).toBe(false);
    expectStartupError({ WORD_DICTIONARIES: 'no' }, /^Invalid configuration: WORD_DICTIONARIES must be on or off$/);
  });

  it('never echoes a password from DATABASE_URL', () => {
    try {
      parseConfig({ DATABASE_URL: 'mysql://root:hunter2@localhost/db' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    // `true` is ONE proxy: trusting every hop let a client pick its address (and so its rate limits).
    ['true', 1],
    ['yes', 1],
    ['2', 2],
    ['10.0.0.7', ['10.0.0.7']],
    [' 10.0.0.0/8, 192.168.1.5 ,::1,fd00::/8 ', ['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', '1.5', '-1', '21', 'fe80::/129', '10.0.0.0/8/8'])(
    'refuses to start on %j with one clear line',
    (value) => {
      expectStartupError(
        { TRUST_PROXY: value },
        /^Invalid configuration: TRUST_PROXY must be false, true \(one proxy\), a number of proxies from 1 to 20, or a comma-separated list/,
      );
    },
  );

  it('hands Fastify a hop count as the function that trusts exactly those hops', () => {
    const trusts = fastifyTrustProxy(2);
    expect(typeof trusts).toBe('function');
    if (typeof trusts !== 'function') return;
    expect([0, 1, 2].map((hop) => trusts('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('loadConfig: the generated JWT secret', () => {
  it('is created once in the data folder with mode 600 and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slovo-config-'));
    try {
      const env = { DATABASE_URL: `file:${join(dir, 'slovo.db')}` };
      const first = loadConfig(env);
      const file = join(dir, 'jwt-secret');
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig(env).jwtSecret).toBe(first.jwtSecret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails with one line when the data folder cannot be used', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slovo-config-'));
    try {
      writeFileSync(join(dir, 'a-file'), '');
      expect(() => loadConfig({ DATABASE_URL: `file:${join(dir, 'a-file', 'slovo.db')}` })).toThrow(StartupError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

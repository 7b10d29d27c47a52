import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp } from '../../test';
import { DEVICE_COOKIE } from './device-cookie';
import { ACCOUNT_MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS } from './login-limits';

/**
 * Failed sign-ins slow an attacker down without locking the owner out (design: login-limits.ts).
 * One app for the file: every test uses its own accounts and addresses, so their counts never meet.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface From {
  ip: string;
  device?: string | undefined;
  headers?: Record<string, string>;
}

const login = (username: string, password: string, from: From) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: from.ip,
    ...(from.device ? { cookies: { [DEVICE_COOKIE]: from.device } } : {}),
    ...(from.headers ? { headers: from.headers } : {}),
  });

const deviceCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;

async function failLogins(username: string, times: number, from: From): Promise<void> {
  for (let i = 0; i < times; i++) expect((await login(username, 'wrong password', from)).statusCode).toBe(401);
}

function expectTooMany(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: 'Too many failed login attempts. Please try again later.' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(FAILED_LOGIN_WINDOW_MS / 1000);
}

describe('per account and address', () => {
  it(`an attacker's ${MAX_FAILED_LOGINS} wrong passwords make the attacker's address wait, not the owner at another one`, async () => {
    const user = await t.registerUser();
    await failLogins(user.username, MAX_FAILED_LOGINS, { ip: '203.0.113.7' });
    // Even the right password waits, from the attacking address.
    expectTooMany(await login(user.username, user.password, { ip: '203.0.113.7' }));
    // The owner, from a new address and a browser that never signed in, is not locked out.
    expect((await login(user.username, user.password, { ip: '198.51.100.1' })).statusCode).toBe(200);

    t.clock.advance(FAILED_LOGIN_WINDOW_MS + 1000);
    expect((await login(user.username, user.password, { ip: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('a burst of 30 parallel guesses gets exactly 10 password checks; the rest wait', async () => {
    const user = await t.registerUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(user.username, 'wrong password', { ip: '203.0.113.8' })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILED_LOGINS);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 429)) expectTooMany(answer);
  });

  it('a spoofed X-Forwarded-For does not start the count again while TRUST_PROXY is off', async () => {
    const user = await t.registerUser();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const from = { ip: '203.0.113.9', headers: { 'x-forwarded-for': `10.0.${i}.1` } };
      expect((await login(user.username, 'wrong password', from)).statusCode).toBe(401);
    }
    expectTooMany(await login(user.username, user.password, { ip: '203.0.113.9', headers: { 'x-forwarded-for': '10.9.9.9' } }));
  });
});

describe('per address, over every account', () => {
  it('one address trying many names waits; another address is unaffected', async () => {
    const user = await t.registerUser();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login(`nobody${i}`, 'wrong password', { ip: '192.0.2.50' })).statusCode).toBe(401);
    }
    expectTooMany(await login(user.username, user.password, { ip: '192.0.2.50' }));
    expect((await login(user.username, user.password, { ip: '192.0.2.51' })).statusCode).toBe(200);
  });
});

describe('per account, from everywhere', () => {
  /**
   * `attempts` wrong passwords from as many addresses as that takes. The first ten go through the
   * API, by username from one address and by email from another (one account, one count); the rest
   * are counted straight into the app's limiter, sparing the test 40 argon2 checks.
   */
  async function distributedAttack(user: TestUser, attempts: number, firstOctet: number): Promise<void> {
    for (let sent = 0; sent < MAX_FAILED_LOGINS; sent++) {
      const [name, ip] =
        sent % 2 === 0 ? [user.username, `203.0.${firstOctet}.1`] : [user.email.toUpperCase(), `203.0.${firstOctet}.2`];
      expect((await login(name, 'wrong password', { ip })).statusCode).toBe(401);
    }
    for (let sent = MAX_FAILED_LOGINS; sent < attempts; sent++) {
      const attempt = {
        account: `user:${user.id}`,
        ip: `203.0.${firstOctet}.${10 + Math.floor(sent / MAX_FAILED_LOGINS)}`,
        knownDevice: false,
      };
      expect(await t.app.loginLimiter.admit(attempt)).toBeNull();
      await t.app.loginLimiter.recordFailure(attempt);
    }
  }

  it('after a distributed attack through username and email alike, browsers that never signed in wait; the owner’s browser does not', async () => {
    const user = await t.registerUser();
    const earlier = await login(user.email, user.password, { ip: '198.51.100.20' });
    const device = deviceCookieOf(earlier);
    expect(earlier.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/login',
    });

    await distributedAttack(user, ACCOUNT_MAX_FAILED_LOGINS, 10);

    // A new browser at a new address, by either name: the account-wide limit holds.
    expectTooMany(await login(user.username, user.password, { ip: '198.51.100.30' }));
    expectTooMany(await login(user.email, user.password, { ip: '198.51.100.31' }));
    // The owner's browser signs in from anywhere.
    expect((await login(user.username, user.password, { ip: '198.51.100.32', device })).statusCode).toBe(200);
  });

  it('successful sign-ins never count: many of them, from one address, leave the account open to a new browser', async () => {
    const user = await t.registerUser();
    // As the load test signs in, 20 a second: counted straight into the limiter, sparing the argon2 checks.
    const attempt = { account: `user:${user.id}`, ip: '198.51.100.50', knownDevice: false };
    for (let i = 0; i < 2 * ACCOUNT_MAX_FAILED_LOGINS; i++) {
      expect(await t.app.loginLimiter.admit(attempt)).toBeNull();
      await t.app.loginLimiter.recordSuccess(attempt);
    }
    expect((await login(user.username, user.password, { ip: '198.51.100.51' })).statusCode).toBe(200);
    expect((await login(user.username, user.password, { ip: '198.51.100.50' })).statusCode).toBe(200);
  });

  it('a device cookie of another account, or a forged one, does not help', async () => {
    const [user, other] = [await t.registerUser(), await t.registerUser()];
    const othersDevice = deviceCookieOf(await login(other.username, other.password, { ip: '198.51.100.40' }));
    const [id = '', issuedAt = ''] = (othersDevice ?? '').split('.');
    expect(Number(id)).toBe(other.id);

    await distributedAttack(user, ACCOUNT_MAX_FAILED_LOGINS, 20);

    const forged = `${user.id}.${issuedAt}.${'A'.repeat(43)}`;
    for (const device of [othersDevice, forged, 'garbage']) {
      expectTooMany(await login(user.username, user.password, { ip: '198.51.100.41', device }));
    }
  });
});

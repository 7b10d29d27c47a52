import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test';
import { createTestApp } from '../test';
import { MAX_FAILED_LOGINS } from '../modules/auth';

/**
 * TRUST_PROXY=true used to trust every X-Forwarded-For hop, so request.ip was the left-most entry,
 * which the client writes: rotating it escaped the per-IP login limit and the per-minute limit.
 * These tests are what a client behind the declared proxy can and cannot do.
 */

const PROXY = '10.0.0.1';
const CLIENT = '198.51.100.20';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function appTrusting(trustProxy: 1 | string[], rateLimitPerMinute = 3): Promise<TestApp> {
  const t = await createTestApp({ config: { trustProxy, rateLimitPerMinute } });
  opened.push(t);
  return t;
}

/** What the proxy forwards: the client's own header, with the address the proxy saw appended. */
const forwarded = (clientWritten: string, seenByProxy: string) => `${clientWritten}, ${seenByProxy}`;
const spoofed = () => `203.0.113.${randomBytes(1)[0]}`;

const health = (t: TestApp, remoteAddress: string, xForwardedFor?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/health',
    remoteAddress,
    headers: xForwardedFor === undefined ? {} : { 'x-forwarded-for': xForwardedFor },
  });

describe.each([
  ['one hop (TRUST_PROXY=true or 1)', 1 as const],
  ['the proxy by address', [PROXY]],
  ['the proxy by CIDR range', ['10.0.0.0/8']],
])('TRUST_PROXY trusting %s', (_case, trustProxy) => {
  it('counts the per-minute limit by the address the proxy saw, whatever the client wrote before it', async () => {
    const t = await appTrusting(trustProxy);
    for (let i = 0; i < 3; i++) expect((await health(t, PROXY, forwarded(spoofed(), CLIENT))).statusCode).toBe(200);
    expect((await health(t, PROXY, forwarded(spoofed(), CLIENT))).statusCode).toBe(429);
    expect((await health(t, PROXY, forwarded(`${spoofed()}, ${spoofed()}`, CLIENT))).statusCode).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await health(t, PROXY, forwarded(spoofed(), '198.51.100.21'))).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=true (one hop)', () => {
  it('keeps the per-address failed-login limit when the client rotates its X-Forwarded-For', async () => {
    const t = await appTrusting(1, 0);
    const login = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwarded(spoofed(), CLIENT) },
        payload: { username, password: 'wrong password' },
      });
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login(`nobody${i}`)).statusCode).toBe(401);
    const refused = await login('nobody-else');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('TRUST_PROXY with the proxy by address', () => {
  it('ignores X-Forwarded-For from a client that reaches the app directly', async () => {
    const t = await appTrusting([PROXY]);
    for (let i = 0; i < 3; i++) expect((await health(t, CLIENT, spoofed())).statusCode).toBe(200);
    expect((await health(t, CLIENT, spoofed())).statusCode).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test';
import { createTestApp } from '../../test';
import { REGISTRATION_WINDOW_MS, REGISTRATIONS_PER_IP_PER_HOUR } from './registration-limit';

let t: TestApp;
beforeAll(async () => {
  // The registration limit is one of the per-address request limits: on only with a general limit.
  t = await createTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const register = (ip: string) => {
  sequence += 1;
  const username = `newcomer${sequence}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@example.com`, password: 'password123' },
    remoteAddress: ip,
  });
};

describe('registrations per address', () => {
  it(`allow ${REGISTRATIONS_PER_IP_PER_HOUR} an hour from one address, then 429 with Retry-After; other addresses go on`, async () => {
    // All but the last of the hour counted straight into the limiter, sparing the test 39 argon2 hashes.
    for (let i = 1; i < REGISTRATIONS_PER_IP_PER_HOUR; i++) expect(await t.app.registrationLimiter.admit('192.0.2.7')).toBeNull();
    expect((await register('192.0.2.7')).statusCode).toBe(201);

    const refused = await register('192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many accounts created from this address. Please try again later.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REGISTRATION_WINDOW_MS / 1000);
    // Nothing was written for the refused one.
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', `newcomer${sequence}`).executeTakeFirst(),
    ).toBeUndefined();

    expect((await register('192.0.2.8')).statusCode).toBe(201);
    t.clock.advance(REGISTRATION_WINDOW_MS);
    expect((await register('192.0.2.7')).statusCode).toBe(201);
  });

  it('counts a flood of parallel registrations exactly', async () => {
    for (let i = 3; i < REGISTRATIONS_PER_IP_PER_HOUR; i++) expect(await t.app.registrationLimiter.admit('192.0.2.9')).toBeNull();
    const answers = await Promise.all(Array.from({ length: 6 }, () => register('192.0.2.9')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

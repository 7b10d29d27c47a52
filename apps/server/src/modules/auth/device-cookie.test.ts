import { describe, expect, it } from 'vitest';
import { deriveAuthKeys } from './auth-keys';
import { DEVICE_COOKIE_TTL_MS, isDeviceTokenFor, issueDeviceToken } from './device-cookie';

const key = deriveAuthKeys('s'.repeat(40)).deviceCookie;
const issuedAt = new Date('2026-01-01T00:00:00.000Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('device tokens', () => {
  it('prove a sign-in to exactly one account, for DEVICE_COOKIE_TTL_MS', () => {
    const token = issueDeviceToken(key, 42, issuedAt);
    expect(isDeviceTokenFor(key, token, 42, later(DEVICE_COOKIE_TTL_MS))).toBe(true);
    expect(isDeviceTokenFor(key, token, 42, later(DEVICE_COOKIE_TTL_MS + 1000))).toBe(false);
    expect(isDeviceTokenFor(key, token, 43, issuedAt)).toBe(false);
  });

  it('are refused when signed with another secret, altered, or made up', () => {
    const token = issueDeviceToken(key, 42, issuedAt);
    expect(isDeviceTokenFor(deriveAuthKeys('o'.repeat(40)).deviceCookie, token, 42, issuedAt)).toBe(false);
    // The same signature on another account's id, or on another time, proves nothing.
    const [, time, signature] = token.split('.');
    expect(isDeviceTokenFor(key, `43.${time}.${signature}`, 43, issuedAt)).toBe(false);
    expect(isDeviceTokenFor(key, `42.${Number(time) + 1}.${signature}`, 42, issuedAt)).toBe(false);
    for (const made of [undefined, '', '42', `42.${time}.short`, `${token}x`]) {
      expect(isDeviceTokenFor(key, made, 42, issuedAt)).toBe(false);
    }
  });

  it('use a key of their own, not the refresh successors’ one', () => {
    const keys = deriveAuthKeys('s'.repeat(40));
    expect(keys.deviceCookie.equals(keys.refreshSuccessor)).toBe(false);
  });
});

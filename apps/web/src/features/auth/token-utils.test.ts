import { describe, expect, it } from 'vitest';
import {
  isManagerTokenExpired,
  isSessionExpired,
  isSessionExpiredFor,
  isValidSecureToken,
  isValidTokenFormat,
  parseToken,
  refreshDelayMs,
  tokenExpiresAt,
  tokenNeedsRefresh,
} from './token-utils';
import { makeToken, makeTokenFromParts } from './testing/make-token';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const MIN = 60_000;
const header = { alg: 'HS256', typ: 'JWT' };
const payload = { id: 7, username: 'ivan', role: 'user', iat: NOW / 1000, exp: NOW / 1000 + 900 };

describe('token format', () => {
  it('reads header and payload of a well-formed token', () => {
    expect(parseToken(makeTokenFromParts(header, payload))).toEqual({ header, payload });
    expect(isValidTokenFormat(makeTokenFromParts(header, { ...payload, id: '7' }))).toBe(true);
  });

  it.each([
    ['not a string', 42],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['an empty part', `${makeTokenFromParts(header, payload).split('.').slice(0, 2).join('.')}.`],
    ['non-base64url characters', 'a+b.c/d.e'],
    ['a payload that is not JSON', `${btoa('{"alg":"HS256","typ":"JWT"}')}.bm90IGpzb24.sig`],
  ])('rejects %s', (_label, token) => {
    expect(isValidTokenFormat(token)).toBe(false);
  });

  it.each([
    ['typ', makeTokenFromParts({ alg: 'HS256' }, payload)],
    ['alg', makeTokenFromParts({ typ: 'JWT' }, payload)],
    ['exp', makeTokenFromParts(header, { ...payload, exp: undefined })],
    ['id', makeTokenFromParts(header, { ...payload, id: undefined })],
    ['username', makeTokenFromParts(header, { ...payload, username: '' })],
  ])('rejects a token without %s', (_field, token) => {
    expect(isValidTokenFormat(token)).toBe(false);
  });

  it('the secure check also needs iat and an unexpired token', () => {
    expect(isValidSecureToken(makeTokenFromParts(header, payload), NOW)).toBe(true);
    expect(isValidTokenFormat(makeTokenFromParts(header, { ...payload, iat: undefined }))).toBe(true);
    expect(isValidSecureToken(makeTokenFromParts(header, { ...payload, iat: undefined }), NOW)).toBe(false);
    expect(isValidSecureToken(makeTokenFromParts(header, payload), (payload.exp + 1) * 1000)).toBe(false);
  });
});

describe('expiry', () => {
  const token = makeToken({}, { now: NOW, expiresInMs: 15 * MIN });
  const exp = NOW + 15 * MIN;

  it('knows when the token expires', () => {
    expect(tokenExpiresAt(token)).toBe(exp);
    expect(tokenExpiresAt('junk')).toBeNull();
  });

  it('auth utility: expired from 5 minutes before exp', () => {
    expect(isSessionExpired(token, exp - 5 * MIN - 1)).toBe(false);
    expect(isSessionExpired(token, exp - 5 * MIN)).toBe(true);
  });

  it('token manager: expired from 30 seconds before exp, refresh wanted within 5 minutes', () => {
    expect(isManagerTokenExpired(token, exp - 30_001)).toBe(false);
    expect(isManagerTokenExpired(token, exp - 30_000)).toBe(true);
    expect(tokenNeedsRefresh(token, exp - 5 * MIN - 1)).toBe(false);
    expect(tokenNeedsRefresh(token, exp - 5 * MIN)).toBe(true);
  });

  it('treats a malformed token as expired', () => {
    expect(isSessionExpired('junk', NOW)).toBe(true);
    expect(isManagerTokenExpired(null, NOW)).toBe(true);
  });

  it('admins skip the expiry check', () => {
    const past = exp + 60 * MIN;
    expect(isSessionExpiredFor('admin', token, past)).toBe(false);
    expect(isSessionExpiredFor('user', token, past)).toBe(true);
    expect(isSessionExpiredFor('user', token, NOW)).toBe(false);
  });

  it('schedules the refresh 4 minutes before exp, never in the past', () => {
    expect(refreshDelayMs(token, NOW)).toBe(11 * MIN);
    expect(refreshDelayMs(token, exp - MIN)).toBe(0);
    expect(refreshDelayMs('junk', NOW)).toBeNull();
  });
});

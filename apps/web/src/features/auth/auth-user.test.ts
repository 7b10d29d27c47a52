import { describe, expect, it } from 'vitest';
import { isAdmin, isUnauthorized, roleLabel, toAuthUser } from './auth-user';
import { makeToken } from './testing/make-token';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const MIN = 60_000;
const user = { role: 'user' as const };
const admin = { role: 'admin' as const };

describe('toAuthUser', () => {
  it('converts the id to text and takes the dates from the server', () => {
    expect(
      toAuthUser({
        id: 12,
        username: 'ivan',
        email: 'i@example.com',
        role: 'admin',
        avatar: '/a.png',
        created_at: '2024-01-01T00:00:00.000Z',
        updated_at: '2024-02-01T00:00:00.000Z',
      }),
    ).toEqual({
      id: '12',
      username: 'ivan',
      email: 'i@example.com',
      role: 'admin',
      avatar: '/a.png',
      joinDate: '2024-01-01T00:00:00.000Z',
      lastLogin: '2024-02-01T00:00:00.000Z',
    });
  });

  it('uses now when the server gives no dates, and leaves out an empty avatar', () => {
    const mapped = toAuthUser({ id: 3, username: 'a', email: 'a@b.c', role: 'user', avatar: null }, new Date(NOW));
    expect(mapped).toEqual({
      id: '3',
      username: 'a',
      email: 'a@b.c',
      role: 'user',
      joinDate: new Date(NOW).toISOString(),
      lastLogin: new Date(NOW).toISOString(),
    });
    expect('avatar' in mapped).toBe(false);
  });
});

describe('roles', () => {
  it('isAdmin and roleLabel', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(user)).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(roleLabel(admin)).toBe('Administrator');
    expect(roleLabel(user)).toBe('Player');
    expect(roleLabel(null)).toBe('Player');
  });
});

describe('isUnauthorized', () => {
  const fresh = makeToken({}, { now: NOW, expiresInMs: 15 * MIN });

  it('is true without a user', () => {
    expect(isUnauthorized({ user: null, token: fresh }, NOW)).toBe(true);
  });

  it('is never true for an admin, whatever the token', () => {
    expect(isUnauthorized({ user: admin, token: null }, NOW)).toBe(false);
    expect(isUnauthorized({ user: admin, token: 'junk' }, NOW)).toBe(false);
    expect(isUnauthorized({ user: admin, token: fresh }, NOW + 60 * MIN)).toBe(false);
  });

  it('for a regular user: false with a good token, true when missing, malformed or expired', () => {
    expect(isUnauthorized({ user, token: fresh }, NOW)).toBe(false);
    expect(isUnauthorized({ user, token: null }, NOW)).toBe(true);
    expect(isUnauthorized({ user, token: 'a.b' }, NOW)).toBe(true);
    // The auth utility counts a token as expired 5 minutes before exp.
    expect(isUnauthorized({ user, token: fresh }, NOW + 10 * MIN - 1)).toBe(false);
    expect(isUnauthorized({ user, token: fresh }, NOW + 10 * MIN)).toBe(true);
  });
});

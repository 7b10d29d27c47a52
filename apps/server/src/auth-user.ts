import type { UserRow } from './db/schema';

/**
 * Who may call a route. Every /api route must declare one in `config.access`; the app refuses to
 * start otherwise (deny by default). Ownership ("only your own category") is a service rule on top
 * of 'user'.
 */
export const ACCESS_LEVELS = ['anonymous', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * The signed-in user, loaded from the database on every request (so deletes and role changes apply
 * at once): the users row without its secrets and lookup keys, the shape of the users module's UserRecord.
 */
export type AuthUser = Omit<UserRow, 'password_hash' | 'username_key' | 'email_key' | 'token_version'>;

export const AUTH_ERRORS = {
  tokenRequired: 'Access token required',
  invalidToken: 'Invalid token',
  adminRequired: 'Admin access required',
} as const;

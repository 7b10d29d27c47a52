import type { Role } from '@slovo/shared';
import { isSessionExpiredFor, isValidTokenFormat } from './token-utils';

/** The signed-in user as the client keeps it (spec §3 "User"). */
export interface AuthUser {
  /** Text, converted from the server's numeric id. */
  id: string;
  username: string;
  email: string;
  role: Role;
  avatar?: string;
  /** ISO 8601; from created_at, else the moment the user was loaded. */
  joinDate: string;
  /** ISO 8601; from updated_at, else the moment the user was loaded. */
  lastLogin: string;
}

/** What the server sends: the login/register user, or the fuller /auth/me user. */
export interface ServerUser {
  id: number | string;
  username: string;
  email: string;
  role: Role;
  avatar?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export function toAuthUser(user: ServerUser, now: Date = new Date()): AuthUser {
  const loadedAt = now.toISOString();
  return {
    id: String(user.id),
    username: user.username,
    email: user.email,
    role: user.role,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    joinDate: user.created_at || loadedAt,
    lastLogin: user.updated_at || loadedAt,
  };
}

/** "admin" is the only named role; any other is a regular user. */
export function isAdmin(user: Pick<AuthUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

/** "Administrator" or "Player"; `roles`: the names in the interface language (AUTH_TEXT's). */
export function roleLabel(
  user: Pick<AuthUser, 'role'> | null | undefined,
  roles: { admin: string; user: string } = { admin: 'Administrator', user: 'Player' },
): string {
  return isAdmin(user) ? roles.admin : roles.user;
}

/**
 * Spec §4: no user → unauthorized; an admin never is; anyone else is when the token is missing,
 * malformed or expired (auth utility margin: 5 minutes before exp). Unauthorized users get sample data.
 */
export function isUnauthorized(
  state: { user: Pick<AuthUser, 'role'> | null; token: string | null },
  now: number = Date.now(),
): boolean {
  if (!state.user) return true;
  if (isAdmin(state.user)) return false;
  if (!state.token || !isValidTokenFormat(state.token)) return true;
  return isSessionExpiredFor(state.user.role, state.token, now);
}

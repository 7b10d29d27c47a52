import { ROLES } from '@slovo/shared';
import { hasShape, isNonEmptyString, isString, oneOf } from '@/lib/response-shape';
import { readJson, removeItem, writeJson } from '@/lib/storage';
import type { AuthUser } from './auth-user';
import { parseToken } from './token-utils';

/**
 * The signed-in user as the server last confirmed them, kept beside the token. When the app starts
 * without a connection, /auth/me cannot answer; this copy keeps the player signed in, so what they
 * play offline is recorded as theirs and sent when the connection returns. It is forgotten with the
 * token (logout, a refused refresh) and trusted only for the token's own user.
 */
export const REMEMBERED_USER_STORAGE_KEY = 'slovo.signedInUser';

const isAuthUser = (value: unknown): value is AuthUser =>
  hasShape(value, {
    id: isNonEmptyString,
    username: isNonEmptyString,
    email: isString,
    role: oneOf(ROLES),
    joinDate: isString,
    lastLogin: isString,
  });

export function rememberUser(user: AuthUser): void {
  writeJson(REMEMBERED_USER_STORAGE_KEY, user);
}

export function forgetRememberedUser(): void {
  removeItem(REMEMBERED_USER_STORAGE_KEY);
}

/** The remembered user when `token` is theirs; null otherwise (another user's token, nothing kept). */
export function rememberedUserFor(token: string): AuthUser | null {
  const user = readJson<AuthUser | null>(REMEMBERED_USER_STORAGE_KEY, null);
  const tokenUserId = parseToken(token)?.payload.id;
  if (!isAuthUser(user) || tokenUserId === undefined) return null;
  return user.id === String(tokenUserId) ? user : null;
}

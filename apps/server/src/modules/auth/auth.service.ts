import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginRequest, RegisterRequest } from '@slovo/shared';
import { AppError, conflict, unauthorized } from '../../app-error';
import type { ServiceContext } from '../../context';
import { inTransaction } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { withTransaction } from '../../db/transaction';
import type { AccountRecord } from '../users';
import {
  createUser,
  emailKey,
  findLoginCredentials,
  invalidateAccessTokens,
  isEmailTaken,
  isUsernameTaken,
  usernameKey,
} from '../users';
import type { AccessTokens } from './access-token';
import type { AuthKeys } from './auth-keys';
import {
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeFamily,
  revokeUserRefreshTokens,
} from './auth.repository';
import { issueDeviceToken, isDeviceTokenFor } from './device-cookie';
import type { LoginAttempt, LoginLimiter } from './login-limits';
import { TOO_MANY_FAILED_LOGINS } from './login-limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { RegistrationLimiter } from './registration-limit';
import { TOO_MANY_REGISTRATIONS } from './registration-limit';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A rotated token presented again this soon is two tabs refreshing together, not a theft. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already registered',
  refreshRequired: 'Refresh token required',
  invalidRefresh: 'Invalid refresh token',
} as const;

/** What sign-in needs beyond the context: the token signer, the limiters and the derived keys. */
export interface AuthDeps {
  accessTokens: AccessTokens;
  loginLimiter: LoginLimiter;
  registrationLimiter: RegistrationLimiter;
  keys: AuthKeys;
}

/** Calls from outside a request (scripts, tests) carry no address; they share one failed-login bucket. */
const NO_ADDRESS = 'local';

export interface Session {
  user: AccountRecord;
  accessToken: string;
  expiresAt: string;
  /** The opaque refresh token for the cookie; only its hash is stored. */
  refreshToken: string;
  refreshExpiresAt: Date;
  /** For the device cookie: this browser has now signed in to this account (see login-limits.ts). */
  deviceToken: string;
}

/** Refresh tokens are stored by this hash only. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'retry-after': String(retryAfterSeconds) });

async function startRefreshFamily(
  { db, clock }: ServiceContext,
  userId: number,
  familyId: string,
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const now = clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const id = await insertRefreshToken(db, {
    tokenHash: hashRefreshToken(token),
    userId,
    familyId,
    expiresAt: expiresAt.toISOString(),
    now: now.toISOString(),
  });
  return { id, token, expiresAt };
}

async function openSession(context: ServiceContext, deps: AuthDeps, user: AccountRecord): Promise<Session> {
  const refresh = await startRefreshFamily(context, user.id, randomUUID());
  const access = await deps.accessTokens.issue(user);
  return {
    user,
    accessToken: access.token,
    expiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
    deviceToken: issueDeviceToken(deps.keys.deviceCookie, user.id, context.clock.now()),
  };
}

export async function register(context: ServiceContext, deps: AuthDeps, input: RegisterRequest): Promise<Session> {
  const retryAfter = await deps.registrationLimiter.admit(context.ip ?? NO_ADDRESS);
  if (retryAfter !== null) throw tooManyRequests(TOO_MANY_REGISTRATIONS, retryAfter);
  // Hash before the transaction: 14 ms of CPU should not hold a write lock.
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(context.db, async (trx) => {
      const tx = inTransaction(context, trx);
      if (await isUsernameTaken(tx, input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
      if (await isEmailTaken(tx, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const user = await createUser(tx, { username: input.username, email: input.email, passwordHash, role: 'user' });
      return openSession(tx, deps, user);
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) {
      if (await isUsernameTaken(context, input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
      throw conflict(AUTH_MESSAGES.emailTaken);
    }
    throw error;
  }
}

/** A name that matches no account is counted under the text it would be looked up by. */
const unknownAccountKey = (name: string) => `name:${name.includes('@') ? emailKey(name) : usernameKey(name)}`;

/**
 * Signs in by username or email. `deviceToken` is the browser's device cookie, if any: it exempts
 * the owner's browsers from the account-wide limit (see login-limits.ts for the whole design).
 */
export async function login(
  context: ServiceContext,
  deps: AuthDeps,
  input: LoginRequest,
  deviceToken?: string,
): Promise<Session> {
  const now = context.clock.now();
  const credentials = await findLoginCredentials(context, input.username);
  const attempt: LoginAttempt = {
    account: credentials ? `user:${credentials.id}` : unknownAccountKey(input.username),
    ip: context.ip ?? NO_ADDRESS,
    knownDevice: credentials ? isDeviceTokenFor(deps.keys.deviceCookie, deviceToken, credentials.id, now) : false,
  };
  const retryAfter = await deps.loginLimiter.admit(attempt);
  if (retryAfter !== null) throw tooManyRequests(TOO_MANY_FAILED_LOGINS, retryAfter);

  const valid = credentials
    ? await verifyPassword(credentials.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !valid) {
    await deps.loginLimiter.recordFailure(attempt);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await deps.loginLimiter.recordSuccess(attempt);
  const { password_hash: _hash, ...user } = credentials;
  return openSession(context, deps, user);
}

/** Revokes the presented token's family (this device's session). Unknown tokens are ignored. */
export async function logout(context: ServiceContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const record = await findRefreshTokenByHash(context.db, hashRefreshToken(presented));
  if (record) await revokeFamily(context.db, record.family_id, context.clock.now().toISOString());
}

/**
 * Signs the user out everywhere (an admin reset their password): none of their refresh tokens works
 * any more, and every access token issued so far is refused on its next request.
 */
export async function endAllSessions(context: ServiceContext, userId: number): Promise<void> {
  await revokeUserRefreshTokens(context.db, userId, context.clock.now().toISOString());
  await invalidateAccessTokens(context, userId);
}

/**
 * Access tokens issued so far are refused on their next request (401), so a client holding one
 * refreshes and gets a token that carries the account as it is now (a role change). Refresh tokens
 * keep working.
 */
export async function reissueAccessTokens(context: ServiceContext, userId: number): Promise<void> {
  await invalidateAccessTokens(context, userId);
}

/** Housekeeping at start: expired refresh tokens can never be used again. */
export async function purgeExpiredRefreshTokens(context: ServiceContext): Promise<void> {
  await deleteExpiredRefreshTokens(context.db, context.clock.now().toISOString());
}

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
  countLiveFamilies,
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  insertRefreshToken,
  findFamiliesRevokedSince,
  isFamilyRevoked,
  revokeFamily,
  revokeUserRefreshTokens,
} from './auth.repository';
import { issueDeviceToken, isDeviceTokenFor } from './device-cookie';
import type { LoginAttempt, LoginLimiter } from './login-limits';
import { TOO_MANY_FAILED_LOGINS } from './login-limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { RegistrationLimiter } from './registration-limit';
import { TOO_MANY_REGISTRATIONS } from './registration-limit';
import type { SessionRevocations } from './session-revocations';
import { REVOCATION_MEMORY_MS } from './session-revocations';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A rotated token presented again this soon is two tabs refreshing together, not a theft. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already registered',
  refreshRequired: 'Refresh token required',
  invalidRefresh: 'Invalid refresh token',
  signedOutEverywhere: 'Signed out on every device',
} as const;

/** What sign-in needs beyond the context: the token signer, the limiters, the derived keys, the sign-outs. */
export interface AuthDeps {
  accessTokens: AccessTokens;
  loginLimiter: LoginLimiter;
  registrationLimiter: RegistrationLimiter;
  keys: AuthKeys;
  /** Told of every session ended here, so every instance refuses its access tokens at once. */
  sessions: SessionRevocations;
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
  const sessionId = randomUUID();
  const refresh = await startRefreshFamily(context, user.id, sessionId);
  const access = await deps.accessTokens.issue(user, sessionId);
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

/**
 * Ends this device's session: the presented refresh token's family, and the session of the access
 * token that came along (`sessionId`, from a verified token; a client may have lost its refresh
 * cookie and still hold the access token). Every access token of the session is refused from the
 * next request on, on every instance (the auth plugin reads the family). Unknown tokens are ignored.
 */
export async function logout(
  context: ServiceContext,
  sessions: SessionRevocations,
  presented: string | undefined,
  sessionId: string | null,
): Promise<void> {
  const now = context.clock.now().toISOString();
  const ended = sessionId ? [sessionId] : [];
  const record = presented ? await findRefreshTokenByHash(context.db, hashRefreshToken(presented)) : undefined;
  if (record && record.family_id !== sessionId) ended.push(record.family_id);
  for (const familyId of ended) await revokeFamily(context.db, familyId, now);
  await sessions.revoked(ended);
}

/**
 * Whether an access token's session (`sid`) is still on; the auth plugin asks on every request.
 * Answered from this instance's copy of the recent sign-outs while it is complete (a Map lookup),
 * else from the database (session-revocations.ts).
 */
export async function isSessionLive(context: ServiceContext, sessions: SessionRevocations, sessionId: string): Promise<boolean> {
  const revoked = sessions.isRevoked(sessionId);
  if (revoked !== null) return !revoked;
  return !(await isFamilyRevoked(context.db, sessionId));
}

/** Reads the sign-outs of the last REVOCATION_MEMORY_MS into this instance's copy (at start, after an outage). */
export async function loadRecentSignOuts(context: ServiceContext, sessions: SessionRevocations): Promise<void> {
  const since = new Date(context.clock.now().getTime() - REVOCATION_MEMORY_MS).toISOString();
  for (const row of await findFamiliesRevokedSince(context.db, since)) {
    sessions.remember([row.family_id], Date.parse(row.revoked_at));
  }
}

/** On how many devices each of `userIds` is signed in (0 when none), for the admins' user list. */
export async function countSessions(context: ServiceContext, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await countLiveFamilies(context.db, userIds, context.clock.now().toISOString());
  const counts = new Map(userIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.user_id, Number(row.sessions));
  return counts;
}

/** On how many devices the user is signed in: their live sessions. */
export async function countUserSessions(context: ServiceContext, userId: number): Promise<number> {
  return (await countSessions(context, [userId])).get(userId) ?? 0;
}

/**
 * Signs the user out everywhere (they asked, or an admin did, or reset their password): none of
 * their refresh tokens works any more, and every access token issued so far is refused on its next
 * request — those of a session through its revoked family, any other through the token version.
 */
export async function endAllSessions(context: ServiceContext, userId: number): Promise<void> {
  await revokeUserRefreshTokens(context.db, userId, context.clock.now().toISOString());
  await invalidateAccessTokens(context, userId);
}

/** The signed-in user asked to be signed out on every device: endAllSessions, all or nothing. */
export async function signOutEverywhere(context: ServiceContext, userId: number): Promise<void> {
  await withTransaction(context.db, (trx) => endAllSessions(inTransaction(context, trx), userId));
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

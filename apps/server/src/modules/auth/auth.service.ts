import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginRequest, RegisterRequest } from '@slovo/shared';
import { AppError, conflict, unauthorized } from '../../app-error';
import type { ServiceContext } from '../../context';
import { inTransaction } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { withTransaction } from '../../db/transaction';
import type { LoginLimiter } from '../../plugins/rate-limit';
import { TOO_MANY_FAILED_LOGINS } from '../../plugins/rate-limit';
import type { UserRecord } from '../users';
import { createUser, findLoginCredentials, findUser, isEmailTaken, isUsernameTaken } from '../users';
import type { AccessTokens } from './access-token';
import {
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  revokeUserRefreshTokens,
} from './auth.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

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

/** What sign-in needs beyond the context: the token signer and the failed-login limiter. */
export interface AuthDeps {
  accessTokens: AccessTokens;
  loginLimiter: LoginLimiter;
}

/** Calls from outside a request (scripts, tests) carry no address; they share one failed-login bucket. */
const NO_ADDRESS = 'local';

export interface Session {
  user: UserRecord;
  accessToken: string;
  expiresAt: string;
  /** The opaque refresh token for the cookie; only its hash is stored. */
  refreshToken: string;
  refreshExpiresAt: Date;
}

const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

async function openSession(context: ServiceContext, deps: AuthDeps, user: UserRecord): Promise<Session> {
  const refresh = await startRefreshFamily(context, user.id, randomUUID());
  const access = await deps.accessTokens.issue(user);
  return {
    user,
    accessToken: access.token,
    expiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
  };
}

export async function register(context: ServiceContext, deps: AuthDeps, input: RegisterRequest): Promise<Session> {
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

export async function login(context: ServiceContext, deps: AuthDeps, input: LoginRequest): Promise<Session> {
  const ip = context.ip ?? NO_ADDRESS;
  const retryAfter = await deps.loginLimiter.retryAfter(input.username, ip);
  if (retryAfter !== null) throw new AppError(429, TOO_MANY_FAILED_LOGINS, { 'retry-after': String(retryAfter) });

  const credentials = await findLoginCredentials(context, input.username);
  const valid = credentials
    ? await verifyPassword(credentials.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !valid) {
    await deps.loginLimiter.recordFailure(input.username, ip);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await deps.loginLimiter.recordSuccess(input.username);
  const { password_hash: _hash, ...user } = credentials;
  return openSession(context, deps, user);
}

export interface RefreshedSession {
  userId: number;
  accessToken: string;
  expiresAt: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Thrown inside the transaction when a concurrent refresh rotated the token first. */
class LostRotationRace extends Error {}

/**
 * Rotates a refresh token. The user comes from the token record, never from the request.
 * - unknown, revoked or expired token → 401;
 * - already rotated within the grace window → a new token in the same family (two tabs);
 * - already rotated earlier → the token was stolen or replayed: revoke the whole family → 401.
 */
export async function refresh(context: ServiceContext, deps: AuthDeps, presented: string | undefined): Promise<RefreshedSession> {
  if (!presented) throw unauthorized(AUTH_MESSAGES.refreshRequired);
  const tokenHash = hashRefreshToken(presented);

  const attempt = () =>
    withTransaction(context.db, async (trx) => {
      const tx = inTransaction(context, trx);
      const now = context.clock.now();
      const record = await findRefreshTokenByHash(trx, tokenHash);
      if (!record || record.revoked_at !== null || record.expires_at <= now.toISOString()) {
        throw unauthorized(AUTH_MESSAGES.invalidRefresh);
      }
      if (record.rotated_at !== null) {
        const sinceRotation = now.getTime() - Date.parse(record.rotated_at);
        if (sinceRotation > REFRESH_REUSE_GRACE_MS) {
          await revokeFamily(trx, record.family_id, now.toISOString());
          return null;
        }
      }
      const user = await findUser(tx, record.user_id);
      if (!user) throw unauthorized(AUTH_MESSAGES.invalidRefresh);

      const next = await startRefreshFamily(tx, user.id, record.family_id);
      if (record.rotated_at === null && !(await markRotated(trx, record.id, next.id, now.toISOString()))) {
        throw new LostRotationRace();
      }
      const access = await deps.accessTokens.issue(user);
      return {
        userId: user.id,
        accessToken: access.token,
        expiresAt: access.expiresAt,
        refreshToken: next.token,
        refreshExpiresAt: next.expiresAt,
      };
    });

  let result: RefreshedSession | null;
  try {
    result = await attempt();
  } catch (error) {
    if (!(error instanceof LostRotationRace)) throw error;
    // The rollback undid our half; re-reading now sees the winner's rotation and applies the grace rule.
    result = await attempt();
  }
  // Revocation is committed before answering, so it sticks even though the request fails.
  if (result === null) throw unauthorized(AUTH_MESSAGES.invalidRefresh);
  return result;
}

/** Revokes the presented token's family (this device's session). Unknown tokens are ignored. */
export async function logout(context: ServiceContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const record = await findRefreshTokenByHash(context.db, hashRefreshToken(presented));
  if (record) await revokeFamily(context.db, record.family_id, context.clock.now().toISOString());
}

/**
 * Signs the user out everywhere: none of their refresh tokens works any more (an admin reset their
 * password). Access tokens already issued run out within ACCESS_TOKEN_TTL_SECONDS.
 */
export async function endAllSessions(context: ServiceContext, userId: number): Promise<void> {
  await revokeUserRefreshTokens(context.db, userId, context.clock.now().toISOString());
}

/** Housekeeping at start: expired refresh tokens can never be used again. */
export async function purgeExpiredRefreshTokens(context: ServiceContext): Promise<void> {
  await deleteExpiredRefreshTokens(context.db, context.clock.now().toISOString());
}

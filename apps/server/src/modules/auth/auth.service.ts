import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginRequest, RegisterRequest } from '@slovo/shared';
import { AppError, conflict, unauthorized } from '../../app-error';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { DbExecutor } from '../../db/transaction';
import { withTransaction } from '../../db/transaction';
import type { LoginLimiter } from '../../plugins/rate-limit';
import { TOO_MANY_FAILED_LOGINS } from '../../plugins/rate-limit';
import type { UserRecord } from '../users';
import { emailExists, findCredentialsByLogin, findUserById, insertUser, usernameExists } from '../users';
import type { AccessTokens } from './access-token';
import {
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  insertRefreshToken,
  markRotated,
  revokeFamily,
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

export interface AuthDeps {
  db: DbExecutor;
  clock: Clock;
  accessTokens: AccessTokens;
  loginLimiter: LoginLimiter;
}

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
  db: DbExecutor,
  clock: Clock,
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

async function openSession(deps: AuthDeps, user: UserRecord, db: DbExecutor): Promise<Session> {
  const refresh = await startRefreshFamily(db, deps.clock, user.id, randomUUID());
  const access = await deps.accessTokens.issue(user);
  return {
    user,
    accessToken: access.token,
    expiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
  };
}

export async function register(deps: AuthDeps, input: RegisterRequest, trx?: DbExecutor): Promise<Session> {
  const db = trx ?? deps.db;
  // Hash before the transaction: 14 ms of CPU should not hold a write lock.
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(db, async (tx) => {
      if (await usernameExists(tx, input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
      if (await emailExists(tx, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const user = await insertUser(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        role: 'user',
        now: deps.clock.now().toISOString(),
      });
      return openSession(deps, user, tx);
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) {
      if (await usernameExists(db, input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
      throw conflict(AUTH_MESSAGES.emailTaken);
    }
    throw error;
  }
}

export async function login(deps: AuthDeps, input: LoginRequest, ip: string, trx?: DbExecutor): Promise<Session> {
  const db = trx ?? deps.db;
  const retryAfter = await deps.loginLimiter.retryAfter(input.username, ip);
  if (retryAfter !== null) throw new AppError(429, TOO_MANY_FAILED_LOGINS, { 'retry-after': String(retryAfter) });

  const credentials = await findCredentialsByLogin(db, input.username);
  const valid = credentials
    ? await verifyPassword(credentials.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !valid) {
    await deps.loginLimiter.recordFailure(input.username, ip);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await deps.loginLimiter.recordSuccess(input.username);
  const { password_hash: _hash, ...user } = credentials;
  return openSession(deps, user, db);
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
export async function refresh(deps: AuthDeps, presented: string | undefined, trx?: DbExecutor): Promise<RefreshedSession> {
  if (!presented) throw unauthorized(AUTH_MESSAGES.refreshRequired);
  const db = trx ?? deps.db;
  const tokenHash = hashRefreshToken(presented);

  const attempt = () =>
    withTransaction(db, async (tx) => {
      const now = deps.clock.now();
      const record = await findRefreshTokenByHash(tx, tokenHash);
      if (!record || record.revoked_at !== null || record.expires_at <= now.toISOString()) {
        throw unauthorized(AUTH_MESSAGES.invalidRefresh);
      }
      if (record.rotated_at !== null) {
        const sinceRotation = now.getTime() - Date.parse(record.rotated_at);
        if (sinceRotation > REFRESH_REUSE_GRACE_MS) {
          await revokeFamily(tx, record.family_id, now.toISOString());
          return null;
        }
      }
      const user = await findUserById(tx, record.user_id);
      if (!user) throw unauthorized(AUTH_MESSAGES.invalidRefresh);

      const next = await startRefreshFamily(tx, deps.clock, user.id, record.family_id);
      if (record.rotated_at === null && !(await markRotated(tx, record.id, next.id, now.toISOString()))) {
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
export async function logout(deps: AuthDeps, presented: string | undefined, trx?: DbExecutor): Promise<void> {
  if (!presented) return;
  const db = trx ?? deps.db;
  const record = await findRefreshTokenByHash(db, hashRefreshToken(presented));
  if (record) await revokeFamily(db, record.family_id, deps.clock.now().toISOString());
}

/** Housekeeping at start: expired refresh tokens can never be used again. */
export async function purgeExpiredRefreshTokens(db: DbExecutor, clock: Clock): Promise<void> {
  await deleteExpiredRefreshTokens(db, clock.now().toISOString());
}

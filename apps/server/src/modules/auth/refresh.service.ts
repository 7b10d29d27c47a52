import { createHmac } from 'node:crypto';
import { unauthorized } from '../../app-error';
import type { ServiceContext } from '../../context';
import { inTransaction } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { withTransaction } from '../../db/transaction';
import { findUser } from '../users';
import type { AuthKeys } from './auth-keys';
import { findRefreshTokenByHash, insertRefreshToken, markRotated, revokeFamily } from './auth.repository';
import type { AuthDeps } from './auth.service';
import { AUTH_MESSAGES, REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS, hashRefreshToken } from './auth.service';

/**
 * The only token a refresh token can ever be rotated into: HMAC(key, token). Every request that
 * presents the same token, on any instance sharing JWT_SECRET, arrives at the same successor, so
 * two tabs refreshing together share one session instead of forking it, and the unique index on
 * token_hash lets exactly one of them store it. Only its hash is kept, as for every refresh token.
 */
const successorOf = (keys: AuthKeys, token: string) =>
  createHmac('sha256', keys.refreshSuccessor).update(token).digest('base64url');

export interface RefreshedSession {
  userId: number;
  accessToken: string;
  expiresAt: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Thrown inside the transaction when a concurrent refresh rotated the token first. */
class LostRotationRace extends Error {}

/** A lost race rolls back and reads again, which then sees the winner's rotation; the third try is a margin. */
const ROTATION_ATTEMPTS = 3;

/**
 * Rotates a refresh token into its one successor (successorOf). The user comes from the token
 * record, never from the request.
 * - unknown, revoked or expired token → 401;
 * - not rotated yet → its successor is stored and returned; of many racing requests, on any
 *   instance, one stores it and the others see it rotated and take the next branch;
 * - rotated within the grace window (two tabs, a retried request) → the same successor again, so
 *   one token yields at most one live successor and the family stays one chain;
 * - rotated earlier → the token was stolen or replayed: revoke the whole family, its access
 *   tokens included → 401.
 */
export async function refresh(context: ServiceContext, deps: AuthDeps, presented: string | undefined): Promise<RefreshedSession> {
  if (!presented) throw unauthorized(AUTH_MESSAGES.refreshRequired);
  const tokenHash = hashRefreshToken(presented);
  const successor = successorOf(deps.keys, presented);
  const successorHash = hashRefreshToken(successor);

  const attempt = () =>
    withTransaction(context.db, async (trx) => {
      const tx = inTransaction(context, trx);
      const now = context.clock.now();
      const record = await findRefreshTokenByHash(trx, tokenHash);
      if (!record || record.revoked_at !== null || record.expires_at <= now.toISOString()) {
        throw unauthorized(AUTH_MESSAGES.invalidRefresh);
      }
      const user = await findUser(tx, record.user_id);
      if (!user) throw unauthorized(AUTH_MESSAGES.invalidRefresh);

      let successorExpiresAt: Date;
      if (record.rotated_at === null) {
        successorExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
        const id = await insertRefreshToken(trx, {
          tokenHash: successorHash,
          userId: user.id,
          familyId: record.family_id,
          expiresAt: successorExpiresAt.toISOString(),
          now: now.toISOString(),
        });
        if (!(await markRotated(trx, record.id, id, now.toISOString()))) throw new LostRotationRace();
      } else {
        if (now.getTime() - Date.parse(record.rotated_at) > REFRESH_REUSE_GRACE_MS) {
          await revokeFamily(trx, record.family_id, now.toISOString());
          return { revokedFamily: record.family_id };
        }
        const issued = await findRefreshTokenByHash(trx, successorHash);
        // Missing when JWT_SECRET changed since; revoked when the session was ended (logout, reset).
        if (!issued || issued.id !== record.replaced_by || issued.revoked_at !== null) {
          throw unauthorized(AUTH_MESSAGES.invalidRefresh);
        }
        successorExpiresAt = new Date(issued.expires_at);
      }
      const access = await deps.accessTokens.issue(user, record.family_id);
      return {
        userId: user.id,
        accessToken: access.token,
        expiresAt: access.expiresAt,
        refreshToken: successor,
        refreshExpiresAt: successorExpiresAt,
      };
    });

  for (let attemptsLeft = ROTATION_ATTEMPTS; ; attemptsLeft--) {
    let result: RefreshedSession | { revokedFamily: string };
    try {
      result = await attempt();
    } catch (error) {
      // A concurrent refresh stored the successor first (its unique hash, or the rotation mark): the
      // rollback undid our half, and the next attempt reads the winner's rotation.
      const lostRace = error instanceof LostRotationRace || isUniqueViolation(error);
      if (lostRace && attemptsLeft > 1) continue;
      throw error;
    }
    // Revocation is committed before answering, so it sticks even though the request fails; the
    // session's access tokens (the thief's or the owner's) are refused from now on, everywhere.
    if ('revokedFamily' in result) {
      await deps.sessions.revoked([result.revokedFamily]);
      throw unauthorized(AUTH_MESSAGES.invalidRefresh);
    }
    return result;
  }
}

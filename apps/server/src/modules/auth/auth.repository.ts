import type { RefreshTokenRow } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

export interface NewRefreshToken {
  tokenHash: string;
  userId: number;
  familyId: string;
  expiresAt: string;
  now: string;
}

export async function insertRefreshToken(db: DbExecutor, token: NewRefreshToken): Promise<number> {
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      family_id: token.familyId,
      expires_at: token.expiresAt,
      revoked_at: null,
      rotated_at: null,
      replaced_by: null,
      created_at: token.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findRefreshTokenByHash(db: DbExecutor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a token as rotated only if nobody else rotated it first; false means a concurrent request
 * won, and the caller must re-read the row and apply the reuse rules.
 */
export async function markRotated(db: DbExecutor, id: number, replacedBy: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now, replaced_by: replacedBy })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function revokeFamily(db: DbExecutor, familyId: string, now: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Whether the sign-in `familyId` was ended: signing out (or a detected theft) revokes every token
 * of a family at once, so one revoked row says so. Asked per request only while this instance's
 * copy of the recent sign-outs cannot be trusted (session-revocations.ts).
 */
export async function isFamilyRevoked(db: DbExecutor, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sign-ins ended since `since` (ISO), each with its latest revocation: what an instance reads at start. */
export async function findFamiliesRevokedSince(
  db: DbExecutor,
  since: string,
): Promise<Array<{ family_id: string; revoked_at: string }>> {
  return db
    .selectFrom('refresh_tokens')
    .select((eb) => ['family_id', eb.fn.max<string>('revoked_at').as('revoked_at')])
    .where('revoked_at', '>=', since)
    .groupBy('family_id')
    .execute();
}

/**
 * Live sign-ins per user, for those of `userIds` that have any: families with a token that is
 * neither revoked nor expired. Only a family's newest token is unrotated (a refresh rotates the
 * old one in the same transaction), so each family counts once; distinct makes sure of it.
 */
export async function countLiveFamilies(
  db: DbExecutor,
  userIds: readonly number[],
  now: string,
): Promise<Array<{ user_id: number; sessions: number }>> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('refresh_tokens')
    .select((eb) => ['user_id', eb.fn.count<number>('family_id').distinct().as('sessions')])
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null)
    .where('rotated_at', 'is', null)
    .where('expires_at', '>', now)
    .groupBy('user_id')
    .execute();
}

/** Housekeeping: tokens past expiry are useless; keeping them only grows the table. */
export async function deleteExpiredRefreshTokens(db: DbExecutor, now: string): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
}

/** Every live refresh token of the user, revoked (an admin reset their password). */
export async function revokeUserRefreshTokens(db: DbExecutor, userId: number, now: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

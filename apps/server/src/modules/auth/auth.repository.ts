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

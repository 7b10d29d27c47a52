import type { AuditAction, Role } from '@slovo/shared';
import type { AuditLogRow } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

export interface NewAuditEntry {
  action: AuditAction;
  actor: { id: number; username: string };
  target: { id: number; username: string };
  fromRole?: Role;
  toRole?: Role;
  /** class_deleted: the class's name. */
  detail?: string;
  now: string;
}

/** Written in the transaction of the change it records: both happen, or neither. */
export async function insertAuditEntry(db: DbExecutor, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      actor_id: entry.actor.id,
      actor_username: entry.actor.username,
      target_id: entry.target.id,
      target_username: entry.target.username,
      from_role: entry.fromRole ?? null,
      to_role: entry.toRole ?? null,
      detail: entry.detail ?? null,
      created_at: entry.now,
    })
    .execute();
}

/** The newest `limit` entries, newest first (ids grow with time). */
export async function findRecentAuditEntries(db: DbExecutor, limit: number): Promise<AuditLogRow[]> {
  return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

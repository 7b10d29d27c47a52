import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * Signing out (issue 30 §2):
 *
 * - audit_log.action may also be 'signed_out_everywhere': an admin ended every session of an
 *   account. The action is a CHECK constraint (0006). PostgreSQL swaps the constraint; SQLite
 *   cannot alter one, so the table is rebuilt with the new check and its rows copied over (SQLite's
 *   documented way; nothing references audit_log, so the drop cascades nowhere).
 *
 * - refresh_tokens_revoked_idx: the recent sign-outs, which every instance reads at start and after
 *   a Redis outage (modules/auth/session-revocations.ts). Partial: only revoked tokens are in it.
 */
const ACTIONS_BEFORE = ['role_changed', 'password_reset', 'user_deleted'] as const;
const ACTIONS_AFTER = [...ACTIONS_BEFORE, 'signed_out_everywhere'] as const;

const actionList = (actions: readonly string[]) =>
  sql.join(
    actions.map((action) => sql.lit(action)),
    sql`, `,
  );

async function replacePostgresCheck(db: Kysely<unknown>, actions: readonly string[]): Promise<void> {
  await sql`
    alter table audit_log
      drop constraint audit_log_action_check,
      add constraint audit_log_action_check check (action in (${actionList(actions)}))`.execute(db);
}

async function rebuildSqliteTable(db: Kysely<unknown>, actions: readonly string[]): Promise<void> {
  await sql`
    create table audit_log_next (
      id integer primary key autoincrement,
      action text not null check (action in (${actionList(actions)})),
      actor_id integer references users (id) on delete set null,
      actor_username text not null,
      target_id integer not null,
      target_username text not null,
      from_role text check (from_role in ('user', 'admin')),
      to_role text check (to_role in ('user', 'admin')),
      created_at text not null
    )`.execute(db);
  await sql`insert into audit_log_next select * from audit_log where action in (${actionList(actions)})`.execute(db);
  await sql`drop table audit_log`.execute(db);
  await sql`alter table audit_log_next rename to audit_log`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_id)`.execute(db);
}

export function signOut(dialect: SqlDialectName): Migration {
  const change = async (db: Kysely<unknown>, actions: readonly string[]) => {
    if (dialect === 'postgres') return replacePostgresCheck(db, actions);
    // SQLite's migration runner uses no transaction: one keeps a failed rebuild from losing the log.
    if (db.isTransaction) return rebuildSqliteTable(db, actions);
    await db.transaction().execute((trx) => rebuildSqliteTable(trx, actions));
  };
  return {
    async up(db) {
      await change(db, ACTIONS_AFTER);
      await db.schema
        .createIndex('refresh_tokens_revoked_idx')
        .on('refresh_tokens')
        .column('revoked_at')
        .where(sql.ref('revoked_at'), 'is not', null)
        .execute();
    },
    // Going back drops the entries the old check would refuse (on PostgreSQL too, or the check fails).
    async down(db) {
      await db.schema.dropIndex('refresh_tokens_revoked_idx').ifExists().execute();
      if (dialect === 'postgres') await sql`delete from audit_log where action = 'signed_out_everywhere'`.execute(db);
      await change(db, ACTIONS_BEFORE);
    },
  };
}

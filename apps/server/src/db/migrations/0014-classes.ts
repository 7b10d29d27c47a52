import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * Classes (issue 35): a teacher gives a group words to learn and sees who has learned what.
 * - classes: the name, the creator (the class goes with their account), the invite (the code to
 *   show, and its SHA-256 to look it up by; `invite_enabled` switches it off) and a version, one
 *   more on every change of the class, which keys its cached views (modules/classes).
 * - class_teachers and class_members: who teaches and who learns; a user is one or the other.
 * - class_assignments: a category (gone with it), an optional due date, the card kinds to
 *   practise and the target as JSON, and optionally exactly which of its words (a practice).
 * Progress is never stored here: it is read from the reviews' own tables, a member's rounds of an
 * assignment's words through a new index on review_log (user_id, word_id).
 * - audit_log.action may also be 'class_deleted' (an admin deleted somebody's class), with the
 *   class's name in the new `detail`; the check is swapped as migration 0009 did.
 */
const ACTIONS_BEFORE = ['role_changed', 'password_reset', 'user_deleted', 'signed_out_everywhere'] as const;
const ACTIONS_AFTER = [...ACTIONS_BEFORE, 'class_deleted'] as const;

const actionList = (actions: readonly string[]) =>
  sql.join(
    actions.map((action) => sql.lit(action)),
    sql`, `,
  );

async function rebuildSqliteAuditLog(db: Kysely<unknown>, actions: readonly string[], withDetail: boolean): Promise<void> {
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
      ${withDetail ? sql`, detail text` : sql``}
    )`.execute(db);
  const columns = sql`id, action, actor_id, actor_username, target_id, target_username, from_role, to_role, created_at`;
  await sql`
    insert into audit_log_next (${columns}) select ${columns} from audit_log
    where action in (${actionList(actions)})`.execute(db);
  await sql`drop table audit_log`.execute(db);
  await sql`alter table audit_log_next rename to audit_log`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_id)`.execute(db);
}

async function changeAuditLog(db: Kysely<unknown>, dialect: SqlDialectName, up: boolean): Promise<void> {
  const actions = up ? ACTIONS_AFTER : ACTIONS_BEFORE;
  if (dialect === 'postgres') {
    if (!up) await sql`delete from audit_log where action = 'class_deleted'`.execute(db);
    await sql`
      alter table audit_log
        drop constraint audit_log_action_check,
        add constraint audit_log_action_check check (action in (${actionList(actions)}))`.execute(db);
    if (up) await sql`alter table audit_log add column detail text`.execute(db);
    else await sql`alter table audit_log drop column detail`.execute(db);
    return;
  }
  // SQLite's migration runner uses no transaction: one keeps a failed rebuild from losing the log.
  if (db.isTransaction) return rebuildSqliteAuditLog(db, actions, up);
  await db.transaction().execute((trx) => rebuildSqliteAuditLog(trx, actions, up));
}

export function classes(dialect: SqlDialectName): Migration {
  const id = dialect === 'postgres' ? sql`id serial primary key` : sql`id integer primary key autoincrement`;
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        create table classes (
          ${id},
          name text not null,
          created_by integer not null references users (id) on delete cascade,
          invite_code text not null,
          invite_hash text not null unique,
          invite_enabled integer not null default 1,
          version integer not null default 0,
          created_at text not null,
          updated_at text not null
        )`.execute(db);
      await sql`create index classes_created_by_idx on classes (created_by)`.execute(db);
      await sql`
        create table class_teachers (
          class_id integer not null references classes (id) on delete cascade,
          user_id integer not null references users (id) on delete cascade,
          added_at text not null,
          primary key (class_id, user_id)
        )`.execute(db);
      await sql`create index class_teachers_user_idx on class_teachers (user_id)`.execute(db);
      await sql`
        create table class_members (
          class_id integer not null references classes (id) on delete cascade,
          user_id integer not null references users (id) on delete cascade,
          joined_at text not null,
          primary key (class_id, user_id)
        )`.execute(db);
      await sql`create index class_members_user_idx on class_members (user_id)`.execute(db);
      await sql`
        create table class_assignments (
          ${id},
          class_id integer not null references classes (id) on delete cascade,
          category_id integer not null references categories (id) on delete cascade,
          due_date text,
          kinds text not null,
          target text not null,
          word_ids text,
          created_at text not null
        )`.execute(db);
      await sql`create index class_assignments_class_idx on class_assignments (class_id)`.execute(db);
      await sql`create index class_assignments_category_idx on class_assignments (category_id)`.execute(db);
      // A member's rounds of an assignment's words (their best scores): without it, a learner of a
      // year's reviews had every one of them read (0.7 s on SQLite, 1.4 s on PostgreSQL in the bench).
      await sql`create index review_log_user_word_idx on review_log (user_id, word_id)`.execute(db);
      await changeAuditLog(db, dialect, true);
    },
    async down(db: Kysely<unknown>) {
      await changeAuditLog(db, dialect, false);
      await sql`drop index review_log_user_word_idx`.execute(db);
      for (const table of ['class_assignments', 'class_members', 'class_teachers', 'classes']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * Admin user management:
 *
 * - `audit_log`: every role change, password reset and deletion an admin makes. The actor's and the
 *   target's usernames are copied in, so an entry still reads well after either account is gone;
 *   the actor's id is cleared when the actor is deleted, the target's id is kept as a plain number.
 *
 * - Indexes for the user list's search at 100,000 accounts. A search of three characters or more
 *   matches anywhere in the username or email key (both lower-cased by the app): PostgreSQL through
 *   GIN trigram indexes on both keys (pg_trgm, installed by migration 0004), SQLite through one FTS5
 *   trigram table holding both keys of a user under the user's id (contentless, kept by triggers,
 *   as the words' tables of 0004). Shorter searches match the keys' beginnings, which the unique
 *   indexes of 0001 answer on SQLite and the trigram indexes on PostgreSQL. (role, created_at)
 *   serves the lists of one role and the count of admins.
 *
 * - `user_counts`: the number of accounts per role, kept by triggers on users (inserts, deletes,
 *   role changes, whoever writes). The list shows the total on every page: counting 100,000 rows
 *   took 5–10 ms per request on PostgreSQL, this is one read of two rows.
 */
const GIN_PENDING_LIST_KB = 64;

async function userCountsSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger user_counts_insert after insert on users begin
      update user_counts set count = count + 1 where role = new.role;
    end`.execute(db);
  await sql`
    create trigger user_counts_delete after delete on users begin
      update user_counts set count = count - 1 where role = old.role;
    end`.execute(db);
  await sql`
    create trigger user_counts_update after update of role on users when old.role <> new.role begin
      update user_counts set count = count - 1 where role = old.role;
      update user_counts set count = count + 1 where role = new.role;
    end`.execute(db);
}

/**
 * Statement triggers with transition tables: a statement deleting many users updates each role once,
 * and an update that changes no role (a password, an email) leaves the counts untouched. (PostgreSQL
 * allows no column list on a trigger with transition tables, hence every update is looked at.)
 */
async function userCountsPostgres(db: Kysely<unknown>): Promise<void> {
  const apply = (changes: string) => `
    begin
      update user_counts u set count = u.count + d.change
      from (select role, sum(change) as change from (${changes}) as changes
            group by role having sum(change) <> 0) as d
      where u.role = d.role;
      return null;
    end`;
  const functions = {
    user_counts_after_insert: apply('select role, 1 as change from new_rows'),
    user_counts_after_delete: apply('select role, -1 as change from old_rows'),
    user_counts_after_update: apply('select role, 1 as change from new_rows union all select role, -1 as change from old_rows'),
  };
  for (const [name, body] of Object.entries(functions)) {
    await sql`create function ${sql.id(name)}() returns trigger language plpgsql as ${sql.lit(body)}`.execute(db);
  }
  await sql`
    create trigger user_counts_insert after insert on users referencing new table as new_rows
    for each statement execute function user_counts_after_insert()`.execute(db);
  await sql`
    create trigger user_counts_delete after delete on users referencing old table as old_rows
    for each statement execute function user_counts_after_delete()`.execute(db);
  await sql`
    create trigger user_counts_update after update on users referencing old table as old_rows new table as new_rows
    for each statement execute function user_counts_after_update()`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table users_trigrams using fts5(username_key, email_key, content='', contentless_delete=1, tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into users_trigrams (rowid, username_key, email_key) select id, username_key, email_key from users`.execute(
    db,
  );
  await sql`
    create trigger users_trigrams_insert after insert on users begin
      insert into users_trigrams (rowid, username_key, email_key) values (new.id, new.username_key, new.email_key);
    end`.execute(db);
  await sql`
    create trigger users_trigrams_delete after delete on users begin
      delete from users_trigrams where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger users_trigrams_update after update of id, username_key, email_key on users begin
      delete from users_trigrams where rowid = old.id;
      insert into users_trigrams (rowid, username_key, email_key) values (new.id, new.username_key, new.email_key);
    end`.execute(db);
}

async function trigramOpsSchema(db: Kysely<unknown>): Promise<string> {
  const row = (
    await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db)
  ).rows[0];
  if (!row) throw new Error('the PostgreSQL extension pg_trgm is missing (migration 0004 installs it)');
  return row.schema;
}

export function adminUsers(dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        const id = dialect === 'postgres' ? sql`id serial primary key` : sql`id integer primary key autoincrement`;
        await sql`
          create table audit_log (
            ${id},
            action text not null check (action in ('role_changed', 'password_reset', 'user_deleted')),
            actor_id integer references users (id) on delete set null,
            actor_username text not null,
            target_id integer not null,
            target_username text not null,
            from_role text check (from_role in ('user', 'admin')),
            to_role text check (to_role in ('user', 'admin')),
            created_at text not null
          )`.execute(trx);
        await sql`create index audit_log_actor_idx on audit_log (actor_id)`.execute(trx);
        await sql`create index users_role_created_idx on users (role, created_at)`.execute(trx);
        await sql`create table user_counts (role text primary key, count integer not null)`.execute(trx);
        await sql`
          insert into user_counts (role, count)
          select r.role, (select count(*) from users where users.role = r.role)
          from (select 'user' as role union all select 'admin') as r`.execute(trx);
        if (dialect === 'postgres') await userCountsPostgres(trx);
        else await userCountsSqlite(trx);
        if (dialect === 'postgres') {
          const schema = await trigramOpsSchema(trx);
          for (const key of ['username_key', 'email_key']) {
            await sql`
              create index ${sql.id(`users_${key}_trgm_idx`)} on users
              using gin (${sql.ref(key)} ${sql.id(schema)}.gin_trgm_ops)
              with (gin_pending_list_limit = ${sql.lit(GIN_PENDING_LIST_KB)})`.execute(trx);
          }
        } else {
          await upSqlite(trx);
        }
      };
      // SQLite's migration runner uses no transaction: one keeps a failed run from leaving half.
      if (db.isTransaction || dialect === 'postgres') await work(db);
      else await db.transaction().execute(work);
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await db.schema.dropIndex('users_username_key_trgm_idx').ifExists().execute();
        await db.schema.dropIndex('users_email_key_trgm_idx').ifExists().execute();
        for (const trigger of ['user_counts_insert', 'user_counts_delete', 'user_counts_update']) {
          await sql`drop trigger if exists ${sql.id(trigger)} on users`.execute(db);
          await sql`drop function if exists ${sql.id(trigger.replace('user_counts_', 'user_counts_after_'))}()`.execute(db);
        }
      } else {
        for (const trigger of ['user_counts_insert', 'user_counts_delete', 'user_counts_update']) {
          await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        }
        for (const trigger of ['users_trigrams_insert', 'users_trigrams_delete', 'users_trigrams_update']) {
          await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        }
        await sql`drop table if exists users_trigrams`.execute(db);
      }
      await db.schema.dropTable('user_counts').ifExists().execute();
      await db.schema.dropIndex('users_role_created_idx').ifExists().execute();
      await db.schema.dropTable('audit_log').ifExists().execute();
    },
  };
}

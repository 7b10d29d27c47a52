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
 */
const GIN_PENDING_LIST_KB = 64;

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
      } else {
        for (const trigger of ['users_trigrams_insert', 'users_trigrams_delete', 'users_trigrams_update']) {
          await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        }
        await sql`drop table if exists users_trigrams`.execute(db);
      }
      await db.schema.dropIndex('users_role_created_idx').ifExists().execute();
      await db.schema.dropTable('audit_log').ifExists().execute();
    },
  };
}

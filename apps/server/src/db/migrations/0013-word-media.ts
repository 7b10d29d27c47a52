import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * Pictures and recorded sounds on words (issue 34). media: each file once, named by the SHA-256 of
 * the bytes served (a picture after the server re-encoded it), the bytes in the database itself
 * (SQLite BLOB, PostgreSQL bytea) so every instance and every backup has them. words.image_hash
 * and words.sound_hash point at it.
 *
 * A file goes when the last word using it stops using it, whatever did that (a word's edit or
 * delete, the cascade of a category or an account): triggers on words delete the files their old
 * rows pointed at when no word points at them any more.
 * - SQLite: row triggers that only fire when a row had a file.
 * - PostgreSQL: statement triggers with the old rows as a transition table, as 0005's counts.
 */

const ORPHANS_OF = (oldRows: string) => `
  delete from media where hash in (
    select image_hash from ${oldRows} where image_hash is not null
    union select sound_hash from ${oldRows} where sound_hash is not null)
  and not exists (select 1 from words w where w.image_hash = media.hash)
  and not exists (select 1 from words w where w.sound_hash = media.hash)`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const unused = (hash: string) =>
    `delete from media where hash = ${hash}
       and not exists (select 1 from words where image_hash = ${hash})
       and not exists (select 1 from words where sound_hash = ${hash});`;
  await sql
    .raw(
      `create trigger words_media_delete after delete on words
       when old.image_hash is not null or old.sound_hash is not null begin
         ${unused('old.image_hash')}
         ${unused('old.sound_hash')}
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger words_media_update after update of image_hash, sound_hash on words
       when old.image_hash is not new.image_hash or old.sound_hash is not new.sound_hash begin
         ${unused('old.image_hash')}
         ${unused('old.sound_hash')}
       end`,
    )
    .execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const body = `begin ${ORPHANS_OF('old_rows')}; return null; end`;
  await sql`create function words_media_after_change() returns trigger language plpgsql as ${sql.lit(body)}`.execute(db);
  await sql`
    create trigger words_media_delete after delete on words referencing old table as old_rows
    for each statement execute function words_media_after_change()`.execute(db);
  await sql`
    create trigger words_media_update after update on words referencing old table as old_rows
    for each statement execute function words_media_after_change()`.execute(db);
}

export function wordMedia(dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media')
        .addColumn('hash', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'sound')`))
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('byte_size', 'integer', (col) => col.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await sql`alter table words add column image_hash text references media (hash)`.execute(db);
      await sql`alter table words add column sound_hash text references media (hash)`.execute(db);
      // The last-user checks and a learner's quota find a file's words by these.
      await sql`create index words_image_hash_idx on words (image_hash) where image_hash is not null`.execute(db);
      await sql`create index words_sound_hash_idx on words (sound_hash) where sound_hash is not null`.execute(db);
      if (dialect === 'postgres') await upPostgres(db);
      else await upSqlite(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop trigger words_media_update${sql.raw(dialect === 'postgres' ? ' on words' : '')}`.execute(db);
      await sql`drop trigger words_media_delete${sql.raw(dialect === 'postgres' ? ' on words' : '')}`.execute(db);
      if (dialect === 'postgres') await sql`drop function words_media_after_change()`.execute(db);
      await sql`drop index words_sound_hash_idx`.execute(db);
      await sql`drop index words_image_hash_idx`.execute(db);
      await sql`alter table words drop column sound_hash`.execute(db);
      await sql`alter table words drop column image_hash`.execute(db);
      await db.schema.dropTable('media').execute();
    },
  };
}

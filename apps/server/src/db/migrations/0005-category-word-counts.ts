import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * categories.word_count: how many words each category holds, kept by the database itself, so no
 * list has to count the words table (500,000 words: 26 ms on SQLite, 60–250 ms on PostgreSQL,
 * measured, paid again after every write because every write drops the cached counts).
 *
 * Triggers on words keep it right under every write, whoever makes it: inserts, deletes (also the
 * cascades of a category or user delete) and updates that move a word to another category.
 * - SQLite: row triggers (an update of one category row per word, a few µs each).
 * - PostgreSQL: statement triggers with transition tables, so a statement inserting 1,000 words
 *   updates each category it touches once, not 1,000 times (each update of a row there writes a
 *   new row version). Their functions live in the schema the migration runs in and name the
 *   tables unqualified, like the rest of the schema (the tests use one schema per file).
 *
 * Existing rows are counted when the migration runs.
 */

const SQLITE_TRIGGERS = ['words_count_insert', 'words_count_delete', 'words_count_update'] as const;
const PG_TRIGGERS = [
  ['words_count_insert', 'words_count_after_insert'],
  ['words_count_delete', 'words_count_after_delete'],
  ['words_count_update', 'words_count_after_update'],
] as const;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger words_count_insert after insert on words begin
      update categories set word_count = word_count + 1 where id = new.category_id;
    end`.execute(db);
  await sql`
    create trigger words_count_delete after delete on words begin
      update categories set word_count = word_count - 1 where id = old.category_id;
    end`.execute(db);
  await sql`
    create trigger words_count_update after update of category_id on words
    when old.category_id is not new.category_id begin
      update categories set word_count = word_count - 1 where id = old.category_id;
      update categories set word_count = word_count + 1 where id = new.category_id;
    end`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // The net change per category of one statement: + its new rows, − its old rows.
  const apply = (changes: string) => `
    begin
      update categories c set word_count = c.word_count + d.change
      from (select category_id, sum(change) as change from (${changes}) as changes
            group by category_id having sum(change) <> 0) as d
      where c.id = d.category_id;
      return null;
    end`;
  const functions = {
    words_count_after_insert: apply('select category_id, 1 as change from new_rows'),
    words_count_after_delete: apply('select category_id, -1 as change from old_rows'),
    words_count_after_update: apply(
      'select category_id, 1 as change from new_rows union all select category_id, -1 as change from old_rows',
    ),
  };
  for (const [name, body] of Object.entries(functions)) {
    await sql`create function ${sql.id(name)}() returns trigger language plpgsql as ${sql.lit(body)}`.execute(db);
  }
  await sql`
    create trigger words_count_insert after insert on words referencing new table as new_rows
    for each statement execute function words_count_after_insert()`.execute(db);
  await sql`
    create trigger words_count_delete after delete on words referencing old table as old_rows
    for each statement execute function words_count_after_delete()`.execute(db);
  await sql`
    create trigger words_count_update after update on words referencing old table as old_rows new table as new_rows
    for each statement execute function words_count_after_update()`.execute(db);
}

async function up(db: Kysely<unknown>, dialect: SqlDialectName): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('word_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    update categories set word_count = (select count(*) from words where words.category_id = categories.id)`.execute(db);
  if (dialect === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

export function categoryWordCounts(dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite's migration runner uses no transaction: one keeps a failed run from leaving half.
      if (db.isTransaction || dialect === 'postgres') await up(db, dialect);
      else await db.transaction().execute((trx) => up(trx, dialect));
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const [trigger, fn] of PG_TRIGGERS) {
          await sql`drop trigger if exists ${sql.id(trigger)} on words`.execute(db);
          await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
        }
      } else {
        for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      }
      await db.schema.alterTable('categories').dropColumn('word_count').execute();
    },
  };
}

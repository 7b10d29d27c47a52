import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * Word search also finds words that merely contain the query. No B-tree can answer "contains", so
 * without help that is a scan of every word (about a second per search at 500,000 words). This
 * adds trigram indexes, which find the words containing a string of three or more characters:
 *
 * - PostgreSQL: the pg_trgm extension and a GIN index on lower(english) and one on lower(russian)
 *   (gin_trgm_ops). The search's `lower(english) LIKE lower('%…%')` uses them as they are. The
 *   extension belongs to the database, not to one schema: it goes to `public` (or stays wherever it
 *   is already installed), because a schema that owned it (the tests use one per file) would take
 *   it, and every other schema's trigram indexes, along when dropped. An advisory lock serializes
 *   concurrent migrations (parallel test files), which would otherwise both try to create it.
 *
 * - SQLite: two FTS5 tables with the trigram tokenizer, words_english_trigrams holding
 *   lower(english) and words_russian_trigrams lower(russian), under the word's id as rowid (one
 *   table per side, so a Latin query does not read the Russian side's lists: half the work of one
 *   table with a column filter, measured). lower() is the application's Unicode-aware one
 *   (database.ts registers it on every connection), so Cyrillic is stored lower-cased as the search
 *   compares it. Contentless with contentless_delete=1: they keep only the index, and a row is
 *   removed by its rowid alone (an external-content table must be told the old indexed text to
 *   delete a row, which would go wrong if lower() ever differed). Triggers keep them in step with
 *   every insert, update and delete of words, including the deletes of a category's cascade.
 *
 * Existing words are indexed when the migration runs.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext('slovo: create extension pg_trgm'))`.execute(db);
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing) return existing;

  const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) {
    throw new Error(
      'the PostgreSQL extension pg_trgm (part of PostgreSQL contrib) is not installed on this server; word search needs it',
    );
  }
  const hasPublic = await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db);
  if (hasPublic.rows.length > 0) await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  else await sql`create extension if not exists pg_trgm`.execute(db);
  return (await installed()) as string;
}

const SIDES = ['english', 'russian'] as const;

/**
 * A GIN index takes new rows into a pending list that every search reads in full until it is
 * merged into the index (when it outgrows this limit, or at VACUUM). At the default 4 MB, after an
 * import or the bench's load, that list made each trigram search 3.5 times slower (3.4 ms instead
 * of 0.95 ms, measured at 500,000 words); at 64 kB it stays small, and inserting 10,000 words costs
 * 0.67 s instead of 0.44 s (fastupdate off, merging row by row: 1.1 s).
 */
const GIN_PENDING_LIST_KB = 64;
const SQLITE_TRIGRAM_TABLES = { english: 'words_english_trigrams', russian: 'words_russian_trigrams' } as const;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const side of SIDES) {
    const table = sql.table(SQLITE_TRIGRAM_TABLES[side]);
    await sql`create virtual table ${table} using fts5(text, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql`insert into ${table} (rowid, text) select id, lower(${sql.ref(side)}) from words`.execute(db);
    // One merged segment instead of the many a bulk insert leaves: searches read half as much
    // (320 → 160 µs per 5-letter search at 500,000 words, measured); 0.3 s once.
    await sql`insert into ${table} (${table}) values ('optimize')`.execute(db);
  }
  const english = sql.table(SQLITE_TRIGRAM_TABLES.english);
  const russian = sql.table(SQLITE_TRIGRAM_TABLES.russian);
  await sql`
    create trigger words_trigrams_insert after insert on words begin
      insert into ${english} (rowid, text) values (new.id, lower(new.english));
      insert into ${russian} (rowid, text) values (new.id, lower(new.russian));
    end`.execute(db);
  await sql`
    create trigger words_trigrams_delete after delete on words begin
      delete from ${english} where rowid = old.id;
      delete from ${russian} where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger words_trigrams_update after update of id, english, russian on words begin
      delete from ${english} where rowid = old.id;
      delete from ${russian} where rowid = old.id;
      insert into ${english} (rowid, text) values (new.id, lower(new.english));
      insert into ${russian} (rowid, text) values (new.id, lower(new.russian));
    end`.execute(db);
}

export function wordSearchTrigrams(dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        const schema = await trigramSchema(db);
        for (const side of SIDES) {
          await sql`
            create index ${sql.id(`words_${side}_trgm_idx`)} on words
            using gin (lower(${sql.ref(side)}) ${sql.id(schema)}.gin_trgm_ops)
            with (gin_pending_list_limit = ${sql.lit(GIN_PENDING_LIST_KB)})`.execute(db);
        }
        return;
      }
      // SQLite's migration runner uses no transaction: one keeps a failed run from leaving half.
      if (db.isTransaction) await upSqlite(db);
      else await db.transaction().execute(upSqlite);
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        // The extension stays: other schemas of the database may use it.
        await db.schema.dropIndex('words_english_trgm_idx').ifExists().execute();
        await db.schema.dropIndex('words_russian_trgm_idx').ifExists().execute();
        return;
      }
      for (const trigger of ['words_trigrams_insert', 'words_trigrams_delete', 'words_trigrams_update']) {
        await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      }
      for (const side of SIDES) await sql`drop table if exists ${sql.table(SQLITE_TRIGRAM_TABLES[side])}`.execute(db);
    },
  };
}

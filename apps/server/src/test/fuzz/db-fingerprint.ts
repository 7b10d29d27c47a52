import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SqlDialectName } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * A fingerprint of every row of every table, to prove a refused request wrote nothing. Row counts
 * alone would miss an UPDATE: PostgreSQL adds the sum of the rows' writing transaction ids
 * (xmin), SQLite hashes the rows' content; both only after a cheap write counter moved. Tables are
 * found in the catalogue, so a table added by a later migration is covered without touching this.
 */
export type Fingerprint = Record<string, string>;

export interface Fingerprinter {
  tables: string[];
  take(): Promise<Fingerprint>;
}

interface TableList {
  /** Tables whose rows are hashed. */
  hashed: string[];
  /**
   * SQLite only: the word and user search indexes' shadow tables, which only triggers on words and
   * users write. Their row counts stand for them: hashing their thousands of trigram rows after
   * every write tripled the cost of a check, and a change to them comes with one to their source.
   */
  counted: string[];
}

async function listTables(db: Kysely<Database>, dialect: SqlDialectName): Promise<TableList> {
  if (dialect === 'sqlite') {
    const rows = await sql<{ name: string; sql: string | null }>`
      select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    const virtual = rows.rows.filter((row) => /^create virtual table/i.test(row.sql ?? '')).map((row) => row.name);
    const tables = rows.rows.map((row) => row.name).filter((name) => !virtual.includes(name));
    const isShadow = (name: string) => virtual.some((table) => name.startsWith(`${table}_`));
    return { hashed: tables.filter((name) => !isShadow(name)), counted: tables.filter(isShadow) };
  }
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return { hashed: rows.rows.map((row) => row.name), counted: [] };
}

export async function createFingerprinter(db: Kysely<Database>, dialect: SqlDialectName): Promise<Fingerprinter> {
  const { hashed, counted } = await listTables(db, dialect);
  const tables = [...hashed, ...counted];
  if (hashed.length === 0) throw new Error('fingerprint: no tables found');

  if (dialect === 'postgres') {
    // Every row version carries the id of the transaction that wrote it (xmin): an INSERT or an
    // UPDATE gives a row a new one, a DELETE lowers the count, and a write rolled back leaves no
    // visible version. So a table's row count and sum of xmin change exactly when a committed write
    // touched it — one query over the small fuzz world, and unlike the write-ahead log's position,
    // deaf to the writes of other tests running on the same server at the same time.
    const columns = hashed.map(
      (table) =>
        sql`(select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from ${sql.table(table)}) as ${sql.ref(table)}`,
    );
    const contents = sql<Fingerprint>`select ${sql.join(columns)}`;
    // That query costs ~1.5 ms, most cases write nothing, and this schema is the fuzz test's own:
    // a statement trigger on every table moves a sequence (sequences ignore rollbacks) whenever a
    // statement that may write runs. While it stands still the last fingerprint holds, as with
    // SQLite's total_changes() below; when it moves, the contents decide.
    const writes = await installWriteCounter(db, hashed);
    return heldWhileNothingWrote(
      tables,
      async () => (await writes.execute(db)).rows[0]?.n ?? '',
      async () => (await contents.execute(db)).rows[0] ?? {},
    );
  }

  // SQLite serves every request on one connection, whose total_changes() counts each row any
  // INSERT, UPDATE or DELETE touched (triggers included): while it stands still nothing was
  // written and the last fingerprint holds, so most cases cost one tiny query. When it moves
  // (a write, or one rolled back), the content decides.
  const selects = hashed.map((table) => sql<Record<string, unknown>>`select * from ${sql.table(table)}`);
  const counts =
    counted.length === 0
      ? null
      : sql<
          Record<string, number>
        >`select ${sql.join(counted.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`))}`;
  const changes = sql<{ n: number }>`select total_changes() as n`;
  const hashTables = async (): Promise<Fingerprint> => {
    const fingerprint: Fingerprint = {};
    for (const [index, query] of selects.entries()) {
      const rows = (await query.execute(db)).rows.map((row) =>
        JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)),
      );
      rows.sort();
      fingerprint[hashed[index] ?? ''] = createHash('sha1').update(rows.join('\n')).digest('hex');
    }
    const rowCounts = counts ? ((await counts.execute(db)).rows[0] ?? {}) : {};
    for (const [table, count] of Object.entries(rowCounts)) fingerprint[table] = `${count} rows`;
    return fingerprint;
  };
  return heldWhileNothingWrote(tables, async () => String((await changes.execute(db)).rows[0]?.n ?? -1), hashTables);
}

/**
 * Takes the full fingerprint only when the engine's write counter moved since the last one: while
 * it stands still nothing was written and the last fingerprint holds.
 */
function heldWhileNothingWrote(
  tables: string[],
  writeCounter: () => Promise<string>,
  fullFingerprint: () => Promise<Fingerprint>,
): Fingerprinter {
  let held: { writes: string; fingerprint: Fingerprint } | null = null;
  return {
    tables,
    async take() {
      // The counter is read first: a write landing between the two reads is seen by the next take().
      const writes = await writeCounter();
      if (held?.writes !== writes) held = { writes, fingerprint: await fullFingerprint() };
      return held.fingerprint;
    },
  };
}

/**
 * PostgreSQL: a sequence in the current (test) schema that every INSERT, UPDATE, DELETE or TRUNCATE
 * statement on `tables` moves, and the query that reads it.
 */
async function installWriteCounter(db: Kysely<Database>, tables: string[]) {
  const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name ?? '';
  // A function body is text, not a query with parameters: the name is checked instead.
  if (!/^[a-z0-9_]+$/.test(schema)) throw new Error(`fingerprint: unexpected schema name ${schema}`);
  const counter = `${schema}.fuzz_write_counter`;
  await sql`create sequence ${sql.ref(counter)}`.execute(db);
  await sql`
    create function ${sql.ref(`${schema}.fuzz_count_write`)}() returns trigger language plpgsql
    as ${sql.raw(`$$ begin perform nextval('${counter}'); return null; end $$`)}`.execute(db);
  for (const table of tables) {
    await sql`
      create trigger fuzz_count_write after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function ${sql.ref(`${schema}.fuzz_count_write`)}()`.execute(db);
  }
  return sql<{ n: string }>`select last_value::text || ':' || is_called::text as n from ${sql.ref(counter)}`;
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { SqlDialectName } from '../db/database';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';

export const TEST_POSTGRES_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Which engine this vitest project tests: TEST_DB=sqlite|postgres (set by vitest.config.ts). */
export function testDialect(): SqlDialectName {
  const value = process.env['TEST_DB'] ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres') throw new Error(`TEST_DB must be sqlite or postgres, got ${value}`);
  return value;
}

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  /** DATABASE_URL for a server process (server.ts) that should use this very database. */
  databaseUrl: string;
  /** Closes the connection and deletes the database (temp file, or the PostgreSQL schema). */
  destroy(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    // Loud on purpose: the outer test script decides whether the PostgreSQL project runs at all.
    throw new Error(`TEST_DB=postgres but PostgreSQL at ${TEST_POSTGRES_URL} is not reachable: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Kysely's migrator first lists the tables of every schema it may use to see whether its own
 * bookkeeping table exists. A schema another test file drops during that listing makes PostgreSQL
 * fail it with `schema "test_…" does not exist`, or spoils the listing so the migrator reads a
 * bookkeeping table it never created: `relation "test_….kysely_migration" does not exist`, or
 * takes earlier migrations for done and runs a later one on an empty schema: `relation
 * "test_….review_log" does not exist` or `column "skill" of relation "review_days" does not
 * exist` (each seen once in a full run). The pending migrations run in
 * one transaction, so nothing was migrated then and trying again is safe; a migration that is
 * really broken fails every try.
 */
const OTHER_SCHEMA_VANISHED = /schema "(test_[^"]+)" does not exist/;
const LISTING_SPOILED = /relation "test_[^"]+\.[a-z_]+" does not exist|column "[a-z_]+" of relation "[a-z_]+" does not exist/;

async function migrateBesideOtherFiles(db: Kysely<Database>, ownSchema: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateToLatest(db, 'postgres');
    } catch (error) {
      const message = (error as Error).message;
      const vanished = OTHER_SCHEMA_VANISHED.exec(message)?.[1];
      const raced = (vanished !== undefined && vanished !== ownSchema) || LISTING_SPOILED.test(message);
      if (attempt === 3 || !raced) throw error;
    }
  }
}

/**
 * A fresh, migrated, empty database of the project's dialect: an SQLite file in a temp folder, or
 * a new PostgreSQL schema selected through search_path. Nothing is shared between callers.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dialect = testDialect();
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'slovo-test-'));
    const path = join(dir, 'slovo.db');
    const open = await openDatabase({ kind: 'sqlite', path });
    try {
      await migrateToLatest(open.db, 'sqlite');
    } catch (error) {
      await open.destroy();
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return {
      db: open.db,
      dialect,
      databaseUrl: `file:${path}`,
      async destroy() {
        await open.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE SCHEMA ${schema}`));
  const dropSchema = () => withAdminClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  let open: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    open = await openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL }, { pgSchema: schema });
    await migrateBesideOtherFiles(open.db, schema);
  } catch (error) {
    await open?.destroy();
    await dropSchema();
    throw error;
  }
  const opened = open;
  return {
    db: opened.db,
    dialect,
    databaseUrl: `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async destroy() {
      await opened.destroy();
      await dropSchema();
    },
  };
}

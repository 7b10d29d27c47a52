/**
 * Fresh, throw-away databases for one benchmark run: an SQLite file in a temporary folder, and a
 * PostgreSQL database `slovo_bench` (or, without the right to create databases, a schema of that
 * name in the configured one). Each comes with the way to remove it again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../apps/server/src/config';
import { describePgTarget } from '../apps/server/src/db/database';

export const BENCH_DATABASE_NAME = 'slovo_bench';

export interface BenchDatabase {
  target: DatabaseTarget;
  /** PostgreSQL fallback: the schema to put on the search_path. */
  pgSchema?: string;
  /** Where the data lives, for the report (never a password). */
  description: string;
  remove(): Promise<void>;
}

export function createSqliteDatabase(): BenchDatabase {
  const folder = mkdtempSync(join(tmpdir(), 'slovo-bench-'));
  const path = join(folder, 'bench.db');
  return {
    target: { kind: 'sqlite', path },
    description: `SQLite file in ${folder} (WAL)`,
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Creates `slovo_bench` next to the database in `url` (dropping a leftover of an interrupted run);
 * falls back to a schema when the user may not create databases. Throws when the server is unreachable.
 */
export async function createPostgresDatabase(url: string): Promise<BenchDatabase> {
  const created = await withClient(url, async (client) => {
    try {
      await client.query(`drop database if exists ${BENCH_DATABASE_NAME} with (force)`);
      await client.query(`create database ${BENCH_DATABASE_NAME}`);
      return true;
    } catch {
      return false;
    }
  });

  if (created) {
    const benchUrl = withDatabaseName(url, BENCH_DATABASE_NAME);
    return {
      target: { kind: 'postgres', url: benchUrl },
      description: `PostgreSQL database ${describePgTarget(benchUrl)}`,
      remove: () =>
        withClient(url, async (client) => {
          await client.query(`drop database if exists ${BENCH_DATABASE_NAME} with (force)`);
        }),
    };
  }

  await withClient(url, async (client) => {
    await client.query(`drop schema if exists ${BENCH_DATABASE_NAME} cascade`);
    await client.query(`create schema ${BENCH_DATABASE_NAME}`);
  });
  return {
    target: { kind: 'postgres', url },
    pgSchema: BENCH_DATABASE_NAME,
    description: `PostgreSQL schema ${BENCH_DATABASE_NAME} in ${describePgTarget(url)}`,
    remove: () =>
      withClient(url, async (client) => {
        await client.query(`drop schema if exists ${BENCH_DATABASE_NAME} cascade`);
      }),
  };
}

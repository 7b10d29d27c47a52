import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests use (as scripts/lib/test-services.mjs: TEST_DATABASE_URL). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export interface ThrowAwayDatabase {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  drop: () => Promise<void>;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A database of its own on the test PostgreSQL server, so servers started by a test file begin
 * empty and migrate it themselves, as on a first deployment. The name is random: files in parallel
 * never meet. Dropped WITH (FORCE), since a stopped server's pool may still hold a connection.
 */
export async function createThrowAwayDatabase(prefix: string): Promise<ThrowAwayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { describeFsError } from '../config';
import { StartupError } from '../startup-error';
import type { Database } from './schema';
import { SqliteReadWriteDialect } from './sqlite-read-write-driver';
import { WAL_STATE, WAL_STATE_SLOTS, createWalResetGate, registerWalResetGate } from './wal-reset-gate';

export type SqlDialectName = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  /** Closes the connection (SQLite file handle or the pg pool). */
  destroy(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: schema to use via search_path (the tests give every file its own). */
  pgSchema?: string;
  /**
   * SQLite only: the longest a write waits for the checkpointer before it begins anyway
   * (WAL_RESET_MAX_WAIT_MS). A test of the WAL starting over sets it long, so a loaded machine's
   * slow worker cannot make the outcome a matter of timing.
   */
  walResetMaxWaitMs?: number;
}

const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

/**
 * pg returns COUNT(*)/SUM (int8) and AVG (numeric) as strings to avoid precision loss; our counts
 * are far below 2^53, and SQLite returns numbers, so both dialects give numbers.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * SQLite's built-in lower()/upper() fold ASCII only, PostgreSQL's (UTF-8 database) fold Cyrillic
 * too. Replacing them with JavaScript's Unicode-aware versions makes `lower(russian)` — searches and
 * the expression indexes on words — behave identically on both dialects. These functions must be
 * registered on every connection that writes to the file; this module is the only place that opens it.
 * For case-insensitive matching write `lower(column) LIKE lower(pattern)`: it means the same on both.
 */
function registerUnicodeCaseFunctions(database: SqliteDatabase.Database): void {
  const options = { deterministic: true };
  database.function('lower', options, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value) as never);
  database.function('upper', options, (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value) as never);
}

/**
 * SQLite copies committed pages from the WAL back into the database file (a checkpoint) once the
 * WAL passes 1000 pages, inside the COMMIT that crossed the line, with two fsyncs, on the one
 * thread that serves every request (better-sqlite3 is synchronous). Measured on the benchmark
 * dataset: committing 100 new words took 6.5 ms on average that way (every few commits 20–60 ms).
 * Here a worker thread with its own connection copies the pages soon after each commit (PASSIVE
 * checkpoints never block readers or the writer; the worker runs no SQL that needs our lower()).
 * The WAL starts over only when a write begins with every frame copied, which back-to-back writes
 * rarely leave the worker time for: past WAL_RESET_FRAMES a write transaction waits for it
 * (wal-reset-gate.ts). Should that wait run out, the request thread still checkpoints at
 * REQUEST_THREAD_CHECKPOINT_PAGES, and the WAL then starts over. Measured: commits average 2.8 ms,
 * the WAL stays under ~8 MB. Should the worker die, this is SQLite's own behaviour at a larger WAL.
 */
const SQLITE_MMAP_BYTES = 256 * 1024 * 1024;

const CHECKPOINT_IDLE_MS = 50;
const CHECKPOINT_BUSY_MS = 1;
export const REQUEST_THREAD_CHECKPOINT_PAGES = 4_000;

const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
const state = new Int32Array(workerData.state);
const { frames, copied, seenCommits, commits } = workerData.slots;
let timer;
let stopped = false;
function tick() {
  if (stopped) return;
  const seen = Atomics.load(state, commits);
  let behind = true;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result && !result.busy) {
      Atomics.store(state, frames, result.log);
      Atomics.store(state, copied, result.checkpointed);
      behind = result.log > result.checkpointed;
    }
  } catch {
    // Busy or closing: the next tick (or the request thread) checkpoints.
  }
  Atomics.store(state, seenCommits, seen);
  if (behind) {
    timer = setTimeout(tick, workerData.busyMs);
    return;
  }
  // All copied: sleep until the request thread commits again (wal-reset-gate.ts), or idleMs.
  const wait = Atomics.waitAsync(state, commits, seen, workerData.idleMs);
  if (wait.async) wait.value.then(tick);
  else timer = setTimeout(tick, 0);
}
timer = setTimeout(tick, workerData.idleMs);
parentPort.on('message', () => {
  stopped = true;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

interface Checkpointer {
  stop(): Promise<void>;
}

function startCheckpointer(path: string, state: Int32Array): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: {
      path,
      driver,
      idleMs: CHECKPOINT_IDLE_MS,
      busyMs: CHECKPOINT_BUSY_MS,
      state: state.buffer,
      slots: WAL_STATE,
    },
  });
  // A failed worker leaves the checkpoints to the request thread; it must not crash the server.
  worker.on('error', () => undefined);
  worker.unref();
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      // No reports any more: a long WAL must not make every write wait for them (wal-reset-gate.ts).
      Atomics.store(state, WAL_STATE.frames, 0);
      resolve();
    }),
  );
  return {
    async stop() {
      worker.postMessage('stop');
      // It closes its connection and exits; terminate() only if it does not within a second.
      const timeout = setTimeout(() => void worker.terminate(), 1000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/**
 * Kysely's SQLite driver prepares every statement it runs, every time: on the benchmark's cache
 * misses (word search, lists) preparing took about 13 % of the server's CPU (measured). The app
 * runs a bounded set of statement texts (IN lists vary in length, chunked), so prepared statements
 * are kept by their SQL text, least recently used dropped first. A statement is used by one query
 * at a time: better-sqlite3 runs all() and run() to completion synchronously. (Kysely's stream(),
 * which keeps a statement busy while it is iterated, is not used; reusing a busy statement throws.)
 */
const PREPARED_STATEMENTS = 1_000;

export function withStatementCache(database: SqliteDatabase.Database, capacity = PREPARED_STATEMENTS): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(text: string): SqliteStatement {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(text);
      } else {
        statement = database.prepare(text) as unknown as SqliteStatement;
        if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}

/** Settings every connection to the file gets, the writer's and the reader's. */
function configureConnection(database: SqliteDatabase.Database): void {
  // A writer waits up to 5 s for another instead of failing.
  database.pragma('busy_timeout = 5000');
  // SQLite reads every page with a read() call into its 2 MB page cache. The searches jump around
  // a 100 MB file (trigram lists, then words by id); with the file memory-mapped, a new 5-letter
  // search's statements took about 2/3 of the time (measured at 500,000 words). Mapped pages are
  // the OS's file cache, shared, not copied. (A 64 MB page cache helped reads too, but made a
  // 100-word batch 40 % slower: 77 → 55 per second, bench; so it is not set.)
  database.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  registerUnicodeCaseFunctions(database);
}

function openWriter(path: string): SqliteDatabase.Database {
  mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  // WAL lets readers run during a write.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  database.pragma(`wal_autocheckpoint = ${REQUEST_THREAD_CHECKPOINT_PAGES}`);
  configureConnection(database);
  // A cheap write probe, so a read-only file or folder fails here rather than mid-request.
  database.exec('CREATE TABLE IF NOT EXISTS slovo_write_probe (x INTEGER); DROP TABLE slovo_write_probe;');
  return database;
}

/** The second connection, for reads outside a transaction (sqlite-read-write-driver.ts). */
function openReader(path: string): SqliteDatabase.Database {
  const database = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  configureConnection(database);
  return database;
}

function openSqlite(path: string, options: OpenDatabaseOptions): OpenDatabase {
  let writer: SqliteDatabase.Database | undefined;
  let reader: SqliteDatabase.Database;
  try {
    writer = openWriter(path);
    reader = openReader(path);
  } catch (error) {
    writer?.close();
    throw new StartupError(`Cannot open the SQLite database at ${path}: ${describeSqliteError(error)}`);
  }
  const walState = new Int32Array(new SharedArrayBuffer(WAL_STATE_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  const checkpointer = startCheckpointer(path, walState);
  const dialect = new SqliteReadWriteDialect({ writer: withStatementCache(writer), reader: withStatementCache(reader) });
  const db = new Kysely<Database>({ dialect });
  registerWalResetGate(db, createWalResetGate(walState, options.walResetMaxWaitMs));
  return {
    db,
    dialect: 'sqlite',
    async destroy() {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

function describeSqliteError(error: unknown): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'SQLITE_CANTOPEN') return 'the file cannot be opened (check the path and permissions)';
  if (code.startsWith('SQLITE_READONLY')) return 'the file or its folder is read-only';
  if (code === 'SQLITE_NOTADB') return 'the file is not an SQLite database';
  return describeFsError(error);
}

/** host:port/database of a PostgreSQL URL, without the user or password. */
export function describePgTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

function describePgError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused (is PostgreSQL running?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'unknown host';
    case 'ETIMEDOUT':
      return 'connection timed out';
    case '28P01':
    case '28000':
      return 'authentication failed';
    case '3D000':
      return 'the database does not exist';
    default:
      return (message ?? 'unknown error').split('\n')[0] ?? 'unknown error';
  }
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    types: pgTypes,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new StartupError(`Cannot connect to PostgreSQL at ${describePgTarget(url)}: ${describePgError(error)}`);
  }
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

/** Opens the configured database and checks it is usable. Throws StartupError on failure. */
export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  return target.kind === 'sqlite' ? openSqlite(target.path, options) : openPostgres(target.url, options);
}

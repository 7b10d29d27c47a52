import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from './test';
import type { TestDatabase } from './test';

/**
 * The real server.ts, run as `npm start` runs it (`node --import tsx`, so the signal reaches the
 * server itself; the tsx command would stand between them): signals are only real with a real process.
 */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { username: 'stopper', password: 'stopper-password' };
/** Enough words that each import's transaction lasts a while (SIGTERM is sent once one is open). */
const IMPORT_WORDS = 5_000;
const IMPORTS_IN_FLIGHT = 3;

interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

function startServer(databaseUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      WEB_DIST: join(tmpdir(), 'slovo-no-web-dist'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start; stderr: ${stderr}`)), 60_000);
    child.stdout.on('data', () => {
      const port = /Slovo is running at http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port: Number(port), origin: `http://127.0.0.1:${port}`, output: () => ({ stdout, stderr }), exited });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}; stderr: ${stderr}`)));
  });
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { token: string }).token;
}

function importFile(name: string) {
  const words = Array.from({ length: IMPORT_WORDS }, (_, i) => ({ english: `${name} word ${i}`, russian: `слово ${i}` }));
  return JSON.stringify({ categories: [{ name, words }] });
}

/**
 * Waits until the server holds a write transaction: on SQLite, taking the write lock ourselves fails
 * (busy); on PostgreSQL, another session holds a row-exclusive lock on this schema's words table.
 */
async function writeInProgress(database: TestDatabase | null, sqlitePath: string): Promise<void> {
  const probe = database ? null : new SqliteDatabase(sqlitePath, { timeout: 0 });
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 5))) {
      if (database) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from pg_locks
          where relation = 'words'::regclass and mode = 'RowExclusiveLock' and pid <> pg_backend_pid()`.execute(database.db);
        if (Number(rows[0]?.n) > 0) return;
      } else {
        try {
          probe?.exec('BEGIN IMMEDIATE; ROLLBACK;');
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') return;
          throw error;
        }
      }
    }
    throw new Error('no import transaction started within 30 s');
  } finally {
    probe?.close();
  }
}

/** Resolves once a new TCP connection to the port is refused (the listener is closed). */
async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

const sqlite = testDialect() === 'sqlite';
let dir: string;
let database: TestDatabase | null = null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'slovo-stop-'));
  // On SQLite the server gets a file nobody else opens, so a left-behind -wal file shows an unclean close.
  if (!sqlite) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM stops the server gracefully', () => {
  it('finishes the requests in flight, refuses new connections, closes the database and exits 0', async () => {
    const dbPath = join(dir, 'graceful.db');
    const server = await startServer(database?.databaseUrl ?? `file:${dbPath}`);
    try {
      const token = await signIn(server.origin);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let signalledAt = 0;
      const inFlight = Array.from({ length: IMPORTS_IN_FLIGHT }, async (_, i) => {
        const response = await fetch(`${server.origin}/api/vocabulary-admin/import`, {
          method: 'POST',
          headers,
          body: importFile(`stop-import-${i}`),
        });
        return { status: response.status, body: (await response.json()) as { imported?: { words: number } }, at: Date.now() };
      });
      const list = fetch(`${server.origin}/api/vocabulary/categories?limit=100`).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { categories?: unknown[] },
      }));
      // Signal only once an import's transaction is open: then a request is surely in flight.
      await writeInProgress(database, dbPath);
      signalledAt = Date.now();
      server.child.kill('SIGTERM');

      // On SQLite the signal is handled between the import's statements: on busy cores that can take seconds.
      expect(await refusedWithin(server.port, 10_000)).toBe(true);
      const imports = await Promise.all(inFlight);
      for (const answer of imports) {
        expect(answer).toMatchObject({ status: 200, body: { imported: { words: IMPORT_WORDS } } });
      }
      // The proof needs at least one import still running when the signal came.
      expect(Math.max(...imports.map((answer) => answer.at))).toBeGreaterThan(signalledAt);
      expect((await list).status).toBe(200);

      // Exit code 0 also says it stopped within the 10 s limit: past it the server exits with 1. (Not
      // timed here: on busy cores the signal itself waits for the import's current statement.)
      expect(await server.exited).toBe(0);
      expect(server.output().stdout).toMatch(/Slovo is stopping \(SIGTERM\)[^\n]*\n(.*\n)*Slovo stopped\n/);
      expect(server.output().stderr).toBe('');

      const countWords = async () => {
        if (database) {
          const row = await database.db
            .selectFrom('words')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        }
        // A clean close checkpoints the WAL into the file and removes it.
        expect(existsSync(`${dbPath}-wal`)).toBe(false);
        const file = new SqliteDatabase(dbPath, { readonly: true });
        try {
          return (file.prepare('select count(*) as n from words').get() as { n: number }).n;
        } finally {
          file.close();
        }
      };
      expect(await countWords()).toBeGreaterThanOrEqual(IMPORT_WORDS * IMPORTS_IN_FLIGHT);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);

  it('exits at once with code 1 and says why on a second signal (a repeat within a second is the same one)', async () => {
    const server = await startServer(database?.databaseUrl ?? `file:${join(dir, 'second-signal.db')}`);
    try {
      // A request whose body never finishes: it stays in flight until the process goes.
      const held = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => held.once('connect', resolve));
      held.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
      held.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.child.kill('SIGTERM');
      server.child.kill('SIGTERM'); // as Ctrl+C under npm start delivers it: ignored
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(server.child.exitCode).toBeNull();
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(1);
      expect(server.output().stderr).toBe('Slovo stopped at once: a second SIGINT arrived before requests in flight finished\n');
      held.destroy();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test';

/** These tests start the real server.ts through tsx, as `npm start` does. */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A clean environment: nothing from the test run (TEST_DB, DATABASE_URL…) leaks into the server. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env['PATH'], HOME: process.env['HOME'], LOG_LEVEL: 'warn', JWT_SECRET: 'x'.repeat(40), ...extra };
}

function runServer(env: Record<string, string>, timeoutMs = 25_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['src/server.ts'], { cwd: SERVER_DIR, env: serverEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit within ${timeoutMs} ms; stdout: ${stdout} stderr: ${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

let dir: string;
let busy: Server;
let busyPort: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'slovo-start-'));
  writeFileSync(join(dir, 'a-file'), '');
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  busyPort = (busy.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => busy.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('start-up failures print one clear line to stderr and exit with code 1', () => {
  // Sequential on purpose: five tsx start-ups at once on two cores make each one slow and the test flaky.
  it.each([
    [
      'a busy port',
      () => ({ PORT: String(busyPort), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'busy.db')}` }),
      /Port \d+ is already in use/,
    ],
    ['a bad DATABASE_URL', () => ({ DATABASE_URL: 'mysql://root:hunter2@localhost/slovo' }), /Invalid DATABASE_URL/],
    [
      'an unusable database path',
      () => ({ DATABASE_URL: `file:${join(dir, 'a-file', 'slovo.db')}` }),
      /Cannot open the SQLite database at .*a-file/,
    ],
    [
      'an unreachable PostgreSQL',
      () => ({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/slovo' }),
      /Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/slovo/,
    ],
    ['an invalid variable', () => ({ PORT: 'eighty' }), /Invalid configuration: PORT/],
  ])(
    '%s',
    async (_case, env, message) => {
      const run = await runServer(env());
      expect(run.code).toBe(1);
      const errorLines = lines(run.stderr);
      expect(errorLines).toHaveLength(1);
      expect(errorLines[0]).toMatch(/^Slovo could not start: /);
      expect(errorLines[0]).toMatch(message);
      expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
      expect(run.stderr).not.toContain('hunter2');
    },
    30_000,
  );
});

describe('a successful start', () => {
  it('migrates, seeds, serves on the project database (SQLite or PostgreSQL), and prints the URL line', async () => {
    const database = await createTestDatabase();
    const child = spawn(TSX, ['src/server.ts'], {
      cwd: SERVER_DIR,
      env: serverEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.databaseUrl,
        WEB_DIST: join(dir, 'no-dist'),
        ADMIN_USERNAME: 'starter',
        ADMIN_PASSWORD: 'starter-password',
      }),
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL line; stderr: ${stderr}`)), 25_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /Slovo is running at (http:\/\/localhost:\d+)/.exec(stdout);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}; stderr: ${stderr}`)));
    });
    try {
      const port = new URL(url).port;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'starter', password: 'starter-password' }),
      });
      expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
      expect(lines(stdout).filter((line) => line.startsWith('Slovo is running at'))).toHaveLength(1);
      const seeded = await database.db.selectFrom('categories').select('id').execute();
      expect(seeded.length).toBeGreaterThanOrEqual(12);
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await database.destroy();
    }
  }, 30_000);
});

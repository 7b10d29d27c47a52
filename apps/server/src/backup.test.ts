import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { createTestApp, createTestDatabase, testDialect } from './test';
import type { TestApp, TestDatabase } from './test';

/** `npm run backup` is `node scripts/backup.mjs`; run from the repository root as npm does. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WRITERS = 4;
const WRITES_BEFORE_BACKUP = 40;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runBackup(databaseUrl: string, destination?: string): Promise<Run> {
  return new Promise((resolve) => {
    const args = ['scripts/backup.mjs', ...(destination ? [destination] : [])];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { PATH: process.env['PATH'], HOME: process.env['HOME'], DATABASE_URL: databaseUrl },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const sqlite = testDialect() === 'sqlite';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'slovo-backup-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Only the running engine's block is registered: the other engine's is not a skipped test here.
if (sqlite) {
  describe('npm run backup on SQLite', () => {
    let database: TestDatabase;
    let t: TestApp;
    let restored: TestApp | null = null;

    beforeAll(async () => {
      database = await createTestDatabase();
      t = await createTestApp({ database });
    });
    afterAll(async () => {
      await restored?.close();
      await t.close();
      await database.destroy();
    });

    it('copies the database while words are being written, and the restored copy holds every acknowledged write', async () => {
      const user = await t.registerUser();
      const category = await t.request('POST', '/api/vocabulary/user/categories', { user, payload: { categoryName: 'backup' } });
      expect(category.statusCode).toBe(201);

      // Each writer adds words one after another, noting when each was acknowledged (201).
      const acknowledged: Array<{ english: string; at: number }> = [];
      let writing = true;
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = 0; writing; i++) {
          const english = `word ${writer} ${i}`;
          const response = await t.request('POST', '/api/vocabulary/user/words', {
            user,
            payload: { categoryName: 'backup', english, russian: `слово ${i}` },
          });
          if (response.statusCode !== 201) throw new Error(`write refused: ${response.statusCode} ${response.body}`);
          acknowledged.push({ english, at: Date.now() });
        }
      });
      while (acknowledged.length < WRITES_BEFORE_BACKUP) await new Promise((resolve) => setTimeout(resolve, 10));
      const backupStarted = Date.now();
      const destination = join(dir, 'under-load.db');
      const run = await runBackup(database.databaseUrl, destination);
      const backupEnded = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      writing = false;
      await Promise.all(writers);

      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Backup written to .*under-load\.db \(.*integrity ok/);
      expect(existsSync(`${destination}.partial`)).toBe(false);
      expect(existsSync(`${destination}-wal`)).toBe(false);
      const before = acknowledged.filter((write) => write.at <= backupStarted).map((write) => write.english);
      const after = acknowledged.filter((write) => write.at > backupEnded).map((write) => write.english);
      expect(before.length).toBeGreaterThanOrEqual(WRITES_BEFORE_BACKUP);
      expect(after.length).toBeGreaterThan(0); // the writes really went on past the copy

      // Restore: a copy of the backup file is the database of a new server.
      const restoredPath = join(dir, 'restored', 'slovo.db');
      mkdirSync(dirname(restoredPath));
      copyFileSync(destination, restoredPath);
      const open = await openDatabase({ kind: 'sqlite', path: restoredPath });
      restored = await createTestApp({
        database: { ...open, databaseUrl: `file:${restoredPath}` },
        config: { jwtSecret: t.config.jwtSecret },
      });
      const vocabulary = await restored.request('GET', '/api/vocabulary/user/', { user });
      expect(vocabulary.statusCode, vocabulary.body).toBe(200);
      // The learner's one category, under its key.
      const [restoredWords = []] = Object.values(vocabulary.json<Record<string, Array<{ english: string }>>>());
      const words = new Set(restoredWords.map((w) => w.english));
      expect(before.filter((english) => !words.has(english))).toEqual([]);
      for (const english of after) expect(words.has(english)).toBe(false);

      // One snapshot: the trigger-kept word count agrees with the words the copy holds.
      const stored = await restored.db
        .selectFrom('categories')
        .select('word_count')
        .where('id', '=', category.json<{ categoryId: number }>().categoryId)
        .executeTakeFirstOrThrow();
      expect(stored.word_count).toBe(words.size);
      await restored.close();
      restored = null;
      await open.destroy().catch(() => undefined);
    }, 30_000);

    it('writes a timestamped copy beside the database when no path is given', async () => {
      const run = await runBackup(database.databaseUrl);
      expect(run.code).toBe(0);
      const written = /^Backup written to (\S+) /.exec(run.stdout)?.[1] ?? '';
      expect(written).toMatch(/slovo-backup-\d{8}-\d{6}\.db$/);
      expect(existsSync(written)).toBe(true);
    }, 30_000);

    it('refuses with one clear line when there is no database', async () => {
      const run = await runBackup(`file:${join(dir, 'missing', 'slovo.db')}`, join(dir, 'never.db'));
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^Backup failed: no database at .*missing\/slovo\.db/);
      expect(existsSync(join(dir, 'never.db'))).toBe(false);
    }, 30_000);
  });
} else {
  describe('npm run backup on PostgreSQL', () => {
    it('exits 1 and gives the pg_dump and pg_restore commands, without the password', async () => {
      const run = await runBackup('postgres://slovo:hunter2@db.example:5433/slovo');
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /pg_dump --host=db\.example --port=5433 --username=slovo --format=custom --file=\S+\.dump slovo/,
      );
      expect(run.stderr).toMatch(/pg_restore --host=db\.example --port=5433 --username=slovo --dbname=slovo \S+\.dump/);
      expect(run.stderr).not.toContain('hunter2');
    }, 30_000);
  });
}

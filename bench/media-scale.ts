/**
 * Where keeping media in the database stops being sensible (issue 34 §1): fills a migrated
 * database with pictures and sounds of real sizes (seeded noise, which compresses no more than
 * WebP or MP3 does) in steps, and after each step times what an operator runs — `npm run backup`
 * on SQLite, `pg_dump -Fc` on PostgreSQL — and reads the file sizes. Not part of `npm run bench`
 * (it writes gigabytes); run it alone:
 *   node --import tsx bench/media-scale.ts            (steps in MB: MEDIA_SCALE_STEPS=256,1024)
 * Results: docs/media.md.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrations';
import { seededRandom } from './dataset';

const STEPS_MB = (process.env.MEDIA_SCALE_STEPS ?? '256,1024').split(',').map(Number);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_NAME = 'slovo_media_scale';
/** A 512 px WebP is 20–40 kB, a word's MP3 8–16 kB: three pictures to one sound. */
const FILE_BYTES = [32_000, 28_000, 36_000, 12_000];
const ROWS_PER_INSERT = 200;

const log = (line: string) => console.log(`[media-scale] ${line}`);
const mb = (bytes: number) => bytes / 1024 / 1024;

function mediaRow(index: number) {
  const size = FILE_BYTES[index % FILE_BYTES.length] as number;
  const random = seededRandom(5_000_000 + index);
  const data = Buffer.alloc(size);
  for (let at = 0; at < size; at += 4) data.writeUInt32LE(Math.floor(random() * 4_294_967_296), at);
  return {
    hash: createHash('sha256').update(data).digest('hex'),
    kind: size < 20_000 ? ('sound' as const) : ('image' as const),
    content_type: size < 20_000 ? 'audio/mpeg' : 'image/webp',
    byte_size: size,
    data,
    created_at: new Date().toISOString(),
  };
}

/** Adds files until the media take `targetMb` in all; counts files and bytes across steps. */
function mediaFiller(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  let files = 0;
  let bytes = 0;
  return async (targetMb: number): Promise<number> => {
    while (mb(bytes) < targetMb) {
      const rows = Array.from({ length: ROWS_PER_INSERT }, (_, offset) => mediaRow(files + offset));
      await db.insertInto('media').values(rows).execute();
      files += rows.length;
      bytes += rows.reduce((sum, row) => sum + row.byte_size, 0);
    }
    return files;
  };
}

function timed(work: () => void): number {
  const started = performance.now();
  work();
  return (performance.now() - started) / 1000;
}

async function sqliteScale(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'slovo-media-scale-'));
  const path = join(folder, 'slovo.db');
  const { db, destroy } = await openDatabase({ kind: 'sqlite', path });
  try {
    await migrateToLatest(db, 'sqlite');
    const fillTo = mediaFiller(db);
    for (const step of STEPS_MB) {
      const files = await fillTo(step);
      const backup = join(folder, 'backup.db');
      const seconds = timed(() =>
        execFileSync(process.execPath, ['scripts/backup.mjs', backup], {
          env: { ...process.env, DATABASE_URL: `file:${path}` },
          stdio: 'pipe',
        }),
      );
      log(
        `SQLite, ${files.toLocaleString('en-US')} files (${step} MB of media): database ${mb(statSync(path).size).toFixed(0)} MB, npm run backup ${seconds.toFixed(1)} s (${(mb(statSync(backup).size) / seconds).toFixed(0)} MB/s, integrity check included)`,
      );
      rmSync(backup, { force: true });
    }
  } finally {
    await destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function postgresScale(): Promise<void> {
  await admin(`drop database if exists ${PG_NAME} with (force)`);
  await admin(`create database ${PG_NAME}`);
  const url = new URL(PG_URL);
  url.pathname = `/${PG_NAME}`;
  const { db, destroy } = await openDatabase({ kind: 'postgres', url: url.toString() });
  const folder = mkdtempSync(join(tmpdir(), 'slovo-media-scale-'));
  try {
    await migrateToLatest(db, 'postgres');
    const fillTo = mediaFiller(db);
    for (const step of STEPS_MB) {
      const files = await fillTo(step);
      const dump = join(folder, 'dump.pgc');
      const seconds = timed(() => execFileSync('pg_dump', ['-Fc', '-f', dump, url.toString()], { stdio: 'pipe' }));
      const size = await db
        .selectNoFrom((eb) => eb.fn<string>('pg_database_size', [eb.val(PG_NAME)]).as('size'))
        .executeTakeFirstOrThrow();
      log(
        `PostgreSQL, ${files.toLocaleString('en-US')} files (${step} MB of media): database ${mb(Number(size.size)).toFixed(0)} MB, pg_dump -Fc ${seconds.toFixed(1)} s (dump ${mb(statSync(dump).size).toFixed(0)} MB)`,
      );
      rmSync(dump, { force: true });
    }
  } finally {
    await destroy();
    rmSync(folder, { recursive: true, force: true });
    await admin(`drop database if exists ${PG_NAME} with (force)`);
  }
}

await sqliteScale();
await postgresScale();

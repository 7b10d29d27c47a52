// `npm run backup [-- PATH]`: a consistent copy of the SQLite database, safe while the server runs.
// Reads DATABASE_URL as the server does (unset: data/slovo.db). Without PATH the copy goes beside the
// database as slovo-backup-YYYYMMDD-HHMMSS.db. On PostgreSQL it prints the pg_dump command to use.
import { renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import SqliteDatabase from 'better-sqlite3';

/** Every page in one backup step: see copyDatabase. */
const ALL_PAGES = 0x7fffffff;

function fail(message) {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

/** The server's own reading of DATABASE_URL (apps/server/src/config.ts), so both always agree. */
async function databaseTarget() {
  register();
  const { parseConfig } = await import('../apps/server/src/config.ts');
  try {
    return parseConfig({ DATABASE_URL: process.env.DATABASE_URL }).database;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

function timestamp(date = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/**
 * The server's lower()/upper() (apps/server/src/db/database.ts): the indexes on lower(russian) were
 * built with JavaScript's Unicode-aware folding, and integrity_check recomputes them; with SQLite's
 * ASCII-only lower() it reports every Cyrillic word with a capital as "missing from index".
 */
function registerUnicodeCaseFunctions(database) {
  const options = { deterministic: true };
  database.function('lower', options, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
  database.function('upper', options, (value) => (typeof value === 'string' ? value.toUpperCase() : value));
}

/**
 * SQLite's online backup API copies the database page by page, as committed, including what is still
 * in the WAL. It restarts whenever another connection writes between two of its steps, which a busy
 * server could make endless; copied in one step, it reads one snapshot (a read transaction, which in
 * WAL mode never blocks the server's writes) and cannot be restarted. Pages are copied as they are,
 * so the indexes are the server's own (VACUUM INTO would rebuild them with SQLite's lower()).
 */
async function copyDatabase(source, destination) {
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }
}

function checkCopy(path) {
  const database = new SqliteDatabase(path, { fileMustExist: true });
  try {
    // The copy carries the server's WAL mode; as a rollback-journal file it is one self-contained file
    // with no -wal or -shm beside it. The server switches it back to WAL when it opens a restored copy.
    database.pragma('journal_mode = DELETE');
    registerUnicodeCaseFunctions(database);
    const problems = database
      .pragma('integrity_check')
      .map((row) => row.integrity_check)
      .filter((result) => result !== 'ok');
    if (problems.length > 0) throw new Error(`integrity check of the copy: ${problems.slice(0, 3).join('; ')}`);
    const { words } = database.prepare('select count(*) as words from words').get();
    const { users } = database.prepare('select count(*) as users from users').get();
    return { words, users };
  } finally {
    database.close();
  }
}

function pgDumpAdvice(url) {
  const parsed = new URL(url);
  const database = parsed.pathname.replace(/^\//, '') || 'postgres';
  const port = parsed.port || '5432';
  const user = decodeURIComponent(parsed.username) || 'postgres';
  const connection = `--host=${parsed.hostname} --port=${port} --username=${user}`;
  const file = `slovo-${timestamp()}.dump`;
  // Never echo the password: PGPASSWORD or ~/.pgpass supplies it.
  return [
    'DATABASE_URL is PostgreSQL: npm run backup copies SQLite only. Use pg_dump (a consistent snapshot while the server runs):',
    `  pg_dump ${connection} --format=custom --file=${file} ${database}`,
    'and to restore, into an empty database:',
    `  pg_restore ${connection} --dbname=${database} ${file}`,
  ].join('\n');
}

async function main() {
  const argument = process.argv[2];
  if (argument === '--help' || argument === '-h') {
    console.log('Usage: npm run backup [-- PATH]   (DATABASE_URL chooses the database, as for npm start)');
    return;
  }
  const target = await databaseTarget();
  if (target.kind === 'postgres') {
    // Exit code 1, not 0: a scheduled `npm run backup` on PostgreSQL must not look like a backup was made.
    console.error(pgDumpAdvice(target.url));
    process.exit(1);
  }
  const source = target.path;
  try {
    statSync(source);
  } catch {
    fail(`no database at ${source} (set DATABASE_URL as for npm start)`);
  }
  const stem = basename(source, extname(source));
  const destination = argument ? resolve(argument) : join(dirname(source), `${stem}-backup-${timestamp()}.db`);
  if (destination === resolve(source)) fail('the backup path is the database itself');
  // Written under a temporary name and renamed once checked, so a copy at the final name is always whole.
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const started = Date.now();
  try {
    await copyDatabase(source, partial);
    const counts = checkCopy(partial);
    renameSync(partial, destination);
    const megabytes = (statSync(destination).size / 1024 / 1024).toFixed(1);
    console.log(
      `Backup written to ${destination} (${megabytes} MB, ${counts.users} users, ${counts.words} words, integrity ok, ${Date.now() - started} ms)`,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    fail(error instanceof Error ? error.message : String(error));
  }
}

await main();

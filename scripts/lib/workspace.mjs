// Helpers shared by `npm start`, `npm test` and `npm run bench`. Plain Node only: these run before
// dependencies are installed.
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST = join(ROOT, 'apps', 'web', 'dist');
export const SERVER_ENTRY = join(ROOT, 'apps', 'server', 'src', 'server.ts');
const INSTALL_STAMP = join(ROOT, 'node_modules', '.slovo-install-stamp');

export function log(message) {
  console.log(`[slovo] ${message}`);
}

export function fail(message) {
  console.error(`[slovo] ${message}`);
  process.exit(1);
}

/** Runs a command with inherited output; exits the script with a clear line when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) fail(`Could not run ${command}: ${result.error.message}`);
  if (result.status !== 0 && !options.allowFailure) fail(`${command} ${args.join(' ')} failed (exit code ${result.status}).`);
  return result.status ?? 1;
}

function lockfileHash() {
  const lock = join(ROOT, 'package-lock.json');
  const manifests = ['package.json', 'apps/web/package.json', 'apps/server/package.json', 'packages/shared/package.json'];
  const hash = createHash('sha256');
  for (const file of [lock, ...manifests.map((m) => join(ROOT, m))]) {
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Installs dependencies from the lockfile when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const wanted = lockfileHash();
  const nativeBinary = join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (existsSync(INSTALL_STAMP) && readFileSync(INSTALL_STAMP, 'utf8') === wanted && existsSync(nativeBinary)) return;
  log('Installing dependencies (the first run compiles the SQLite driver, about a minute)...');
  // A clean tree installs exactly the lockfile; an existing one is updated in place, never wiped.
  const fresh = !existsSync(join(ROOT, 'node_modules', '.package-lock.json'));
  run('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(INSTALL_STAMP, wanted);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when apps/web/dist holds a build newer than every source it is made from. */
export function webBuildIsCurrent() {
  const builtAt = existsSync(join(WEB_DIST, 'index.html')) ? statSync(join(WEB_DIST, 'index.html')).mtimeMs : 0;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'packages/shared/src',
    'package-lock.json',
  ];
  const changedAt = Math.max(...sources.map((s) => newestMtime(join(ROOT, s))));
  return builtAt > changedAt;
}

/** The web build as a runTogether task. */
export const WEB_BUILD_TASK = { label: 'Web build', command: 'npm', args: ['run', 'build', '--silent', '-w', 'apps/web'] };

/** Builds the web app when its output is missing or older than any source it is built from. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && webBuildIsCurrent()) return;
  log('Building the web app...');
  run(WEB_BUILD_TASK.command, WEB_BUILD_TASK.args);
}

/**
 * Runs commands at the same time, each with its output held back and printed whole when it ends
 * (interleaved lines from two tools would be unreadable); exits the script when any of them fails.
 */
export async function runTogether(tasks) {
  const results = await Promise.all(
    tasks.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => resolve({ label, status: 1, output: Buffer.from(error.message), seconds: 0 }));
          child.on('close', (status) =>
            resolve({ label, status, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { label, status, output, seconds } of results) {
    log(`${label}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds.toFixed(0)} s)`);
    if (output.length > 0) process.stdout.write(output);
  }
  const failed = results.filter((result) => result.status !== 0).map((result) => result.label);
  if (failed.length > 0) fail(`${failed.join(' and ')} failed.`);
}

// `npm run proof`: the long proofs of issue 14, then one table of figures.
//   1. side by side (they share the two cores well enough, and neither measures time):
//      - fuzzing: FUZZ_RUNS cases per route on SQLite and PostgreSQL (the fuzz test file);
//      - the SQL injection scan: sqlmap at level 5 / risk 3 (proof/sqlmap/scan.ts);
//   2. then each alone: crash safety (kill -9 during imports and write bursts, on both databases:
//      proof/crash), alone so that its restarts are timed on an otherwise idle machine; the load
//      (proof/load/run-load.ts) and the import stall (proof/imports: the heavy imports at once while
//      a cheap GET is timed), alone since they measure latency.
// The default FUZZ_RUNS keeps the whole proof under 20 minutes on two cores (issue 30 §0);
// PROOF_FULL=1 runs the 10,000 cases per route of issue 14; FUZZ_RUNS=<n> sets any other number.
// Installs what is missing first (dependencies; Debian's sqlmap when running as root), builds the
// web app if needed. A part that fails or cannot run is FAILED in the table and the exit code is 1.
// Logs of every part: PROOF_OUTPUT (default a new folder under the system's temporary folder).
// PROOF_PARTS=fuzz,sqlmap,crash,load,imports runs only some.
import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFiguresTable } from '../proof/lib/figures-table.mjs';
import { runPart } from '../proof/lib/run-part.mjs';
import { ensureSqlmap } from '../proof/lib/sqlmap-install.mjs';
import { ROOT, ensureDependencies, ensureWebBuild, log } from './lib/workspace.mjs';
import { postgresReachable, postgresUrl, redisReachable, redisUrl } from './lib/test-services.mjs';

/** The fuzz helper's test file: both server projects run it, FUZZ_RUNS cases per route. */
const FUZZ_TEST_FILE = 'apps/server/src/test/fuzz/fuzz.test.ts';
/** Cases per route by default: the number that keeps a whole proof under 20 minutes (docs/reliability-and-security.md). */
const DEFAULT_FUZZ_RUNS = '1000';
const FULL_FUZZ_RUNS = '10000';
const FUZZ_RUNS = process.env.FUZZ_RUNS || (process.env.PROOF_FULL === '1' ? FULL_FUZZ_RUNS : DEFAULT_FUZZ_RUNS);
const ALL_PARTS = ['fuzz', 'sqlmap', 'crash', 'load', 'imports'];

const startedAt = performance.now();
const parts = (process.env.PROOF_PARTS || ALL_PARTS.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter((name) => ALL_PARTS.includes(name));
const output = process.env.PROOF_OUTPUT || join(tmpdir(), `slovo-proof-${new Date().toISOString().replace(/[:.]/g, '-')}`);
mkdirSync(output, { recursive: true });

ensureDependencies();
ensureWebBuild();
const problems = [];
if (!(await postgresReachable()))
  problems.push(`PostgreSQL does not answer at ${postgresUrl()}: its halves of every part will fail.`);
if (!(await redisReachable())) problems.push(`Redis does not answer at ${redisUrl()}: the two-instance load will fail.`);
const haveSqlmap = parts.includes('sqlmap') ? ensureSqlmap(log) : true;
for (const problem of problems) log(`WARNING: ${problem}`);
log(`Logs of every part in ${output}`);

const tsx = (file) => ({ command: process.execPath, args: ['--import', 'tsx', file] });
const part = (name, spec) =>
  runPart({
    name,
    cwd: ROOT,
    logFile: join(output, `${name}.log`),
    echo: true,
    ...spec,
    env: { PROOF_OUTPUT: output, ...spec.env },
  });
const notRun = (name, reason) => ({ name, exitCode: null, seconds: 0, summaries: [], logFile: reason });

const fuzzReport = join(output, 'fuzz-report.json');
const firstPhase = [];
if (parts.includes('fuzz')) {
  log(`Fuzzing every route, ${FUZZ_RUNS} cases each, on both databases...`);
  firstPhase.push(
    part('fuzz', {
      command: join(ROOT, 'node_modules', '.bin', 'vitest'),
      args: ['run', '--project', 'server-sqlite', '--project', 'server-postgres', FUZZ_TEST_FILE],
      env: { FUZZ_RUNS, FUZZ_REPORT: fuzzReport },
      echo: false,
    }),
  );
}
if (parts.includes('sqlmap')) {
  log('Scanning for SQL injection with sqlmap (level 5, risk 3) on both databases...');
  firstPhase.push(
    haveSqlmap ? part('sqlmap', tsx('proof/sqlmap/scan.ts')) : Promise.resolve(notRun('sqlmap', 'sqlmap is not installed')),
  );
}
const results = Object.fromEntries((await Promise.all(firstPhase)).map((result) => [result.name, result]));
if (parts.includes('crash')) {
  log('Killing the server (kill -9) during imports and writes on both databases...');
  results.crash = await part('crash', tsx('proof/crash/run-crash.ts'));
}
if (parts.includes('load')) {
  log('Load: 100 connections of mixed work on SQLite, then on two PostgreSQL instances...');
  results.load = await part('load', tsx('proof/load/run-load.ts'));
}

if (parts.includes('imports')) {
  log('Import stall: the heavy imports at once while a cheap GET is timed, on SQLite, then PostgreSQL...');
  results.imports = await part('imports', tsx('proof/imports/run-import-stall.ts'));
}

const readFuzzReport = () => {
  try {
    return existsSync(fuzzReport) ? JSON.parse(readFileSync(fuzzReport, 'utf8')) : null;
  } catch {
    return null;
  }
};
const table = formatFiguresTable({
  fuzz: results.fuzz ? { run: results.fuzz, report: readFuzzReport() } : null,
  sqlmap: results.sqlmap,
  crash: results.crash,
  load: results.load,
  imports: results.imports,
});

const minutes = (performance.now() - startedAt) / 60_000;
console.log('');
for (const line of table) console.log(line);
console.log('');
for (const result of Object.values(results)) {
  log(
    `${result.name}: ${result.exitCode === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s (log: ${result.logFile})`,
  );
}
// A part's exit code and its rows must both say it passed: a summary can be missing or say FAIL.
const anyFailed =
  Object.values(results).some((result) => result.exitCode !== 0) || table.some((line) => /\bFAIL(ED)?\b/.test(line));
log(`Wall time: ${minutes.toFixed(1)} minutes (target: under 20).`);
process.exit(anyFailed || problems.length > 0 ? 1 : 0);

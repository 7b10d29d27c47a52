/**
 * Crash proof (issue 14 §3): `kill -9` the server CRASH_KILLS times (default 20) at random moments
 * while it imports large files and takes bursts of word and progress writes; after every restart the
 * database must pass its integrity check, hold no half-written import and every acknowledged write.
 *
 *   node --import tsx proof/crash/run-crash.ts [sqlite|postgres ...]   (default: both)
 *
 * Prints one JSON line per database ({"proof":"crash",...}) and exits 1 on any loss, partial import,
 * integrity problem or failed restart. CRASH_SEED repeats a run's kill moments; CRASH_DATABASE_URL /
 * TEST_DATABASE_URL names the PostgreSQL server (a throw-away database is created on it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../../apps/server/src/config';
import { seededRandom } from '../../bench/dataset';
import { createThrowAwayDatabase } from '../../e2e/support/postgres-database';
import { freePort } from '../../e2e/support/server';
import { checkDatabase } from './crash-checks';
import { CRASH_ADMIN, startServer } from './crash-server';
import { Ledger, prepareSessions, startWorkload } from './crash-workload';
import type { RunningWorkload } from './crash-workload';

type Dialect = 'sqlite' | 'postgres';

const KILLS = Number(process.env['CRASH_KILLS'] ?? 20);
const SEED = Number(process.env['CRASH_SEED'] ?? Date.now() % 1_000_000);
/** Writes acknowledged in a burst round before its kill may land. */
const BURST_WRITES = 20;
/** How long a round waits for its condition (an import sent, an import answered, a burst) at most. */
const ROUND_WAIT_MS = 20_000;
export const RESTART_TARGET_MS = 5_000;

interface Summary {
  proof: 'crash';
  database: Dialect;
  kills: number;
  survived: number;
  killsDuringImport: number;
  restartMsMax: number;
  restartMsMedian: number;
  restartUnder5s: boolean;
  acknowledgedWrites: number;
  acknowledgedWritesChecked: number;
  lost: number;
  partialImports: number;
  integrityOk: boolean;
  seed: number;
  seconds: number;
  /** The 1-minute load average when the run began and ended: restart times depend on it (2 cores). */
  loadAverage: [number, number];
  problems: string[];
}

async function throwAwayDatabase(
  dialect: Dialect,
): Promise<{ url: string; target: DatabaseTarget; remove: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'slovo-crash-'));
    const path = join(folder, 'slovo.db');
    return {
      url: `file:${path}`,
      target: { kind: 'sqlite', path },
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  if (process.env['CRASH_DATABASE_URL']) process.env['TEST_DATABASE_URL'] = process.env['CRASH_DATABASE_URL'];
  const database = await createThrowAwayDatabase('slovo_crash');
  return { url: database.url, target: { kind: 'postgres', url: database.url }, remove: database.drop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + ROUND_WAIT_MS;
  while (!condition() && Date.now() < deadline) await sleep(5);
}

/**
 * Odd kills land inside an import: at a random point of the time an import takes (measured on the
 * ones answered so far), counted from when the next one was sent. Even kills land in a burst of
 * word and progress writes, after the round's first import was answered (so acknowledged imports
 * exist to check) and BURST_WRITES more writes were acknowledged, at a random moment up to 200 ms later.
 */
async function waitForKillMoment(
  kill: number,
  workload: RunningWorkload,
  ledger: Ledger,
  nextRandom: () => number,
): Promise<void> {
  if (kill % 2 === 1) {
    await until(() => workload.importSentAt() !== null);
    const durations = workload.importDurations;
    const typical = durations.length > 0 ? durations.reduce((a, b) => a + b, 0) / durations.length : 1_000;
    const sentAt = workload.importSentAt() ?? Date.now();
    await sleep(Math.max(0, sentAt + nextRandom() * typical - Date.now()));
    return;
  }
  const imports = ledger.ackedImports.size;
  await until(() => ledger.ackedImports.size > imports);
  const writes = ledger.acknowledged;
  await until(() => ledger.acknowledged >= writes + BURST_WRITES);
  await sleep(nextRandom() * 200);
}

async function proveDatabase(dialect: Dialect): Promise<Summary> {
  const began = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const nextRandom = seededRandom(SEED); // kill moments repeatable from CRASH_SEED
  const database = await throwAwayDatabase(dialect);
  const port = await freePort();
  const ledger = new Ledger();
  const restartMs: number[] = [];
  const problems: string[] = [];
  let killsDuringImport = 0;
  let survived = 0;
  let checked = 0;
  let lost = 0;
  let partialImports = 0;
  let integrityOk = true;

  try {
    // The first start migrates and seeds: not a restart, so not timed against the target.
    let server = await startServer(database.url, port);
    const { admin, learner } = await prepareSessions(server.origin, CRASH_ADMIN);
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const workload = startWorkload(server.origin, learner, admin, ledger);
      await waitForKillMoment(kill, workload, ledger, nextRandom);
      if (workload.importSentAt() !== null) killsDuringImport += 1;
      const stopped = workload.stop();
      await server.killHard();
      await stopped;

      try {
        server = await startServer(database.url, port);
      } catch (error) {
        problems.push(`restart after kill ${kill}: ${(error as Error).message}`);
        break;
      }
      restartMs.push(server.startMs);
      survived += 1;
      const result = await checkDatabase(database.target, learner.userId, ledger);
      checked += ledger.acknowledged;
      lost += result.lost.length;
      partialImports += result.partialImports.length;
      if (result.integrityProblems.length > 0) integrityOk = false;
      for (const problem of [...result.lost, ...result.partialImports, ...result.integrityProblems]) {
        problems.push(`after kill ${kill}: ${problem}`);
      }
      process.stderr.write(
        `[crash ${dialect}] kill ${kill}/${KILLS}: restart ${server.startMs} ms, ${ledger.acknowledged} acknowledged writes checked\n`,
      );
    }
    await server.killHard();
  } catch (error) {
    problems.push((error as Error).message);
  } finally {
    await database.remove().catch(() => undefined);
  }

  const sorted = [...restartMs].sort((a, b) => a - b);
  const restartMsMax = sorted.at(-1) ?? 0;
  return {
    proof: 'crash',
    database: dialect,
    kills: KILLS,
    survived,
    killsDuringImport,
    restartMsMax,
    restartMsMedian: sorted[Math.floor(sorted.length / 2)] ?? 0,
    restartUnder5s: restartMs.length > 0 && restartMsMax < RESTART_TARGET_MS,
    acknowledgedWrites: ledger.acknowledged,
    acknowledgedWritesChecked: checked,
    lost,
    partialImports,
    // Only a check that ran can be ok.
    integrityOk: integrityOk && survived > 0,
    seed: SEED,
    seconds: Math.round((Date.now() - began) / 1000),
    loadAverage: [Number(loadAtStart.toFixed(1)), Number((loadavg()[0] ?? 0).toFixed(1))],
    problems: problems.slice(0, 20),
  };
}

const requested = process.argv.slice(2);
const dialects: Dialect[] = requested.length > 0 ? (requested as Dialect[]) : ['sqlite', 'postgres'];
for (const dialect of dialects)
  if (dialect !== 'sqlite' && dialect !== 'postgres') throw new Error(`unknown database ${dialect}: use sqlite or postgres`);

let failed = false;
for (const dialect of dialects) {
  const summary = await proveDatabase(dialect);
  console.log(JSON.stringify(summary));
  if (
    summary.lost > 0 ||
    summary.partialImports > 0 ||
    !summary.integrityOk ||
    summary.survived < summary.kills ||
    summary.problems.length > 0
  ) {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

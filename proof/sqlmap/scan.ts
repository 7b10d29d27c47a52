/**
 * `npm run proof`'s SQL injection scan (issue 14 §2): sqlmap at --level 5 --risk 3 against every
 * target of scan-targets.ts, on a real server on SQLite and one on PostgreSQL, several sqlmap
 * processes at a time (each one waits on the server most of its time). The general rate limit is
 * off (RATE_LIMIT_PER_MINUTE=0, as startServer sets it): the scan sends thousands of requests.
 *
 * Prints its progress, then one JSON line (the summary `npm run proof` reads). Exit code 1 when
 * sqlmap reports anything injectable or a target could not be scanned.
 * Environment: PROOF_SQLMAP_PROCESSES (default 3), PROOF_SQLMAP_DATABASES (sqlite,postgres),
 * PROOF_SQLMAP_TARGETS (ids, to rerun a few), PROOF_OUTPUT (folder for the logs).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProofDialect, ProofServers } from '../lib/proof-servers';
import { startProofServers } from '../lib/proof-servers';
import { runSqlmap } from './run-sqlmap';
import type { SqlmapDbms, TargetResult } from './run-sqlmap';
import { createScanFixtures } from './scan-fixtures';
import { scanTargets } from './scan-targets';

const DBMS: Record<ProofDialect, SqlmapDbms> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const log = (message: string) => console.log(`[sqlmap] ${message}`);

function listFromEnv(name: string, fallback: string[]): string[] {
  const names = (process.env[name] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return names.length > 0 ? names : fallback;
}

/** Runs `jobs` with at most `limit` at a time, in order of start. */
async function pool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

interface DatabaseScan {
  dialect: ProofDialect;
  results: TargetResult[];
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const dialects = listFromEnv('PROOF_SQLMAP_DATABASES', ['sqlite', 'postgres']) as ProofDialect[];
  const only = listFromEnv('PROOF_SQLMAP_TARGETS', []);
  const processes = Number(process.env.PROOF_SQLMAP_PROCESSES || 3);
  const output = join(process.env.PROOF_OUTPUT || join(tmpdir(), `slovo-proof-${Date.now()}`), 'sqlmap');
  mkdirSync(output, { recursive: true });
  log(`logs in ${output}`);

  const servers: ProofServers[] = [];
  const scans: DatabaseScan[] = [];
  let setupFailure: string | null = null;
  try {
    // A proxy hop is trusted only so the sign-in targets can spread their payloads over addresses.
    // All settled before going on: a server that did start must be stopped (and its database dropped) too.
    const starting = await Promise.allSettled(
      dialects.map((dialect) => startProofServers(dialect, 1, { env: { TRUST_PROXY: '1' } })),
    );
    for (const outcome of starting) if (outcome.status === 'fulfilled') servers.push(outcome.value);
    const refused = starting.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
    const started = servers;
    const jobs = await Promise.all(
      dialects.map(async (dialect, index) => {
        const baseUrl = (started[index] as ProofServers).urls[0] as string;
        const fixtures = await createScanFixtures(baseUrl);
        const targets = scanTargets(fixtures).filter((target) => only.length === 0 || only.includes(target.id));
        const run = {
          baseUrl,
          dbms: DBMS[dialect],
          tokens: { learner: fixtures.learnerToken, admin: fixtures.adminToken },
          folder: join(output, dialect),
        };
        return targets.map((target) => async () => {
          const result = await runSqlmap(target, run);
          const verdict = result.failure ?? (result.injectable.length > 0 ? 'INJECTABLE' : 'not injectable');
          log(
            `${dialect} ${target.id}: ${result.parameters.length} parameters, ${result.requests} requests, ` +
              `${result.serverErrors.length} × 5xx, ${result.seconds.toFixed(1)} s — ${verdict}`,
          );
          return { dialect, result };
        });
      }),
    );
    // Both databases' targets interleaved, so the two servers share the load.
    const interleaved = jobs.flatMap((list, offset) =>
      list.map((job, index) => ({ job, order: index * dialects.length + offset })),
    );
    interleaved.sort((a, b) => a.order - b.order);
    const done = await pool(
      interleaved.map((entry) => entry.job),
      processes,
    );
    for (const dialect of dialects) {
      scans.push({ dialect, results: done.filter((entry) => entry.dialect === dialect).map((entry) => entry.result) });
    }
  } catch (error) {
    setupFailure = error instanceof Error ? error.message : String(error);
    log(`FAILED: ${setupFailure}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  }

  const all = scans.flatMap((scan) => scan.results);
  const injectable = all.flatMap((result) => result.injectable.map((line) => `${result.target}: ${line}`));
  const serverErrors = all.flatMap((result) =>
    result.serverErrors.map((error) => `${result.target} ${error.status}: ${error.request}`),
  );
  const failures = [
    ...(setupFailure ? [setupFailure] : []),
    ...all.flatMap((result) => (result.failure ? [`${result.target}: ${result.failure}`] : [])),
  ];
  for (const line of injectable) log(`INJECTABLE ${line}`);
  for (const line of serverErrors.slice(0, 50)) log(`5xx ${line}`);
  for (const line of failures) log(`FAILED ${line}`);

  const summary = {
    part: 'sqlmap',
    ok: injectable.length === 0 && failures.length === 0 && scans.length === dialects.length,
    databases: dialects,
    targets: all.length,
    parametersTested: all.reduce((sum, result) => sum + result.parameters.length, 0),
    requests: all.reduce((sum, result) => sum + result.requests, 0),
    injectableParameters: injectable.length,
    serverErrors: serverErrors.length,
    serverErrorSamples: serverErrors.slice(0, 20),
    failures,
    perDatabase: scans.map((scan) => ({
      dialect: scan.dialect,
      parameters: scan.results.reduce((sum, result) => sum + result.parameters.length, 0),
      requests: scan.results.reduce((sum, result) => sum + result.requests, 0),
      secondsPerParameter:
        scan.results.reduce((sum, result) => sum + result.seconds, 0) /
        Math.max(
          1,
          scan.results.reduce((sum, result) => sum + result.parameters.length, 0),
        ),
    })),
    seconds: (performance.now() - startedAt) / 1000,
  };
  console.log(JSON.stringify(summary));
  process.exit(summary.ok ? 0 : 1);
}

void main();

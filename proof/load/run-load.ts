/**
 * `npm run proof`'s load part (issue 14 §5): the benchmark's dataset (10,000 categories, 520,000
 * words, 100,000 accounts; bench/load-dataset.ts) behind real server processes — one on SQLite,
 * two on one PostgreSQL with Redis — under the mixed workload of workload.ts, at 100 connections.
 * With two instances every stream's connections (and pace) are split between them, as a
 * round-robin load balancer would.
 *
 * Per deployment: the words route's paths requested once each (a warm server, as in production),
 * then 30 s without the logins (the words route's reference p99), then 60 s of everything with
 * logins at 20/s. Passes when nothing failed (no error, no timeout, no answer but 2xx) and the words
 * route's p99 with logins stays within 2× its p99 without them.
 *
 * Prints its progress, then one JSON line (the summary `npm run proof` reads); exit code 1 on a miss.
 * Environment: PROOF_LOAD_DATABASES (sqlite,postgres), PROOF_LOAD_SECONDS (60),
 * PROOF_LOAD_REFERENCE_SECONDS (30), TEST_DATABASE_URL (the PostgreSQL server).
 */
import type { BenchDatabase } from '../../bench/bench-databases';
import { createPostgresDatabase, createSqliteDatabase } from '../../bench/bench-databases';
import { BENCH_ADMIN, BENCH_LEARNER, BENCH_WRITER } from '../../bench/dataset';
import { loadDataset } from '../../bench/load-dataset';
import type { LoadResult } from '../../bench/load-test';
import { combineRuns, runLoad } from '../../bench/load-test';
import { onceEach } from '../../bench/scenarios';
import { call } from '../../e2e/support/api-client';
import { POSTGRES_URL } from '../../e2e/support/postgres-database';
import type { ProofDialect, ProofServers } from '../lib/proof-servers';
import { startProofServers } from '../lib/proof-servers';
import { runPacedLoad } from './paced-load';
import type { Sessions, WorkloadStream } from './workload';
import { LOGINS_PER_SECOND, buildWorkload } from './workload';

const log = (message: string) => console.log(`[load] ${message}`);

/** How much slower the words route may get while logins run (issue 14 §5). */
const MAX_WORDS_P99_RATIO = 2;

interface RouteFigures {
  route: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface DeploymentFigures {
  deployment: string;
  instances: number;
  routes: RouteFigures[];
  wordsP99WithoutLoginsMs: number;
  wordsP99WithLoginsMs: number;
  ok: boolean;
  misses: string[];
}

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const portOf = (url: string) => Number(new URL(url).port);

/** One stream on every instance at once, its connections and pace shared out; one figure for the route. */
async function runStream(urls: string[], stream: WorkloadStream, seconds: number): Promise<LoadResult> {
  const runs = urls.map((url, index) => {
    const connections = Math.max(
      1,
      Math.floor(stream.connections / urls.length) + (index < stream.connections % urls.length ? 1 : 0),
    );
    if (stream.ratePerSecond === undefined) {
      // No CPU figure: the server's pid is not known here (pid 0 reads nothing).
      return runLoad({ port: portOf(url), pid: 0 }, stream.source, { connections, durationSeconds: seconds });
    }
    return runPacedLoad(url, stream.source, {
      connections,
      durationSeconds: seconds,
      ratePerSecond: stream.ratePerSecond / urls.length,
    });
  });
  return combineRuns(await Promise.all(runs));
}

async function runPhase(urls: string[], streams: WorkloadStream[], seconds: number): Promise<Map<string, LoadResult>> {
  const results = await Promise.all(
    streams.map(async (stream) => [stream.route, await runStream(urls, stream, seconds)] as const),
  );
  return new Map(results);
}

async function signIn(url: string, account: { username: string; password: string }): Promise<string> {
  const answer = await call(url, 'POST', '/api/auth/login', { body: { username: account.username, password: account.password } });
  if (answer.status !== 200) throw new Error(`login of ${account.username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

async function sessionsOn(url: string): Promise<Sessions> {
  const learner = await signIn(url, BENCH_LEARNER);
  const writer = await signIn(url, BENCH_WRITER);
  const vocabulary = await call(url, 'GET', '/api/vocabulary/user', { token: learner });
  const learnerWordIds = Object.values(vocabulary.body as Record<string, Array<{ id: number }>>)
    .flat()
    .map((word) => word.id)
    .slice(0, 5_000);
  if (learnerWordIds.length === 0) throw new Error('the bench learner has no words');
  return { learner, writer, learnerWordIds, login: { username: BENCH_ADMIN.username, password: BENCH_ADMIN.password } };
}

function figuresOf(route: string, result: LoadResult): RouteFigures {
  return {
    route,
    requests: result.requests,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function openDatabase(dialect: ProofDialect): Promise<{ database: BenchDatabase; url: string }> {
  const database = dialect === 'sqlite' ? createSqliteDatabase() : await createPostgresDatabase(POSTGRES_URL);
  if (database.pgSchema) {
    await database.remove();
    throw new Error('the PostgreSQL user may not create databases (the server cannot run in a schema of its own)');
  }
  const url = database.target.kind === 'sqlite' ? `file:${database.target.path}` : database.target.url;
  return { database, url };
}

async function runDeployment(dialect: ProofDialect, instances: number): Promise<DeploymentFigures> {
  const deployment = dialect === 'sqlite' ? 'SQLite, 1 instance' : `PostgreSQL + Redis, ${instances} instances`;
  const seconds = positive('PROOF_LOAD_SECONDS', 60);
  const referenceSeconds = positive('PROOF_LOAD_REFERENCE_SECONDS', 30);
  log(`${deployment}: loading the benchmark dataset...`);
  const { database, url } = await openDatabase(dialect);
  let servers: ProofServers | null = null;
  try {
    const loaded = await loadDataset(database);
    log(
      `${deployment}: ${loaded.words.toLocaleString('en-US')} words loaded in ${loaded.seconds.toFixed(0)} s; starting the servers...`,
    );
    servers = await startProofServers(dialect, instances, { existingDatabaseUrl: url });
    const urls = servers.urls;
    const { streams, prime } = buildWorkload(await sessionsOn(urls[0] as string));

    // Every category's words once, on every instance: each keeps its own cache.
    await Promise.all(
      urls.map((instance, index) =>
        runLoad({ port: portOf(instance), pid: 0 }, { next: onceEach(prime, index) }, { connections: 16, durationSeconds: 60 }),
      ),
    );

    const withoutLogins = streams.filter((stream) => !stream.loginsOnly);
    log(`${deployment}: ${referenceSeconds} s without logins...`);
    const reference = await runPhase(urls, withoutLogins, referenceSeconds);
    log(`${deployment}: ${seconds} s of the whole workload, logins at ${LOGINS_PER_SECOND}/s...`);
    const loaded60 = await runPhase(urls, streams, seconds);

    const routes = streams.map((stream) => figuresOf(stream.route, loaded60.get(stream.route) as LoadResult));
    const wordsRoute = streams[0]?.route as string;
    const wordsP99WithoutLoginsMs = (reference.get(wordsRoute) as LoadResult).p99Ms;
    const wordsP99WithLoginsMs = (loaded60.get(wordsRoute) as LoadResult).p99Ms;
    const misses: string[] = [];
    for (const [phase, results] of [
      ['without logins', reference],
      ['with logins', loaded60],
    ] as const) {
      for (const [route, result] of results) {
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) {
          misses.push(
            `${route} (${phase}): ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
          );
        }
      }
    }
    if (wordsP99WithLoginsMs > MAX_WORDS_P99_RATIO * Math.max(1, wordsP99WithoutLoginsMs)) {
      misses.push(
        `words p99 ${wordsP99WithLoginsMs} ms with logins > ${MAX_WORDS_P99_RATIO} × ${wordsP99WithoutLoginsMs} ms without`,
      );
    }
    for (const route of routes) {
      log(
        `${deployment} | ${route.route}: ${route.requests} requests (${route.requestsPerSecond}/s), p50 ${route.p50Ms} ms, ` +
          `p99 ${route.p99Ms} ms, not 2xx ${route.non2xx}, errors ${route.errors}, timeouts ${route.timeouts}`,
      );
    }
    log(`${deployment}: words p99 ${wordsP99WithoutLoginsMs} ms without logins, ${wordsP99WithLoginsMs} ms with`);
    return { deployment, instances, routes, wordsP99WithoutLoginsMs, wordsP99WithLoginsMs, ok: misses.length === 0, misses };
  } finally {
    await servers?.stop().catch(() => undefined);
    await database.remove().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const wanted = (process.env.PROOF_LOAD_DATABASES || 'sqlite,postgres').split(',').map((name) => name.trim());
  const deployments: DeploymentFigures[] = [];
  const failures: string[] = [];
  // One after the other: each deployment is measured with the machine to itself.
  for (const [dialect, instances] of [
    ['sqlite', 1],
    ['postgres', 2],
  ] as const) {
    if (!wanted.includes(dialect)) continue;
    try {
      deployments.push(await runDeployment(dialect, instances));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${dialect}: ${message}`);
      log(`FAILED ${dialect}: ${message}`);
    }
  }
  const all = deployments.flatMap((deployment) => deployment.routes);
  const summary = {
    part: 'load',
    ok: failures.length === 0 && deployments.every((deployment) => deployment.ok),
    errors: all.reduce((sum, route) => sum + route.errors + route.non2xx, 0),
    timeouts: all.reduce((sum, route) => sum + route.timeouts, 0),
    deployments,
    failures,
    seconds: (performance.now() - startedAt) / 1000,
  };
  for (const deployment of deployments) for (const miss of deployment.misses) log(`MISS ${deployment.deployment}: ${miss}`);
  console.log(JSON.stringify(summary));
  process.exit(summary.ok ? 0 : 1);
}

void main();

import { afterAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../plugins/auth';
import type { Access } from '../../context';
import { createTestApp } from '../test-app';
import { APKG_ROUTE, apkgBodies } from './fuzz-apkg';
import { changedTables, createFingerprinter } from './db-fingerprint';
import type { Fingerprint, Fingerprinter } from './db-fingerprint';
import { fuzzHints } from './fuzz-hints';
import { formatSummary, summarize, writeFuzzReport } from './fuzz-report';
import { requestArbitrary } from './fuzz-request';
import type { FuzzRoute } from './fuzz-request';
import { resetFuzzWorld } from './fuzz-world';
import type { FuzzWorld } from './fuzz-world';
import { fuzzRoute } from './route-fuzzer';
import type { RouteFuzzResult } from './route-fuzzer';

/**
 * Issue 14 part 2: property-based fuzzing of every /api route (fast-check), on the project's
 * database. For each route in Fastify's route table: FUZZ_RUNS cases (500 by default; `npm run
 * proof` asks for 10,000) of requests derived from the route's own zod schemas, plus hostile
 * bodies, addresses and callers (hostile-values.ts). Properties: no 5xx, always an answer, every
 * 4xx is JSON {error}, a refused request writes no row, and the app still answers its health
 * check after each route. FUZZ_SEED replays a run; FUZZ_REPORT=<path> writes the JSON summary.
 */

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 500);
const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const REPORT_PATH = process.env['FUZZ_REPORT'];

/**
 * Routes that hash a password with argon2id (~15 ms of CPU a hash, by design) on every valid
 * case: a tenth of the runs (at least 50), or 500 such routes' cases would take most of a minute
 * on their own. Their validation, limits and refusals are the same code as everywhere else.
 */
const PASSWORD_HASHING_ROUTES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/admin/users/:id/reset-password',
]);
const runsFor = (route: string) => (PASSWORD_HASHING_ROUTES.has(route) ? Math.max(50, Math.ceil(RUNS / 10)) : RUNS);

/**
 * Writes a refused request may make, by design. A refresh token replayed after its grace window
 * is refused (401) and revokes its whole family: that write is the reuse detection working.
 */
const WRITES_WHEN_REFUSED: Record<string, readonly string[]> = {
  'POST /api/auth/refresh': ['refresh_tokens'],
};

const cpuAtStart = process.cpuUsage();
const t = await createTestApp();
const fingerprinter: Fingerprinter = await createFingerprinter(t.db, t.dialect);
const apkgBody = await apkgBodies();
const routes: FuzzRoute[] = t.app.routeTable
  .filter((entry) => isApiPath(entry.url) && entry.method !== 'HEAD')
  .map((entry) => ({
    method: entry.method,
    url: entry.url,
    access: entry.access as Access,
    // Fastify keeps schemas untyped; every /api route declares zod ones.
    ...(entry.schema as Pick<FuzzRoute, 'params' | 'querystring' | 'body'>),
    // The .apkg import reads a file: real packages and damaged ones instead of JSON.
    ...(`${entry.method} ${entry.url}` === APKG_ROUTE ? { binaryBody: apkgBody } : {}),
  }));
const results: RouteFuzzResult[] = [];

/**
 * The world is built again only when the last route changed it (any write it accepted): building
 * it registers four accounts, an argon2 hash each, and most routes (every read) leave it as it was.
 */
let world: { current: FuzzWorld; fingerprint: Fingerprint } | null = null;
async function freshWorld(): Promise<FuzzWorld> {
  if (world && changedTables(world.fingerprint, await fingerprinter.take()).length === 0) return world.current;
  const current = await resetFuzzWorld(t);
  world = { current, fingerprint: await fingerprinter.take() };
  return current;
}

afterAll(async () => {
  const cpu = process.cpuUsage(cpuAtStart);
  const summary = summarize(RUNS, SEED, results, Math.round((cpu.user + cpu.system) / 1000));
  if (REPORT_PATH) {
    writeFuzzReport(REPORT_PATH, t.dialect, summary);
    console.info(formatSummary(t.dialect, summary));
  }
  await t.close();
});

describe(`fuzzing every /api route (${t.dialect}, ${RUNS} cases a route, seed ${SEED})`, () => {
  it('finds every /api route of the route table, each with its access', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !route.access)).toEqual([]);
    // Without their schemas, the routes would get random input only and rarely reach the services.
    expect(routes.filter((route) => route.params || route.querystring || route.body).length).toBeGreaterThan(20);
    expect(routes.find((route) => route.method === 'POST' && route.url === '/api/auth/login')?.body).toBeDefined();
  });

  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const runs = runsFor(name);
    it(`${name}: ${runs} cases, no 5xx, JSON errors, refusals write nothing`, { timeout: 60_000 + runs * 40 }, async () => {
      const current = await freshWorld();
      const arbitrary = requestArbitrary(route, current, fuzzHints(current, route.url));
      const result = await fuzzRoute(
        { t, fingerprinter, mayWriteWhenRefused: WRITES_WHEN_REFUSED[name] ?? [] },
        name,
        arbitrary,
        runs,
        SEED,
      );
      results.push(result);

      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode, 'the app still answers its health check').toBe(200);
      expect(result.runs).toBe(runs);
      const broken = Object.values(result.violations).reduce((total, count) => total + count, 0);
      expect(
        broken === 0
          ? null
          : { violations: result.violations, first: result.first, shrunk: result.shrunk ?? 'did not break when replayed alone' },
        `seed ${SEED}`,
      ).toBeNull();
    });
  }
});

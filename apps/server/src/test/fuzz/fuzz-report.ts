import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SqlDialectName } from '../../db/database';
import type { RouteFuzzResult } from './route-fuzzer';

/**
 * The summary `npm run proof` puts in its table: cases tried and 5xx seen per route, per database.
 * FUZZ_REPORT=<path> writes it as JSON: `{ "<database>": { runsPerRoute, seed, routes: [...],
 * totals } }`. Both databases' runs write the same file, each merging its own key in (they end
 * minutes apart); a path holding `{db}` gives each database its own file instead.
 */
export interface FuzzSummary {
  runsPerRoute: number;
  seed: number;
  routes: RouteFuzzResult[];
  totals: { routes: number; cases: number; fiveXx: number; violations: number; ms: number; cpuMs: number };
}

/**
 * `cpuMs`: this process's CPU time over the run — on a busy machine a fairer measure of the
 * fuzzer's cost than the wall clock (`ms`).
 */
export function summarize(runsPerRoute: number, seed: number, routes: RouteFuzzResult[], cpuMs: number): FuzzSummary {
  const sum = (pick: (route: RouteFuzzResult) => number) => routes.reduce((total, route) => total + pick(route), 0);
  return {
    runsPerRoute,
    seed,
    routes,
    totals: {
      routes: routes.length,
      cases: sum((route) => route.runs),
      fiveXx: sum((route) => route.violations['5xx']),
      violations: sum((route) => Object.values(route.violations).reduce((a, b) => a + b, 0)),
      ms: sum((route) => route.ms),
      cpuMs,
    },
  };
}

export function writeFuzzReport(path: string, dialect: SqlDialectName, summary: FuzzSummary): void {
  if (path.includes('{db}')) {
    writeFileSync(path.replaceAll('{db}', dialect), `${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  let existing: Record<string, unknown> = {};
  if (existsSync(path)) {
    try {
      existing = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    } catch {
      existing = {};
    }
  }
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...existing, [dialect]: summary }, null, 2)}\n`);
  renameSync(temporary, path);
}

/** One line a route, for the console when a report is asked for. */
export function formatSummary(dialect: SqlDialectName, summary: FuzzSummary): string {
  const lines = summary.routes.map((route) => {
    const { violations } = route;
    const broken = Object.entries(violations)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    const reached = Object.entries(route.statuses)
      .filter(([status]) => status.startsWith('2'))
      .reduce((total, [, count]) => total + count, 0);
    const time = `${route.ms} ms (answer ${route.injectMs}, db check ${route.fingerprintMs})`;
    return `${route.route.padEnd(56)} ${String(route.runs).padStart(6)} cases  ${String(reached).padStart(5)} 2xx  ${time.padEnd(36)} ${broken || 'ok'}`;
  });
  const { totals } = summary;
  return [
    `fuzz (${dialect}, seed ${summary.seed}): ${totals.routes} routes, ${totals.cases} cases, ${totals.fiveXx} × 5xx, ${totals.violations} violations, ${totals.ms} ms (CPU ${totals.cpuMs} ms)`,
    ...lines,
  ].join('\n');
}

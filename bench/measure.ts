/**
 * How each scenario is measured: priming and warm-up (unmeasured), the measured run, the words
 * route and the baseline in alternating rounds, and waiting for the server to drain between
 * scenarios.
 */
import type { BenchConfig } from './bench-config';
import type { LoadResult, LoadTarget } from './load-test';
import { combineRuns, runLoad } from './load-test';
import type { PathSource, RequestSource, Scenario } from './scenarios';
import { onceEach } from './scenarios';

/**
 * Waits until the server answers a health check quickly again. When a run ends, requests it had
 * already sent may still be queued in the server (a slow query blocks SQLite's event loop); they
 * must not be billed to the next scenario.
 */
export async function settle(port: number): Promise<number> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < 120_000) {
    const before = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.arrayBuffer());
    if (performance.now() - before < 50) break;
  }
  return (performance.now() - startedAt) / 1000;
}

/** Requests each of the scenario's prime paths once (at most a minute), unmeasured. */
async function prime(server: LoadTarget, scenario: Scenario, config: BenchConfig): Promise<void> {
  if (!scenario.prime) return;
  await runLoad(
    server,
    { ...scenario, next: onceEach(scenario.prime, 0) },
    { connections: config.connections, durationSeconds: 60 },
  );
}

export async function measure(config: BenchConfig, server: LoadTarget, scenario: Scenario): Promise<LoadResult> {
  await prime(server, scenario, config);
  const connections = scenario.connections ?? config.connections;
  if (scenario.warmup) await runLoad(server, scenario, { connections, durationSeconds: config.warmupSeconds });
  return runLoad(server, scenario, { connections, durationSeconds: secondsFor(config, scenario) });
}

const ROUNDS = 4;

/**
 * The baseline and the route compared with it (the words route) run in alternating short rounds,
 * so a change in background load on the machine affects both alike instead of skewing the ratio.
 */
export async function measureAgainstBaseline(
  config: BenchConfig,
  baselineServer: LoadTarget,
  baselineNext: PathSource,
  appServer: LoadTarget,
  app: Scenario | undefined,
): Promise<{ baseline: LoadResult; app: LoadResult | null }> {
  const options = { connections: config.connections, durationSeconds: config.warmupSeconds };
  const baselineSource: RequestSource = { next: baselineNext };
  await runLoad(baselineServer, baselineSource, options);
  if (app) {
    await prime(appServer, app, config);
    await runLoad(appServer, app, options);
  }
  const roundSeconds = Math.max(1, config.durationSeconds / ROUNDS);
  const baselineRuns: LoadResult[] = [];
  const appRuns: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    baselineRuns.push(await runLoad(baselineServer, baselineSource, { ...options, durationSeconds: roundSeconds }));
    if (app) appRuns.push(await runLoad(appServer, app, { ...options, durationSeconds: roundSeconds }));
  }
  return { baseline: combineRuns(baselineRuns), app: app ? combineRuns(appRuns) : null };
}

/** Cache-miss scenarios run half as long: they carry no target and the run must stay bounded. */
export const secondsFor = (config: BenchConfig, scenario: Scenario) =>
  scenario.target === 'none' ? Math.max(2, config.durationSeconds / 2) : config.durationSeconds;

/**
 * How each scenario is measured: priming and warm-up (unmeasured), the measured run, the words
 * route and the baseline in alternating rounds, and waiting for the server to drain between
 * scenarios.
 */
import type { BenchConfig } from './bench-config';
import type { RunningServer } from './child-servers';
import type { MemoryProbeAnswer, MemoryProbeMessage, MemoryWatch } from './memory-probe';
import { cpuSecondsOf } from './process-cpu';
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

/** What a streamed answer cost: its size and time, and the server's memory while it was sent. */
export interface StreamFigures {
  bytes: number;
  /** The quickest run without forced collections. */
  seconds: number;
  /** The server's RSS and heap right before (after a full collection). */
  rssBeforeBytes: number;
  heapBeforeBytes: number;
  /** Peak growth over those during the runs without forced collections (garbage included). */
  peakRssGrowthBytes: number;
  peakHeapGrowthBytes: number;
  peakExternalGrowthBytes: number;
  /**
   * Peak growth of the heap right after forced full collections: what the server really held.
   * Null when no collection ran during the answer (its timer never fired: the answer blocked the
   * event loop from start to end).
   */
  peakLiveHeapGrowthBytes: number | null;
  /** Memory samples taken during the timed runs (every 5 ms): enough of them for the peaks to mean something. */
  samples: number;
}

/** A full collection this often during the live-heap run. */
const LIVE_HEAP_EVERY_MS = 100;

interface StreamRun {
  bytes: number;
  seconds: number;
  ok: boolean;
  watch: MemoryWatch;
}

async function streamOnce(
  server: LoadTarget & { ask: RunningServer['ask'] },
  scenario: Scenario,
  liveEveryMs?: number,
): Promise<StreamRun> {
  const start: MemoryProbeMessage = { type: 'memory-start', ...(liveEveryMs ? { liveEveryMs } : {}) };
  await server.ask<MemoryProbeAnswer>(start, 'memory-started');
  const startedAt = performance.now();
  const response = await fetch(`http://127.0.0.1:${server.port}${scenario.next() ?? scenario.example}`, {
    headers: { ...scenario.headers },
  });
  let bytes = 0;
  if (response.body) for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - startedAt) / 1000;
  const { watch } = await server.ask<MemoryProbeAnswer>({ type: 'memory-stop' } satisfies MemoryProbeMessage, 'memory');
  if (!watch) throw new Error(`${scenario.id}: the app server sent no memory figures`);
  return { bytes, seconds, ok: response.status === 200, watch };
}

/**
 * A large streamed answer (the export), read to its end `scenario.streamRuns` times one after the
 * other, then once more with a full collection every LIVE_HEAP_EVERY_MS (see memory-probe.ts): the
 * time, the bytes, and the app server's memory growth over its memory right before. The load
 * result holds the timed runs (p50 the quickest, p99 the slowest); the memory figures are the
 * largest of the runs.
 */
export async function measureStream(
  server: LoadTarget & { ask: RunningServer['ask'] },
  scenario: Scenario,
): Promise<{ result: LoadResult; stream: StreamFigures }> {
  const cpuAtStart = cpuSecondsOf(server.pid);
  const timed: StreamRun[] = [];
  for (let run = 0; run < (scenario.streamRuns ?? 1); run += 1) timed.push(await streamOnce(server, scenario));
  const cpuAtEnd = cpuSecondsOf(server.pid);
  const live = await streamOnce(server, scenario, LIVE_HEAP_EVERY_MS);
  const growth = (pick: (figures: MemoryWatch['peak']) => number) =>
    Math.max(...timed.map((run) => pick(run.watch.peak) - pick(run.watch.before)));
  const quickest = timed.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  const times = timed.map((run) => run.seconds * 1000);
  const seconds = timed.reduce((sum, run) => sum + run.seconds, 0);
  const first = timed[0] as StreamRun;
  return {
    result: {
      seconds,
      requestsPerSecond: seconds > 0 ? timed.length / seconds : 0,
      p50Ms: Math.min(...times),
      p99Ms: Math.max(...times),
      meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
      requests: timed.length,
      non2xx: [...timed, live].filter((run) => !run.ok).length,
      errors: 0,
      timeouts: 0,
      bytesPerRequest: quickest.bytes,
      serverCpuSeconds: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart,
    },
    stream: {
      bytes: quickest.bytes,
      seconds: quickest.seconds,
      rssBeforeBytes: first.watch.before.rssBytes,
      heapBeforeBytes: first.watch.before.heapUsedBytes,
      peakRssGrowthBytes: growth((figures) => figures.rssBytes),
      peakHeapGrowthBytes: growth((figures) => figures.heapUsedBytes),
      peakExternalGrowthBytes: growth((figures) => figures.externalBytes),
      peakLiveHeapGrowthBytes:
        (live.watch.peakLiveHeapBytes ?? live.watch.before.heapUsedBytes) - live.watch.before.heapUsedBytes,
      samples: Math.min(...timed.map((run) => run.watch.samples)),
    },
  };
}

/**
 * One request at a time, each right after the scenario's write (unmeasured; sent as its own writer
 * when it has one): the cost of the first query after a write.
 */
export async function measureAfterWrites(server: LoadTarget, scenario: Scenario): Promise<LoadResult> {
  const plan = scenario.afterWrites;
  if (!plan) throw new Error(`${scenario.id} has no writes to measure after`);
  const times: number[] = [];
  let failures = 0;
  const cpuAtStart = cpuSecondsOf(server.pid);
  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
  for (let index = 0; index < plan.count; index += 1) {
    const write = plan.write(index);
    const written = await fetch(url(write.path), {
      method: write.method,
      headers: { ...(plan.headers ?? scenario.headers) },
      body: write.body,
    });
    await written.arrayBuffer();
    if (!written.ok) failures += 1;
    const startedAt = performance.now();
    const response = await fetch(url(scenario.next() ?? scenario.example), { headers: { ...scenario.headers } });
    await response.arrayBuffer();
    times.push(performance.now() - startedAt);
    if (!response.ok) failures += 1;
  }
  const cpuAtEnd = cpuSecondsOf(server.pid);
  const sorted = [...times].sort((a, b) => a - b);
  const percentile = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  const seconds = times.reduce((sum, time) => sum + time, 0) / 1000;
  return {
    seconds,
    requestsPerSecond: seconds > 0 ? times.length / seconds : 0,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    meanMs: (seconds * 1000) / Math.max(1, times.length),
    requests: times.length,
    non2xx: failures,
    errors: 0,
    timeouts: 0,
    bytesPerRequest: 0,
    // Writes included: the server's CPU over the whole sequence, per measured request.
    serverCpuSeconds: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart,
  };
}

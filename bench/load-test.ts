/**
 * One measurement with autocannon's programmatic API: `connections` keep-alive connections to
 * 127.0.0.1 for `durationSeconds`, each request's path taken from the scenario.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import type { AutocannonResult } from 'autocannon';
import { cpuSecondsOf } from './process-cpu';
import type { RequestSource } from './scenarios';

/**
 * autocannon decodes every chunk of every answer body to a string and keeps appending it, for
 * onResponse/verifyBody callbacks the benchmark never uses. For large answers that makes the load
 * generator the bottleneck (a 1.7 MB answer cost it ~7 ms of CPU, more than the server spent), so
 * the bodies are dropped instead; only their byte counts matter here. autocannon runs in this
 * process (no workers), so patching its queue class applies to every run.
 */
const requireCjs = createRequire(import.meta.url);
const pipelinedRequests = requireCjs('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
pipelinedRequests.prototype.addBody = () => undefined;

export interface LoadResult {
  /** Measured seconds (less than asked when a scenario ran out of new queries). */
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  /** Answers other than 2xx, connection errors and timeouts: any of them makes the figure suspect. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Average response body + headers per request, bytes. */
  bytesPerRequest: number;
  /** CPU seconds the server process used during the run (null when it cannot be read). */
  serverCpuSeconds: number | null;
}

/** Server CPU per answered request, µs: the cost that decides throughput once the server is the limit. */
export const cpuMicrosPerRequest = (result: LoadResult): number | null =>
  result.serverCpuSeconds === null || result.requests === 0 ? null : (result.serverCpuSeconds * 1e6) / result.requests;

/** Share of one core the server used during the run (1 = saturated). */
export const serverBusyShare = (result: LoadResult): number | null =>
  result.serverCpuSeconds === null || result.seconds === 0 ? null : result.serverCpuSeconds / result.seconds;

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/** The server under load: where to send requests, and which process to read the CPU time of. */
export interface LoadTarget {
  port: number;
  pid: number;
}

/** One run's figures from autocannon's result (the proofs' paced load reports the same shape). */
export function loadResultOf(result: AutocannonResult, serverCpuSeconds: number | null): LoadResult {
  const requests = result.requests.total;
  return {
    // Completed requests over the real elapsed time (autocannon's per-second average drops a partial second).
    seconds: result.duration,
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: requests > 0 ? result.throughput.total / requests : 0,
    serverCpuSeconds,
  };
}

/**
 * Runs for `durationSeconds`, or until the source returns null for a path or a body (a scenario
 * that never repeats a query or a write has run out of new ones), whichever comes first.
 */
export function runLoad(target: LoadTarget, source: RequestSource, options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const cpuAtStart = cpuSecondsOf(target.pid);
    let lastPath = '/';
    let lastBody = '';
    let exhausted = false;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${target.port}`,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 10,
        requests: [
          {
            method: source.method ?? 'GET',
            headers: { ...source.headers },
            setupRequest: (request) => {
              const path = exhausted ? null : source.next();
              const body = path === null || !source.body ? undefined : source.body();
              if ((path === null || body === null) && !exhausted) {
                exhausted = true;
                // Not from inside autocannon's request loop: let it finish building this request first.
                setImmediate(() => instance.stop());
              }
              lastPath = path ?? lastPath;
              lastBody = body ?? lastBody;
              return source.body ? { ...request, path: lastPath, body: lastBody } : { ...request, path: lastPath };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const cpuAtEnd = cpuSecondsOf(target.pid);
        resolve(loadResultOf(result, cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart));
      },
    );
  });
}

/**
 * Several short runs as one: throughput over the summed time, p50 weighted by requests, and the
 * worst p99 (the per-run histograms are not available to merge exactly; the worst is the honest bound).
 */
export function combineRuns(runs: readonly LoadResult[]): LoadResult {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const weighted = (pick: (run: LoadResult) => number) =>
    requests > 0 ? runs.reduce((sum, run) => sum + pick(run) * run.requests, 0) / requests : 0;
  const total = (pick: (run: LoadResult) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  return {
    seconds,
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50Ms: weighted((run) => run.p50Ms),
    p99Ms: Math.max(0, ...runs.map((run) => run.p99Ms)),
    meanMs: weighted((run) => run.meanMs),
    requests,
    non2xx: total((run) => run.non2xx),
    errors: total((run) => run.errors),
    timeouts: total((run) => run.timeouts),
    bytesPerRequest: weighted((run) => run.bytesPerRequest),
    serverCpuSeconds: runs.some((run) => run.serverCpuSeconds === null) ? null : total((run) => run.serverCpuSeconds ?? 0),
  };
}

/**
 * One measurement with autocannon's programmatic API: `connections` keep-alive connections to
 * 127.0.0.1 for `durationSeconds`, each request's path taken from the scenario.
 */
import autocannon from 'autocannon';
import type { PathSource } from './scenarios';

export interface LoadResult {
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
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export async function runLoad(port: number, next: PathSource, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  const requests = result.requests.total;
  return {
    // Completed requests over the real elapsed time (autocannon's per-second average drops a partial second).
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: requests > 0 ? result.throughput.total / requests : 0,
  };
}

/**
 * bench/load-test.ts runs a route as fast as its connections allow. Part of a mixed workload
 * arrives at a set pace instead (logins at 20/s, the writes): this is the same measurement with
 * autocannon's overallRate, giving the same LoadResult so the two combine (bench's combineRuns).
 */
import autocannon from 'autocannon';
import type { LoadResult } from '../../bench/load-test';
import { loadResultOf } from '../../bench/load-test';
import type { RequestSource } from '../../bench/scenarios';

export interface PacedLoadOptions {
  connections: number;
  durationSeconds: number;
  /** Requests per second over all connections. */
  ratePerSecond: number;
}

type AutocannonOptions = Parameters<typeof autocannon>[0];

export function runPacedLoad(baseUrl: string, source: RequestSource, options: PacedLoadOptions): Promise<LoadResult> {
  // overallRate is autocannon's, left out of bench/autocannon.d.ts (the benchmark never paces).
  const settings: AutocannonOptions & { overallRate: number } = {
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    overallRate: options.ratePerSecond,
    timeout: 10,
    requests: [
      {
        method: source.method ?? 'GET',
        headers: { ...source.headers },
        setupRequest: (request) => {
          const path = source.next() ?? '/';
          const body = source.body?.() ?? undefined;
          return body === undefined ? { ...request, path } : { ...request, path, body };
        },
      },
    ],
  };
  return new Promise((resolve, reject) => {
    autocannon(settings, (error, result) => {
      if (error) return reject(error);
      resolve(loadResultOf(result, null));
    });
  });
}

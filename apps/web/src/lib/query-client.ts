import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE, RETRY } from '@slovo/shared';
import { ApiError, isOfflineFailure } from './api-error';
import { isAuthFailure } from './friendly-errors';

/**
 * Whether a failed query is tried again (at most QUERY_CACHE.retries times). Auth failures and
 * other 4xx answers will not change on a retry. An error the request client already retried
 * with backoff is not retried again, so one read never costs more than 1 + 3 requests.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_CACHE.retries) return false;
  if (isAuthFailure(error)) return false;
  if (error instanceof ApiError) {
    // Offline, a retry would wait for the connection with the screen stuck on "Loading…": the
    // failure shows at once instead, and the query is fetched again when the connection returns.
    if (isOfflineFailure(error)) return false;
    if (error.attempts > 1) return false;
    if (error.status >= 400 && error.status < 500 && error.status !== 429) return false;
    if (error.kind === 'validation' || error.kind === 'auth') return false;
  }
  return true;
}

/** 1000 ms, 2000 ms, 4000 ms … like the request client's own backoff. */
export function queryRetryDelay(failureIndex: number): number {
  return RETRY.delayMs * RETRY.multiplier ** failureIndex;
}

/**
 * The spec's cache rules: fresh 300 000 ms, kept 600 000 ms, no refetch on focus, 3 retries.
 * Requests go out even while the browser is offline (React Query would hold them back by default):
 * the offline service worker may answer a read from its copy, and a write's own code decides what to
 * do without a connection (a game's result is kept and sent later).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

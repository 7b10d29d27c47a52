import { describe, expect, it } from 'vitest';
import { setConnection } from '@/test/connection';
import { ApiError } from './api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const http = (status: number) => new ApiError(`HTTP ${status}`, { status, kind: 'http' });

describe('query client', () => {
  it('applies the spec cache rules', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.gcTime).toBe(600_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('retries server and network failures at most 3 times', () => {
    const network = new ApiError('x', { kind: 'network' });
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, http(500)))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it('does not retry a network failure while the browser is offline, so the failure shows at once', () => {
    const network = new ApiError('x', { kind: 'network' });
    setConnection(false);
    expect(shouldRetryQuery(0, network)).toBe(false);
    setConnection(true);
    expect(shouldRetryQuery(0, network)).toBe(true);
  });

  it('sends reads and writes while offline: the service worker may answer, a write decides for itself', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe('offlineFirst');
    expect(defaults.mutations?.networkMode).toBe('always');
  });

  it('never retries auth failures or other 4xx answers', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetryQuery(0, http(status))).toBe(false);
    expect(shouldRetryQuery(0, new Error('Invalid token'))).toBe(false);
    expect(
      shouldRetryQuery(0, new ApiError('Authentication required but no token available', { status: 401, kind: 'auth' })),
    ).toBe(false);
  });

  it('does not retry what the request client already retried with backoff', () => {
    const exhausted = http(503);
    exhausted.attempts = 4;
    expect(shouldRetryQuery(0, exhausted)).toBe(false);
  });

  it('backs off 1 s, 2 s, 4 s', () => {
    expect([0, 1, 2].map(queryRetryDelay)).toEqual([1000, 2000, 4000]);
  });
});

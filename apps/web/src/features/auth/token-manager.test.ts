import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { setConnection } from '@/test/connection';
import { createTokenManager, type TokenManagerDeps } from './token-manager';
import { makeToken } from './testing/make-token';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const MIN = 60_000;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(deps: TokenManagerDeps = {}) {
  const refreshRequest = vi.fn<NonNullable<TokenManagerDeps['refreshRequest']>>();
  const manager = createTokenManager({ refreshRequest, ...deps });
  return { manager, refreshRequest };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  useToastStore.getState().hide();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('token manager', () => {
  it('stores the token under authToken and schedules a refresh 4 minutes before expiry', async () => {
    const { manager, refreshRequest } = setup();
    const first = makeToken({}, { now: NOW, expiresInMs: 15 * MIN });
    const second = makeToken({ iat: NOW / 1000 + 660 }, { now: NOW + 11 * MIN, expiresInMs: 15 * MIN });
    refreshRequest.mockResolvedValue({ accessToken: second });

    manager.setToken(first);
    expect(localStorage.getItem('authToken')).toBe(first);
    expect(manager.getToken()).toBe(first);
    expect(manager.scheduledRefreshAt()).toBe(NOW + 11 * MIN);

    await vi.advanceTimersByTimeAsync(11 * MIN - 1);
    expect(refreshRequest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshRequest).toHaveBeenCalledTimes(1);
    expect(refreshRequest).toHaveBeenCalledWith({ userId: 1 });
    expect(localStorage.getItem('authToken')).toBe(second);
    // The new token gets its own schedule, 4 minutes before its expiry.
    expect(manager.scheduledRefreshAt()).toBe(NOW + 22 * MIN);
    manager.dispose();
  });

  it('concurrent refreshes share one request', async () => {
    const { manager, refreshRequest } = setup();
    const answer = deferred<{ accessToken: string }>();
    refreshRequest.mockReturnValue(answer.promise);
    manager.setToken(makeToken());

    const calls = [manager.refresh(), manager.refresh(), manager.refresh()];
    const fresh = makeToken({ username: 'alice2' });
    answer.resolve({ accessToken: fresh });

    expect(await Promise.all(calls)).toEqual([fresh, fresh, fresh]);
    expect(refreshRequest).toHaveBeenCalledTimes(1);

    // Once settled, the next refresh is a new request.
    refreshRequest.mockResolvedValue({ accessToken: makeToken() });
    await manager.refresh();
    expect(refreshRequest).toHaveBeenCalledTimes(2);
    manager.dispose();
  });

  it('a failed refresh clears the tokens, shows the error toast and tells listeners', async () => {
    const { manager, refreshRequest } = setup();
    refreshRequest.mockRejectedValue(new Error('401'));
    const failed = vi.fn();
    const tokens: (string | null)[] = [];
    manager.onRefreshFailed(failed);
    manager.subscribe((t) => tokens.push(t));
    manager.setToken(makeToken());

    await expect(manager.refresh()).resolves.toBeNull();

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(manager.getToken()).toBeNull();
    expect(manager.scheduledRefreshAt()).toBeNull();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(tokens.at(-1)).toBeNull();
    expect(useToastStore.getState().current).toMatchObject({
      kind: 'error',
      text: 'Failed to refresh authentication token.',
    });
  });

  it('treats an answer without a well-formed token as a failure', async () => {
    const { manager, refreshRequest } = setup();
    refreshRequest.mockResolvedValue({ accessToken: 'not-a-jwt' });
    manager.setToken(makeToken());
    await expect(manager.refresh()).resolves.toBeNull();
    expect(manager.getToken()).toBeNull();
  });

  it('a quiet refresh fails without a toast', async () => {
    const notifyError = vi.fn();
    const { manager, refreshRequest } = setup({ notifyError });
    refreshRequest.mockRejectedValue(new Error('401'));
    manager.setToken(makeToken());
    await manager.refresh({ quiet: true });
    expect(notifyError).not.toHaveBeenCalled();
    expect(manager.getToken()).toBeNull();
  });

  it('a refresh answer arriving after sign-out does not sign the user back in', async () => {
    const { manager, refreshRequest } = setup();
    const answer = deferred<{ accessToken: string }>();
    refreshRequest.mockReturnValue(answer.promise);
    manager.setToken(makeToken());

    const pending = manager.refresh();
    manager.clearTokens();
    answer.resolve({ accessToken: makeToken() });

    await expect(pending).resolves.toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(manager.scheduledRefreshAt()).toBeNull();
  });

  it('clearing tokens cancels the scheduled refresh', async () => {
    const { manager, refreshRequest } = setup();
    manager.setToken(makeToken());
    manager.clearTokens();
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(refreshRequest).not.toHaveBeenCalled();
  });

  it('reports expiry with the manager margins', () => {
    const { manager } = setup();
    expect(manager.isTokenExpired()).toBe(true);
    manager.setToken(makeToken({}, { now: NOW, expiresInMs: 15 * MIN }));
    expect(manager.isTokenExpired()).toBe(false);
    expect(manager.needsRefresh()).toBe(false);
    vi.setSystemTime(NOW + 10 * MIN);
    expect(manager.needsRefresh()).toBe(true);
    expect(manager.isTokenExpired()).toBe(false);
    vi.setSystemTime(NOW + 15 * MIN - 30_000);
    expect(manager.isTokenExpired()).toBe(true);
    manager.dispose();
  });
  it('without a connection keeps the session, quietly, and renews it when the connection returns', async () => {
    let reconnect: (() => void) | undefined;
    const notifyError = vi.fn();
    const { manager, refreshRequest } = setup({ notifyError, whenBackOnline: (retry) => (reconnect = retry) });
    const onFailed = vi.fn();
    manager.onRefreshFailed(onFailed);
    const token = makeToken({}, { now: NOW, expiresInMs: 15 * MIN });
    manager.setToken(token);
    setConnection(false);
    refreshRequest.mockRejectedValueOnce(new ApiError('offline', { kind: 'network' }));

    expect(await manager.refresh()).toBe(token);
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(notifyError).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();

    const fresh = makeToken({ iat: NOW / 1000 + 60 }, { now: NOW + MIN, expiresInMs: 15 * MIN });
    refreshRequest.mockResolvedValueOnce({ accessToken: fresh });
    setConnection(true);
    reconnect?.();
    await vi.waitFor(() => expect(localStorage.getItem('authToken')).toBe(fresh));
    expect(refreshRequest).toHaveBeenCalledTimes(2);
    manager.dispose();
  });

  it('a refresh the server refuses still clears the tokens and says so', async () => {
    const notifyError = vi.fn();
    const { manager, refreshRequest } = setup({ notifyError, whenBackOnline: () => undefined });
    manager.setToken(makeToken({}, { now: NOW, expiresInMs: 15 * MIN }));
    refreshRequest.mockRejectedValueOnce(new ApiError('Invalid refresh token', { status: 401, kind: 'http' }));

    expect(await manager.refresh()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(notifyError).toHaveBeenCalledWith('Failed to refresh authentication token.');
    manager.dispose();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse, MeResponse } from '@slovo/shared';
import { ApiError } from '@/lib/api-client';
import { useToastStore } from '@/components/ui/toast-store';
import { authApi } from './api/auth-api';
import { isUnauthorized } from './auth-user';
import { onSessionChange } from './session-events';
import { initialAuthState, initializeAuth, useAuthStore } from './store';
import { tokenManager } from './token-manager';
import { makeToken } from './testing/make-token';

const MIN = 60_000;

const meAnswer: MeResponse = {
  user: {
    id: 5,
    username: 'olga',
    email: 'olga@example.com',
    role: 'user',
    avatar: null,
    created_at: '2024-03-01T10:00:00.000Z',
    updated_at: '2024-06-01T10:00:00.000Z',
  },
};

function authAnswer(username = 'olga'): AuthResponse {
  return {
    token: makeToken({ id: 5, username }),
    user: { id: 5, username, email: `${username}@example.com`, role: 'user' },
    expiresAt: new Date(Date.now() + 15 * MIN).toISOString(),
  };
}

const state = () => useAuthStore.getState();

beforeEach(() => {
  tokenManager.clearTokens();
  useAuthStore.setState(initialAuthState);
  useToastStore.getState().hide();
  vi.spyOn(authApi, 'logout').mockResolvedValue(undefined);
});

afterEach(() => {
  tokenManager.dispose();
  vi.restoreAllMocks();
});

describe('initialize', () => {
  it('with no stored token: signed out and initialized, without asking the server', async () => {
    const me = vi.spyOn(authApi, 'me');
    await state().initialize();
    expect(me).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ user: null, token: null, isInitialized: true });
  });

  it('with a valid stored token: loads the user and schedules the refresh', async () => {
    const token = makeToken({ id: 5, username: 'olga' });
    localStorage.setItem('authToken', token);
    vi.spyOn(authApi, 'me').mockResolvedValue(meAnswer);

    await initializeAuth();

    expect(state().isInitialized).toBe(true);
    expect(state().token).toBe(token);
    expect(state().user).toEqual({
      id: '5',
      username: 'olga',
      email: 'olga@example.com',
      role: 'user',
      joinDate: '2024-03-01T10:00:00.000Z',
      lastLogin: '2024-06-01T10:00:00.000Z',
    });
    expect(tokenManager.scheduledRefreshAt()).not.toBeNull();
  });

  it('when the server rejects the token: removes it and signs out', async () => {
    localStorage.setItem('authToken', makeToken());
    vi.spyOn(authApi, 'me').mockRejectedValue(
      new ApiError('Authentication failed. Please login again.', { status: 401, kind: 'http' }),
    );

    await state().initialize();

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(state()).toMatchObject({ user: null, token: null, isInitialized: true });
  });

  it('when the server cannot be reached: signs out but keeps the token for the next start', async () => {
    const token = makeToken();
    localStorage.setItem('authToken', token);
    vi.spyOn(authApi, 'me').mockRejectedValue(new ApiError('offline', { kind: 'network' }));

    await state().initialize();

    expect(state()).toMatchObject({ user: null, isInitialized: true });
    expect(localStorage.getItem('authToken')).toBe(token);
  });

  it('without a connection, keeps the player the server last confirmed for this token signed in', async () => {
    const token = makeToken({ id: 5, username: 'olga' });
    localStorage.setItem('authToken', token);
    vi.spyOn(authApi, 'me').mockResolvedValueOnce(meAnswer);
    await state().initialize();
    const confirmed = state().user;

    // The next start has no connection.
    useAuthStore.setState(initialAuthState);
    vi.spyOn(authApi, 'me').mockRejectedValue(new ApiError('offline', { kind: 'network' }));
    await state().initialize();

    expect(state()).toMatchObject({ user: confirmed, token, isInitialized: true });
  });

  it('without a connection, does not sign in a user remembered for another token, nor one forgotten at logout', async () => {
    localStorage.setItem('authToken', makeToken({ id: 5, username: 'olga' }));
    vi.spyOn(authApi, 'me').mockResolvedValueOnce(meAnswer);
    await state().initialize();
    vi.spyOn(authApi, 'me').mockRejectedValue(new ApiError('offline', { kind: 'network' }));

    // Another user's token is stored now (another tab signed in as them).
    localStorage.setItem('authToken', makeToken({ id: 6, username: 'ivan' }));
    useAuthStore.setState(initialAuthState);
    await state().initialize();
    expect(state()).toMatchObject({ user: null, isInitialized: true });

    // Olga logs out: her copy goes with her token.
    vi.spyOn(authApi, 'login').mockResolvedValue(authAnswer('olga'));
    await state().login({ username: 'olga', password: 'secret-123' });
    await state().logout();
    localStorage.setItem('authToken', makeToken({ id: 5, username: 'olga' }));
    useAuthStore.setState(initialAuthState);
    await state().initialize();
    expect(state()).toMatchObject({ user: null, isInitialized: true });
  });

  it('drops a malformed stored token without asking the server', async () => {
    localStorage.setItem('authToken', 'garbage');
    const me = vi.spyOn(authApi, 'me');
    await state().initialize();
    expect(me).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(state().isInitialized).toBe(true);
  });

  it('renews an expired stored token through the refresh cookie first', async () => {
    localStorage.setItem('authToken', makeToken({ id: 5 }, { expiresInMs: -MIN }));
    const fresh = makeToken({ id: 5, username: 'olga' });
    const refresh = vi.spyOn(authApi, 'refresh').mockResolvedValue({ accessToken: fresh, expiresAt: '', userId: 5 });
    vi.spyOn(authApi, 'me').mockResolvedValue(meAnswer);

    await state().initialize();

    expect(refresh).toHaveBeenCalledWith({ userId: 5 });
    expect(state().token).toBe(fresh);
    expect(state().user?.username).toBe('olga');
  });

  it('renews a stored token in its last 5 minutes too, so the player is not counted as signed out', async () => {
    localStorage.setItem('authToken', makeToken({ id: 5 }, { expiresInMs: 4.5 * MIN }));
    const fresh = makeToken({ id: 5, username: 'olga' });
    const refresh = vi.spyOn(authApi, 'refresh').mockResolvedValue({ accessToken: fresh, expiresAt: '', userId: 5 });
    vi.spyOn(authApi, 'me').mockResolvedValue(meAnswer);

    await state().initialize();

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(state().token).toBe(fresh);
    expect(isUnauthorized(state())).toBe(false);
  });

  it('signs out quietly when an expired stored token cannot be renewed', async () => {
    localStorage.setItem('authToken', makeToken({}, { expiresInMs: -MIN }));
    vi.spyOn(authApi, 'refresh').mockRejectedValue(new ApiError('x', { status: 401, kind: 'http' }));
    const me = vi.spyOn(authApi, 'me');

    await state().initialize();

    expect(me).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ user: null, token: null, isInitialized: true });
    expect(useToastStore.getState().current).toBeNull();
  });

  it('is safe to call twice', async () => {
    localStorage.setItem('authToken', makeToken());
    const me = vi.spyOn(authApi, 'me').mockResolvedValue(meAnswer);
    await Promise.all([initializeAuth(), initializeAuth()]);
    await initializeAuth();
    expect(me).toHaveBeenCalledTimes(1);
  });
});

describe('login and register', () => {
  it('login sets the loading flag, then stores the token, sets the user and hands the token on', async () => {
    const answer = authAnswer();
    let resolve!: (a: AuthResponse) => void;
    vi.spyOn(authApi, 'login').mockReturnValue(new Promise((r) => (resolve = r)));
    useAuthStore.setState({ error: 'old error' });

    const pending = state().login({ username: 'olga', password: 'secret123' });
    expect(state()).toMatchObject({ isLoading: true, error: null });
    resolve(answer);

    await expect(pending).resolves.toBe(true);
    expect(state()).toMatchObject({ isLoading: false, error: null, token: answer.token });
    expect(state().user).toMatchObject({ id: '5', username: 'olga', role: 'user' });
    expect(localStorage.getItem('authToken')).toBe(answer.token);
    expect(tokenManager.getToken()).toBe(answer.token);
    expect(tokenManager.scheduledRefreshAt()).not.toBeNull();
  });

  it("login failure shows the server's error text", async () => {
    vi.spyOn(authApi, 'login').mockRejectedValue(
      new ApiError('Authentication failed. Please login again.', {
        status: 401,
        kind: 'http',
        serverMessage: 'Invalid username or password',
      }),
    );
    await expect(state().login({ username: 'a', password: 'b' })).resolves.toBe(false);
    expect(state()).toMatchObject({ isLoading: false, error: 'Invalid username or password', user: null });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('login failure without a server text shows "Login failed. Please try again."', async () => {
    vi.spyOn(authApi, 'login').mockRejectedValue(new ApiError('offline', { kind: 'network' }));
    await state().login({ username: 'a', password: 'b' });
    expect(state().error).toBe('Login failed. Please try again.');
  });

  it('register signs in, or shows the server text, else "Registration failed. Please try again."', async () => {
    const register = vi.spyOn(authApi, 'register');
    register.mockRejectedValueOnce(new ApiError('x', { status: 409, kind: 'http', serverMessage: 'Username already taken' }));
    await state().register({ username: 'olga', email: 'o@example.com', password: 'secret123' });
    expect(state().error).toBe('Username already taken');

    register.mockRejectedValueOnce(new Error('boom'));
    await state().register({ username: 'olga', email: 'o@example.com', password: 'secret123' });
    expect(state().error).toBe('Registration failed. Please try again.');

    register.mockResolvedValueOnce(authAnswer('olga'));
    await expect(state().register({ username: 'olga', email: 'o@example.com', password: 'secret123' })).resolves.toBe(true);
    expect(state()).toMatchObject({ error: null, user: { username: 'olga' } });
  });
});

describe('logout', () => {
  it('removes the token, clears the user, closes both modals, clears the error and confirms', async () => {
    vi.spyOn(authApi, 'login').mockResolvedValue(authAnswer());
    await state().login({ username: 'olga', password: 'secret123' });
    useAuthStore.setState({ isLoginModalOpen: true, isRegisterModalOpen: true, error: 'x' });

    await state().logout();

    expect(authApi.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(state()).toMatchObject({
      user: null,
      token: null,
      error: null,
      isLoginModalOpen: false,
      isRegisterModalOpen: false,
    });
    expect(tokenManager.scheduledRefreshAt()).toBeNull();
    expect(useToastStore.getState().current).toMatchObject({ kind: 'success', text: 'Logged out successfully!' });
  });

  it('still signs out when the server cannot be told', async () => {
    vi.spyOn(authApi, 'logout').mockRejectedValue(new ApiError('offline', { kind: 'network' }));
    localStorage.setItem('authToken', makeToken());
    await expect(state().logout()).resolves.toBeUndefined();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('change of identity', () => {
  it('is announced after a sign-in, a registration and a logout, but not after a failed sign-in or the start-up check', async () => {
    const changed = vi.fn();
    const stop = onSessionChange(changed);
    try {
      localStorage.setItem('authToken', makeToken({ id: 5, username: 'olga' }));
      vi.spyOn(authApi, 'me').mockResolvedValue(meAnswer);
      await state().initialize();
      expect(changed).not.toHaveBeenCalled();

      const login = vi.spyOn(authApi, 'login').mockResolvedValue(authAnswer());
      await state().login({ username: 'olga', password: 'secret123' });
      expect(changed).toHaveBeenCalledTimes(1);

      vi.spyOn(authApi, 'register').mockResolvedValue(authAnswer('nina'));
      await state().register({ username: 'nina', email: 'n@example.com', password: 'secret123' });
      expect(changed).toHaveBeenCalledTimes(2);

      await state().logout();
      expect(changed).toHaveBeenCalledTimes(3);

      login.mockRejectedValue(new ApiError('x', { status: 401, kind: 'http', serverMessage: 'Invalid username or password' }));
      await state().login({ username: 'olga', password: 'wrong-pass' });
      expect(changed).toHaveBeenCalledTimes(3);
    } finally {
      stop();
    }
  });
});

describe('modal actions', () => {
  it('showLogin opens login, closes register, selects login mode and clears the error', () => {
    useAuthStore.setState({ isRegisterModalOpen: true, authMode: 'register', error: 'x' });
    state().showLogin();
    expect(state()).toMatchObject({ isLoginModalOpen: true, isRegisterModalOpen: false, authMode: 'login', error: null });
  });

  it('showRegister does the opposite', () => {
    useAuthStore.setState({ isLoginModalOpen: true, error: 'x' });
    state().showRegister();
    expect(state()).toMatchObject({ isLoginModalOpen: false, isRegisterModalOpen: true, authMode: 'register', error: null });
  });

  it('hideModals closes both; toggleMode flips the mode; clearError clears; each clears the error', () => {
    useAuthStore.setState({ isLoginModalOpen: true, isRegisterModalOpen: true, error: 'x' });
    state().hideModals();
    expect(state()).toMatchObject({ isLoginModalOpen: false, isRegisterModalOpen: false, error: null });

    useAuthStore.setState({ error: 'x' });
    state().toggleMode();
    expect(state()).toMatchObject({ authMode: 'register', error: null });
    state().toggleMode();
    expect(state().authMode).toBe('login');

    useAuthStore.setState({ error: 'x' });
    state().clearError();
    expect(state().error).toBeNull();
  });
});

describe('token refresh failure', () => {
  it('signs the user out', async () => {
    vi.spyOn(authApi, 'login').mockResolvedValue(authAnswer());
    await state().login({ username: 'olga', password: 'secret123' });
    vi.spyOn(authApi, 'refresh').mockRejectedValue(new ApiError('x', { status: 401, kind: 'http' }));

    await tokenManager.refresh();

    expect(state()).toMatchObject({ user: null, token: null });
    expect(useToastStore.getState().current?.text).toBe('Failed to refresh authentication token.');
  });

  it('keeps the store token in step with a successful refresh', async () => {
    vi.spyOn(authApi, 'login').mockResolvedValue(authAnswer());
    await state().login({ username: 'olga', password: 'secret123' });
    const fresh = makeToken({ id: 5, username: 'olga', nonce: 2 });
    vi.spyOn(authApi, 'refresh').mockResolvedValue({ accessToken: fresh, expiresAt: '', userId: 5 });

    await tokenManager.refresh();

    expect(state().token).toBe(fresh);
    expect(state().user?.username).toBe('olga');
  });
});

/**
 * The signed-in user and the auth modal (spec §4 "Authentication"). Network calls go through
 * `authApi`; tokens through `tokenManager`, whose refresh failures sign the user out here. Sign-in,
 * registration and logout announce the change of identity (session-events.ts).
 */
import { create } from 'zustand';
import type { LoginRequest, RegisterRequest } from '@slovo/shared';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/components/ui/toast-store';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { authApi } from './api/auth-api';
import { toAuthUser, type AuthUser } from './auth-user';
import { forgetRememberedUser, rememberUser, rememberedUserFor } from './remembered-user';
import { announceSessionChange } from './session-events';
import { SESSIONS_TEXT } from './sessions.i18n';
import { tokenManager } from './token-manager';
import { isValidTokenFormat, tokenNeedsRefresh } from './token-utils';

export type AuthMode = 'login' | 'register';

export interface AuthStateData {
  user: AuthUser | null;
  token: string | null;
  isLoading: boolean;
  isInitialized: boolean;
  error: string | null;
  isLoginModalOpen: boolean;
  isRegisterModalOpen: boolean;
  authMode: AuthMode;
}

export interface AuthActions {
  /** Validates a stored token against /auth/me. Always ends with isInitialized true; safe to call twice. */
  initialize(): Promise<void>;
  /** Resolves true when signed in, false when `error` was set instead. */
  login(credentials: LoginRequest): Promise<boolean>;
  register(details: RegisterRequest): Promise<boolean>;
  /** Signs out at once; the server-side revocation is best-effort. */
  logout(): Promise<void>;
  /**
   * Ends every session of the user on the server, then signs this browser out. Rejects (and stays
   * signed in) when the server did not confirm it, so the caller can say why.
   */
  logoutEverywhere(): Promise<void>;
  showLogin(): void;
  showRegister(): void;
  hideModals(): void;
  toggleMode(): void;
  clearError(): void;
}

export type AuthState = AuthStateData & AuthActions;

export const initialAuthState: AuthStateData = {
  user: null,
  token: null,
  isLoading: false,
  isInitialized: false,
  error: null,
  isLoginModalOpen: false,
  isRegisterModalOpen: false,
  authMode: 'login',
};

/** The server's `{error}` text when it sent one, else the spec's fallback. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * An outage says nothing about the token, so it is kept for the next start; any other failure
 * (401, a malformed answer, …) means the token is no good.
 */
function isOutage(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && error.status >= 500))
  );
}

let initializing: Promise<void> | null = null;
// Bumped by login, register and logout so a slow start-up check cannot undo them.
let sessionVersion = 0;

export const useAuthStore = create<AuthState>()((set, get) => {
  async function runInitialize(): Promise<void> {
    const startedIn = sessionVersion;
    const signedOut = { user: null, token: null, isInitialized: true } as const;
    let token = tokenManager.getToken();
    if (!token) {
      set(signedOut);
      return;
    }
    if (!isValidTokenFormat(token)) {
      tokenManager.clearTokens();
      set(signedOut);
      return;
    }
    // Renew a token in its last 5 minutes before anything looks at it: the auth utility already
    // counts it as expired then (spec §5), and the vocabulary loader would give a signed-in player
    // the sample data until the scheduled refresh at 4 minutes.
    if (tokenNeedsRefresh(token)) {
      // The refresh cookie may outlive the access token; a stale session at start-up is not an error to show.
      token = await tokenManager.refresh({ quiet: true });
      if (startedIn !== sessionVersion) return set({ isInitialized: true });
      if (!token) return set(signedOut);
    }
    try {
      const { user } = await authApi.me();
      if (startedIn !== sessionVersion) return set({ isInitialized: true });
      const current = tokenManager.getToken();
      if (!current) return set(signedOut);
      tokenManager.setToken(current);
      const signedIn = toAuthUser(user);
      rememberUser(signedIn);
      set({ user: signedIn, token: current, isInitialized: true });
    } catch (error) {
      if (startedIn !== sessionVersion) return set({ isInitialized: true });
      if (!isOutage(error)) {
        tokenManager.clearTokens();
        return set(signedOut);
      }
      // No connection (or no server): the player the server last confirmed for this token plays on.
      const current = tokenManager.getToken();
      const remembered = current === null ? null : rememberedUserFor(current);
      set(remembered ? { user: remembered, token: current, isInitialized: true } : signedOut);
    }
  }

  async function signIn(
    call: () => Promise<{ token: string; user: Parameters<typeof toAuthUser>[0] }>,
    fallback: string,
  ): Promise<boolean> {
    sessionVersion += 1;
    set({ isLoading: true, error: null });
    try {
      const { token, user } = await call();
      tokenManager.setToken(token);
      const signedIn = toAuthUser(user);
      rememberUser(signedIn);
      set({ user: signedIn, token, isLoading: false, error: null, isInitialized: true });
      // Data cached for the previous identity must not be shown to this one.
      announceSessionChange();
      return true;
    } catch (error) {
      set({ isLoading: false, error: failureText(error, fallback) });
      return false;
    }
  }

  /** This browser forgets the session: tokens, user, dialogs; cached data goes with the identity. */
  function signOutHere(message: string): void {
    sessionVersion += 1;
    tokenManager.clearTokens();
    set({
      user: null,
      token: null,
      isLoading: false,
      error: null,
      isLoginModalOpen: false,
      isRegisterModalOpen: false,
    });
    announceSessionChange();
    toast.success(message);
  }

  return {
    ...initialAuthState,

    initialize() {
      if (initializing) return initializing;
      if (get().isInitialized) return Promise.resolve();
      initializing = runInitialize().finally(() => {
        initializing = null;
      });
      return initializing;
    },

    login: (credentials) => signIn(() => authApi.login(credentials), messagesNow(SHARED_TEXT.MESSAGES).loginFailedRetry),

    register: (details) => signIn(() => authApi.register(details), messagesNow(SHARED_TEXT.MESSAGES).registrationFailedRetry),

    async logout() {
      // The call starts before the tokens go: it carries the refresh cookie, which ends the session.
      const revoke = authApi.logout().catch(() => undefined);
      signOutHere(messagesNow(SHARED_TEXT.MESSAGES).loggedOut);
      await revoke;
    },

    async logoutEverywhere() {
      await authApi.logoutEverywhere();
      signOutHere(messagesNow(SESSIONS_TEXT).signedOutEverywhere);
    },

    showLogin: () => set({ isLoginModalOpen: true, isRegisterModalOpen: false, authMode: 'login', error: null }),
    showRegister: () => set({ isLoginModalOpen: false, isRegisterModalOpen: true, authMode: 'register', error: null }),
    hideModals: () => set({ isLoginModalOpen: false, isRegisterModalOpen: false, error: null }),
    toggleMode: () => set((s) => ({ authMode: s.authMode === 'login' ? 'register' : 'login', error: null })),
    clearError: () => set({ error: null }),
  };
});

// Keep the store's copy of the token in step with refreshes and other tabs.
tokenManager.subscribe((token) => {
  if (token === null) {
    forgetRememberedUser();
    useAuthStore.setState({ token: null, user: null });
  } else if (useAuthStore.getState().user) useAuthStore.setState({ token });
});
// Spec §4: a failed refresh clears the tokens, and with them the session.
tokenManager.onRefreshFailed(() => {
  useAuthStore.setState({ user: null, token: null });
});

/** Start-up entry point for the shell: validates the stored token once. */
export const initializeAuth = (): Promise<void> => useAuthStore.getState().initialize();

/**
 * Keeps the access token (localStorage `authToken`) fresh (spec §4 "Token refresh"): a refresh is
 * scheduled 4 minutes before expiry, concurrent refreshes share one call, and a failed refresh
 * clears the tokens, shows "Failed to refresh authentication token." and tells listeners (the
 * auth store signs out). A refresh made while the browser is offline keeps the session and is
 * tried again when the connection returns (offline play). It is also the request client's session
 * handler, so a 401 anywhere goes through the same single refresh.
 */
import { TOKEN_STORAGE_KEY } from '@slovo/shared';
import { isOfflineFailure } from '@/lib/api-client';
import { setSessionHandler, type SessionHandler } from '@/lib/auth-session';
import { readString, removeItem, writeString } from '@/lib/storage';
import { toast } from '@/components/ui/toast-store';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { authApi } from './api/auth-api';
import { isManagerTokenExpired, isValidTokenFormat, parseToken, refreshDelayMs, tokenNeedsRefresh } from './token-utils';

type Timer = ReturnType<typeof setTimeout>;

/** Never re-arm faster than this, so a server clock far ahead of ours cannot cause a refresh storm. */
const MIN_SCHEDULE_DELAY_MS = 5_000;

export interface TokenManagerDeps {
  /** Performs POST /auth/refresh and resolves its answer (with `accessToken`). */
  refreshRequest?: (body: { userId?: string | number }) => Promise<{ accessToken: string }>;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => Timer;
  clearTimeout?: (timer: Timer) => void;
  /** Shows the refresh-failure message; defaults to an error toast. */
  notifyError?: (text: string) => void;
  /** Calls `retry` once when the connection returns; defaults to the window's next `online` event. */
  whenBackOnline?: (retry: () => void) => void;
}

export interface RefreshOptions {
  /** Skip the error toast (used at start-up, where a stale session simply means "signed out"). */
  quiet?: boolean;
}

export interface TokenManager extends SessionHandler {
  getToken(): string | null;
  /** Stores a new access token and schedules its refresh. */
  setToken(token: string): void;
  clearTokens(): void;
  /**
   * A new access token, or null after a failure (tokens are then cleared). While the browser is
   * offline the current token, kept, and tried again when the connection returns. Calls in flight
   * share one request.
   */
  refresh(options?: RefreshOptions): Promise<string | null>;
  /** Token manager margin: expired 30 s before exp (true when there is no usable token). */
  isTokenExpired(): boolean;
  /** True within 5 minutes of expiry. */
  needsRefresh(): boolean;
  /** When the next scheduled refresh fires, epoch ms, or null when none is scheduled. */
  scheduledRefreshAt(): number | null;
  /** Called with the new token (or null) whenever it changes. Returns an unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void;
  /** Called after a refresh failed and the tokens were cleared. Returns an unsubscribe function. */
  onRefreshFailed(listener: () => void): () => void;
  /** Cancels the scheduled refresh. */
  dispose(): void;
}

export function createTokenManager(deps: TokenManagerDeps = {}): TokenManager {
  const refreshRequest = deps.refreshRequest ?? ((body) => authApi.refresh(body));
  const now = deps.now ?? Date.now;
  const startTimer = deps.setTimeout ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const stopTimer = deps.clearTimeout ?? ((t: Timer) => clearTimeout(t));
  const notifyError = deps.notifyError ?? ((text: string) => toast.error(text));
  const whenBackOnline = deps.whenBackOnline ?? ((retry: () => void) => window.addEventListener('online', retry, { once: true }));

  const tokenListeners = new Set<(token: string | null) => void>();
  const failureListeners = new Set<() => void>();
  let timer: Timer | undefined;
  let dueAt: number | null = null;
  let inFlight: Promise<string | null> | null = null;
  // Bumped whenever the token is set or cleared, so a refresh answer that arrives after a
  // logout (or a fresh login) cannot resurrect or overwrite the newer state.
  let generation = 0;
  let lastAnnounced: string | null = readString(TOKEN_STORAGE_KEY);

  function announce(token: string | null): void {
    if (token === lastAnnounced) return;
    lastAnnounced = token;
    for (const listener of tokenListeners) listener(token);
  }

  function cancelSchedule(): void {
    if (timer !== undefined) stopTimer(timer);
    timer = undefined;
    dueAt = null;
  }

  function schedule(token: string): void {
    cancelSchedule();
    const delay = refreshDelayMs(token, now());
    if (delay === null) return;
    const wait = Math.max(delay, MIN_SCHEDULE_DELAY_MS);
    dueAt = now() + wait;
    timer = startTimer(() => {
      timer = undefined;
      dueAt = null;
      void manager.refresh();
    }, wait);
  }

  function getToken(): string | null {
    return readString(TOKEN_STORAGE_KEY);
  }

  function clearTokens(): void {
    generation += 1;
    cancelSchedule();
    removeItem(TOKEN_STORAGE_KEY);
    announce(null);
  }

  async function performRefresh(options: RefreshOptions): Promise<string | null> {
    const startedIn = generation;
    const userId = parseToken(getToken())?.payload.id;
    let fresh: string | null = null;
    try {
      const answer = await refreshRequest(userId === undefined ? {} : { userId });
      fresh = isValidTokenFormat(answer?.accessToken) ? answer.accessToken : null;
    } catch (error) {
      // Being offline is not a refusal: the session is kept (a game played offline is still the
      // player's) and renewed when the connection returns.
      if (isOfflineFailure(error) && startedIn === generation) {
        whenBackOnline(() => void manager.refresh(options));
        return getToken();
      }
      fresh = null;
    }
    // A login or logout happened meanwhile: its state wins over this answer.
    if (startedIn !== generation) return getToken();
    if (fresh) {
      manager.setToken(fresh);
      return fresh;
    }
    clearTokens();
    if (!options.quiet) notifyError(messagesNow(SHARED_TEXT.MESSAGES).refreshFailed);
    for (const listener of failureListeners) listener();
    return null;
  }

  const manager: TokenManager = {
    getToken,
    setToken(token) {
      generation += 1;
      writeString(TOKEN_STORAGE_KEY, token);
      schedule(token);
      announce(token);
    },
    clearTokens,
    refresh(options = {}) {
      if (!inFlight) {
        inFlight = performRefresh(options).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    isTokenExpired: () => isManagerTokenExpired(getToken(), now()),
    needsRefresh: () => tokenNeedsRefresh(getToken(), now()),
    scheduledRefreshAt: () => dueAt,
    subscribe(listener) {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    onRefreshFailed(listener) {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    dispose: cancelSchedule,
  };
  return manager;
}

/** The app's token manager, installed as the request client's session handler. */
export const tokenManager = createTokenManager();
setSessionHandler(tokenManager);

// Another tab signed in, refreshed or signed out: follow it so both tabs agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const token = tokenManager.getToken();
    if (token) tokenManager.setToken(token);
    else tokenManager.clearTokens();
  });
}

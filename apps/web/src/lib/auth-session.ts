/**
 * The request client's view of the signed-in session. The client lives in lib/ and must not
 * import a feature, so the auth feature's token manager plugs itself in here at import time.
 * Until then the client still works: it reads the stored token and treats a 401 as final.
 */
import { TOKEN_STORAGE_KEY } from '@slovo/shared';
import { readString, removeItem } from './storage';

export interface SessionHandler {
  /** The current access token, or null when signed out. */
  getToken(): string | null;
  /** Obtains a new access token; resolves null when that is impossible (then tokens are cleared). */
  refresh(): Promise<string | null>;
  /** Forgets every token. */
  clearTokens(): void;
}

const storageOnlyHandler: SessionHandler = {
  getToken: () => readString(TOKEN_STORAGE_KEY),
  refresh: () => Promise.resolve(null),
  clearTokens: () => removeItem(TOKEN_STORAGE_KEY),
};

let current: SessionHandler = storageOnlyHandler;

/** Installs the handler the request client uses; returns a function that restores the previous one. */
export function setSessionHandler(handler: SessionHandler): () => void {
  const previous = current;
  current = handler;
  return () => {
    current = previous;
  };
}

export function getSessionHandler(): SessionHandler {
  return current;
}

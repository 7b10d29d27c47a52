import { useAuthStore } from './store';
import { tokenManager } from './token-manager';

/**
 * Whether a session (an access token) was stored when the page started. Until the stored token has
 * been checked, this is all the first render can go by, and the page the server prerendered Home
 * into was chosen by the same fact (the appearance cookie's ".member"), so the two match: a visitor
 * gets Login and the preview banner from the first paint, a returning player neither.
 */
let startedWithSession = tokenManager.getToken() !== null;

export function hadSessionAtStart(): boolean {
  return startedWithSession;
}

/** For the build's prerender of Home as a returning player first sees it. Returns the undo. */
export function assumeSessionAtStart(value: boolean): () => void {
  const before = startedWithSession;
  startedWithSession = value;
  return () => {
    startedWithSession = before;
  };
}

/**
 * Whether to draw the page for a signed-in player: whether one is, once the stored token has been
 * checked; before that, whether one was stored at start.
 */
export function useDrawsSignedIn(): boolean {
  const initialized = useAuthStore((s) => s.isInitialized);
  const signedIn = useAuthStore((s) => s.user !== null);
  return initialized ? signedIn : startedWithSession;
}

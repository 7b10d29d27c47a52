/**
 * Who is signed in has changed: a sign-in, a registration or a logout. Server data cached for one
 * identity must not be shown to the next, but the cache belongs to the app, not to this feature:
 * the app subscribes here (app/providers.tsx) and resets its query client, the way
 * lib/auth-session.ts lets the request client use the token manager without importing it.
 */
type SessionListener = () => void;

const listeners = new Set<SessionListener>();

/** Calls `listener` after every change of identity. Returns a function that unsubscribes. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionChange(): void {
  for (const listener of [...listeners]) listener();
}

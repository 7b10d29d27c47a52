/**
 * Where running rounds are kept, and forgetting them all: apart from round-storage.ts, so the app
 * shell (which forgets them at every sign-in and logout) does not carry the round's rules.
 */

export const ROUND_KEY_PREFIX = 'slovo.round.';

/**
 * Drops every kept round of this tab: a round belongs to whoever played it, so after a sign-in or a
 * logout the next person is not offered the last one's round.
 */
export function forgetKeptRounds(storage: Storage | undefined = browserRoundStorage()): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(ROUND_KEY_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing kept to forget.
  }
}

/** sessionStorage where the browser allows it (private modes and sandboxed frames may throw). */
export function browserRoundStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

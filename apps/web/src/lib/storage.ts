/**
 * localStorage helpers that never throw: storage can be missing (some embedded browsers),
 * blocked (privacy settings raise SecurityError on access), full (QuotaExceededError) or hold
 * a value another version of the app wrote in a different shape.
 */

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The raw text stored under `key`, or null when absent or unreadable. */
export function readString(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value`; false when storage is unavailable or full. */
export function writeString(key: string, value: string): boolean {
  const storage = getStorage();
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; silently does nothing when storage is unavailable. */
export function removeItem(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage cannot be reached.
  }
}

/**
 * The parsed JSON under `key`, or `fallback` when absent, corrupt, or rejected by `isValid`
 * (pass a type guard so a value written by an older app version cannot break the caller).
 */
export function readJson<T>(key: string, fallback: T, isValid?: (value: unknown) => value is T): T {
  const text = readString(key);
  if (text === null) return fallback;
  try {
    const value = JSON.parse(text) as unknown;
    if (isValid && !isValid(value)) return fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON; false when it cannot be serialised or stored. */
export function writeJson(key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  if (text === undefined) return false;
  return writeString(key, text);
}

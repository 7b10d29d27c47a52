import { useEffect, useState } from 'react';

/**
 * `value` as it was `delayMs` after it last changed (by identity); the first value at once. The
 * caller keeps `value` stable between changes (useMemo), or every render restarts the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

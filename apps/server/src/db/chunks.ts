/**
 * Bound-parameter lists per statement: well below SQLite's (32,766) and PostgreSQL's (65,535)
 * limits for the widest rows the repositories write.
 */
export const KEYS_PER_QUERY = 500;

/** `items` cut into runs of at most `size`, in order: one statement per run. */
export function chunks<T>(items: readonly T[], size: number = KEYS_PER_QUERY): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

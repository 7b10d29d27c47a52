/**
 * A category's `name` is its key across the whole database: the path of /vocabulary/category/{name},
 * the game picker's value, the keys of GET /vocabulary/user. Learners only ever type display names,
 * so the name is derived from one: lower-case, Unicode letters and digits kept ("Мои слова" →
 * "мои-слова"), every other run of characters one hyphen. Two learners' "Travel" become "travel"
 * and "travel-2".
 */

/** When a display name has no letter or digit at all ("!!!", "🍎"). */
export const FALLBACK_NAME_BASE = 'category';

/** Suffixes tried in one query before falling back to a random one (see nameCandidates). */
export const NUMBERED_CANDIDATES = 20;

export function categoryNameBase(displayName: string): string {
  const slug = displayName
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? FALLBACK_NAME_BASE : slug;
}

/** The names to try for `base`, best first: base, base-2 … base-20. */
export function nameCandidates(base: string): string[] {
  return [base, ...Array.from({ length: NUMBERED_CANDIDATES - 1 }, (_, index) => `${base}-${index + 2}`)];
}

/** Whether `name` already is a name derived from `base` (base or base-N): a rename keeps it then. */
export function isNameOfBase(name: string, base: string): boolean {
  return name === base || (name.startsWith(`${base}-`) && /^\d+$/.test(name.slice(base.length + 1)));
}

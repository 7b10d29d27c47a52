import { randomBytes } from 'node:crypto';

/**
 * A category's `name` is its key across the whole database: the path of /vocabulary/category/{name},
 * the game picker's value, the keys of GET /vocabulary/user. Learners only ever type display names,
 * so the name is derived from one: lower-case, Unicode letters and digits kept ("Мои слова" →
 * "мои-слова"), every other run of characters one hyphen.
 *
 * An owned category (a learner's, or an admin's own) adds 8 random hex digits ("travel-3f9a2c1b"):
 * numbering it after the names already taken ("travel-2") would tell its owner that somebody else
 * has a private "Travel". A system category keeps the plain name ("travel", else "travel-2" …):
 * only admins make those, and they see every category anyway. Names given before stay as they are.
 */

/** When a display name has no letter or digit at all ("!!!", "🍎"). */
export const FALLBACK_NAME_BASE = 'category';

/** Suffixes tried in one query before falling back to a random one (see nameCandidates). */
export const NUMBERED_CANDIDATES = 20;

/** The random part of an owned category's name: 4 bytes as 8 hex digits. */
const OWNED_SUFFIX_BYTES = 4;
const OWNED_SUFFIX = /^[0-9a-f]{8}$/;

export function categoryNameBase(displayName: string): string {
  const slug = displayName
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? FALLBACK_NAME_BASE : slug;
}

/** The names to try for a system category's `base`, best first: base, base-2 … base-20. */
export function nameCandidates(base: string): string[] {
  return [base, ...Array.from({ length: NUMBERED_CANDIDATES - 1 }, (_, index) => `${base}-${index + 2}`)];
}

/** A name for an owned category whose display name gives `base`: base and a random suffix. */
export function ownedNameCandidate(base: string): string {
  return `${base}-${randomBytes(OWNED_SUFFIX_BYTES).toString('hex')}`;
}

/**
 * Whether `name` already is a name derived from `base` (base, base-N, or base with a random
 * suffix): a rename keeps it then, so a change of case leaves links and bookmarks working.
 */
export function isNameOfBase(name: string, base: string): boolean {
  if (name === base) return true;
  if (!name.startsWith(`${base}-`)) return false;
  const suffix = name.slice(base.length + 1);
  return /^\d+$/.test(suffix) || OWNED_SUFFIX.test(suffix);
}

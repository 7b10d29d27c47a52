/** Rules of the auth API that the web app needs too, apart from the zod schemas (schemas/auth.ts). */

/** Keys that must never reach application code (prototype pollution). */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * The registration's username rule, checked by the form (live, rule by rule) and the server alike:
 * 3 to 32 characters (after NFC normalisation every allowed character is one UTF-16 unit, so the
 * string's length is its length in characters), letters of one alphabet (Latin or Cyrillic — this
 * is a Russian learners' app), digits, underscores, dots and hyphens. No spaces, no control or
 * invisible characters, and no mix of Latin and Cyrillic letters: "Ivаn" with a Cyrillic "а" would
 * look exactly like "Ivan" in every list.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Cyrillic letters: the Cyrillic block without its combining marks and the thousands sign (U+0482–U+0489). */
const CYRILLIC_LETTER = '\\u0400-\\u0481\\u048A-\\u04FF';
export const USERNAME_RULE = new RegExp(`^[A-Za-z${CYRILLIC_LETTER}0-9_.-]+$`);
/**
 * A letter of each alphabet, accented ones included: a username may only hold the letters above,
 * but a category name may hold any, and a Latin "ë" passes for the Cyrillic "ё" as well as "a" for "а".
 */
export const LATIN_LETTER_PATTERN = /(?=\p{L})\p{Script=Latin}/u;
export const CYRILLIC_LETTER_PATTERN = /(?=\p{L})\p{Script=Cyrillic}/u;

export const USERNAME_MESSAGES = {
  required: 'Username is required',
  length: `Username must be between ${USERNAME_MIN_LENGTH} and ${USERNAME_MAX_LENGTH} characters`,
  characters: 'Username may contain only letters, digits, underscores, dots and hyphens',
  mixedAlphabets: 'Username may not mix Latin and Cyrillic letters',
} as const;

/** The registration's password rule (also an admin's password reset): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

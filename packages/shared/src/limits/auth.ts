/** Rules of the auth API that the web app needs too, apart from the zod schemas (schemas/auth.ts). */

/** Keys that must never reach application code (prototype pollution). */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const USERNAME_RULE = /^[A-Za-z0-9_.-]+$/;

/** The registration's password rule (also an admin's password reset): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Rules of the auth API that the web app needs too, apart from the zod schemas (schemas/auth.ts). */

/** Keys that must never reach application code (prototype pollution). */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const USERNAME_RULE = /^[A-Za-z0-9_.-]+$/;

/**
 * Small runtime checks for the server's answers, in place of the shared zod schemas: zod would be
 * about 25 KB gzip on every page, a sixth of the Home page's JavaScript budget (`npm run bench`
 * reports the sizes). The server keeps validating requests with zod; the client only needs to
 * refuse an answer that is not the shape it expects. Every feature's API calls check their answers
 * with these, through `expectShape`, so a malformed answer fails the same way everywhere.
 */
import { messagesNow } from '@/i18n';
import { ApiError } from './api-error';
import { REQUEST_TEXT } from './lib.i18n';

/** The simple checks are type guards, so a checked field can be used without a cast. */
export type Check = (value: unknown) => boolean;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isInteger: Check = (value) => Number.isInteger(value);
export const isCount: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
/** A text containing `part` (spec §7: a delete's message must contain 'deleted'). */
export const includesText =
  (part: string): Check =>
  (value) =>
    typeof value === 'string' && value.includes(part);
/** A plain object (not null, not an array), whatever its fields. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const oneOf =
  (allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);
export const equals =
  (expected: unknown): Check =>
  (value) =>
    value === expected;

export type Shape = Readonly<Record<string, Check>>;

/** A plain object whose listed fields all pass their checks (other fields are allowed). */
export function hasShape(value: unknown, shape: Shape): boolean {
  return isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));
}

export const objectOf =
  (shape: Shape): Check =>
  (value) =>
    hasShape(value, shape);

/**
 * The answer, typed as `T`, when it has `shape`; otherwise the request client's validation error
 * (never retried, never shown as a server message), carrying the answer for the logs. Its message
 * is in the interface language at the moment of the check.
 */
export function expectShape<T>(value: unknown, shape: Shape, message: string = messagesNow(REQUEST_TEXT).unexpectedResponse): T {
  if (!hasShape(value, shape)) throw new ApiError(message, { kind: 'validation', body: value });
  return value as T;
}

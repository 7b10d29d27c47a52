/**
 * Small runtime checks for the server's answers, in place of the shared zod schemas: zod would be
 * about 25 KB gzip on every page, a sixth of the Home page's JavaScript budget (`npm run bench`
 * reports the sizes). The server keeps validating requests with zod; the client only needs to
 * refuse an answer that is not the shape it expects. Every feature's API calls check their answers
 * with these, through `expectShape`, so a malformed answer fails the same way everywhere.
 */
import { ApiError } from './api-error';

export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === 'string';
export const isNonEmptyString: Check = (value) => typeof value === 'string' && value !== '';
export const isFiniteNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const isInteger: Check = (value) => Number.isInteger(value);
export const isCount: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
export const isArray: Check = (value) => Array.isArray(value);
/** A plain object (not null, not an array), whatever its fields. */
export const isRecord: Check = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
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
  if (!isRecord(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, check]) => check(record[key]));
}

export const objectOf =
  (shape: Shape): Check =>
  (value) =>
    hasShape(value, shape);

export const UNEXPECTED_RESPONSE = 'Unexpected response from the server';

/**
 * The answer, typed as `T`, when it has `shape`; otherwise the request client's validation error
 * (never retried, never shown as a server message), carrying the answer for the logs.
 */
export function expectShape<T>(value: unknown, shape: Shape, message: string = UNEXPECTED_RESPONSE): T {
  if (!hasShape(value, shape)) throw new ApiError(message, { kind: 'validation', body: value });
  return value as T;
}

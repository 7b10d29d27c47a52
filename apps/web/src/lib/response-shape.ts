/**
 * Small runtime checks for the server's answers, in place of the shared zod schemas: zod would be
 * about 25 KB gzip on every page, a sixth of the Home page's JavaScript budget (`npm run bench`
 * reports the sizes). The server keeps validating requests with zod; the client only needs to
 * refuse an answer that is not the shape it expects.
 */
export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === 'string';
export const isInteger: Check = (value) => Number.isInteger(value);
export const isCount: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
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
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, check]) => check(record[key]));
}

export const objectOf =
  (shape: Shape): Check =>
  (value) =>
    hasShape(value, shape);

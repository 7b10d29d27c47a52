import fc from 'fast-check';
import type { $ZodType as ZodType } from 'zod/v4/core';
import { hostileValue } from './hostile-values';

/**
 * fast-check arbitraries derived from a zod 4 schema, by walking its definition (`_zod.def`).
 *
 * The walk gives the shape: object keys and which are optional, arrays and their bounds, enums,
 * literals, booleans, numbers with their integer/min/max checks, strings with their length bounds.
 * Much of the API's validation lives in transforms and refinements (closures the walk cannot read),
 * so a plain random string would nearly always be refused at the edge and the service code never
 * reached: the caller's `hint` supplies domain values by field name (a category that exists, a
 * valid word, a sort field…) and the walk mixes them in. Every leaf is also, now and then, a hostile
 * value of any type (hostile-values.ts), so partly valid bodies reach the deeper checks too.
 */

/** The parts of a zod 4 definition this walk reads. */
interface ZodDef {
  type: string;
  coerce?: boolean;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: ZodType;
  valueType?: ZodType;
  items?: ZodType[];
  getter?: () => ZodType;
}

interface CheckDef {
  check: string;
  format?: string;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
}

/** The kind of value a hint must produce (the leaf's own type). */
export type LeafKind = 'string' | 'number' | 'boolean' | 'unknown';

/** Domain values for a field, by its key (array elements get their array's key); undefined: none. */
export type FieldHint = (key: string, kind: LeafKind) => fc.Arbitrary<unknown> | undefined;

export interface DeriveOptions {
  hint: FieldHint;
  /** Weight (out of 10) of a hostile value in place of a leaf. */
  hostileWeight: number;
  /** Where a hint exists, use only it (no schema-derived random value): the case is meant to be valid. */
  hintsOnly?: boolean;
}

/** Bounds kept small: the point is variety per case, not size (size has its own hostile cases). */
const MAX_ARRAY_ITEMS = 5;
const MAX_STRING_LENGTH = 40;

const defOf = (schema: ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

function checksOf(def: ZodDef): CheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

interface Bounds {
  min: number | undefined;
  max: number | undefined;
  integer: boolean;
}

function numberBounds(def: ZodDef): Bounds {
  const bounds: Bounds = { min: undefined, max: undefined, integer: false };
  for (const check of checksOf(def)) {
    const value = check.value === undefined ? undefined : Number(check.value);
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) bounds.integer = true;
    if (check.check === 'greater_than' && value !== undefined)
      bounds.min = check.inclusive ? value : value + (bounds.integer ? 1 : 0);
    if (check.check === 'less_than' && value !== undefined)
      bounds.max = check.inclusive ? value : value - (bounds.integer ? 1 : 0);
  }
  return bounds;
}

function lengthBounds(def: ZodDef): { min: number; max: number } {
  let min = 0;
  let max = MAX_STRING_LENGTH;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) max = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined) min = max = check.length;
  }
  return { min, max: Math.max(min, max) };
}

function numberArbitrary(def: ZodDef): fc.Arbitrary<number> {
  const { min, max, integer } = numberBounds(def);
  if (integer) {
    const low = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const high = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    // Edges too: the first and last allowed values, where off-by-one mistakes live.
    return fc.oneof(fc.integer({ min: low, max: Math.max(low, high) }), fc.constantFrom(low, Math.max(low, high)));
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function stringArbitrary(def: ZodDef): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(def);
  const cappedMax = Math.min(max, Math.max(min, MAX_STRING_LENGTH));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: cappedMax }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: cappedMax }),
  );
}

function withHint(
  hint: fc.Arbitrary<unknown> | undefined,
  derived: fc.Arbitrary<unknown>,
  options: DeriveOptions,
): fc.Arbitrary<unknown> {
  if (!hint) return derived;
  // Mostly the domain value, so the request gets past validation and into the service.
  return options.hintsOnly ? hint : fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: derived });
}

function leaf(options: DeriveOptions, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (options.hostileWeight <= 0) return valid;
  return fc.oneof(
    { weight: 10 - options.hostileWeight, arbitrary: valid },
    { weight: options.hostileWeight, arbitrary: hostileValue() },
  );
}

/** Whether a key may be left out of its object (optional, default, nullish, or such inside a pipe). */
function isOptional(schema: ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe' && def.in) return isOptional(def.in);
  if (def.type === 'nullable' && def.innerType) return isOptional(def.innerType);
  return false;
}

/** An arbitrary of values for `schema`; `key` names the field it sits in (for hints). */
export function arbitraryFor(schema: ZodType, options: DeriveOptions, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return leaf(options, withHint(options.hint(key, 'string'), stringArbitrary(def), options));
    case 'number':
      return leaf(options, withHint(options.hint(key, 'number'), numberArbitrary(def), options));
    case 'boolean':
      return leaf(options, fc.boolean());
    case 'enum':
      return leaf(options, fc.constantFrom(...Object.values(def.entries ?? {})));
    case 'literal':
      return leaf(options, fc.constantFrom(...(def.values ?? [null])));
    case 'null':
      return leaf(options, fc.constant(null));
    case 'unknown':
    case 'any':
      return withHint(options.hint(key, 'unknown'), fc.jsonValue({ maxDepth: 3 }), options);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return arbitraryFor(def.innerType as ZodType, options, key);
    case 'nullable':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 6, arbitrary: arbitraryFor(def.innerType as ZodType, options, key) },
      );
    case 'pipe':
      // The input side is what a client sends; the output side describes the transformed value.
      return arbitraryFor(def.in as ZodType, options, key);
    case 'transform':
      return withHint(options.hint(key, 'unknown'), fc.string({ maxLength: MAX_STRING_LENGTH }), options);
    case 'lazy':
      return def.getter ? arbitraryFor(def.getter(), options, key) : fc.constant(null);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryFor(option, options, key)));
    case 'array': {
      const { min, max } = lengthBounds({ ...def, checks: def.checks ?? [] });
      return fc.array(arbitraryFor(def.element as ZodType, options, key), {
        minLength: min,
        maxLength: Math.min(Math.max(min, max), MAX_ARRAY_ITEMS),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item, index) => arbitraryFor(item, options, `${key}[${index}]`)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), arbitraryFor(def.valueType as ZodType, options, key), { maxKeys: 5 });
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, arbitraryFor(field, options, name)]));
      const requiredKeys = Object.entries(shape)
        .filter(([, field]) => !isOptional(field))
        .map(([name]) => name);
      return fc.record(fields, { requiredKeys });
    }
    default:
      // A zod type this walk does not know yet: any JSON value still makes a case.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

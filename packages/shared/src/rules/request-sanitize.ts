/**
 * Request hygiene shared by the web request client and the server (vocabulary-management.md §7):
 * which endpoint paths a client may call, and how request bodies are cleaned before they leave
 * (or, on the server, before they reach application code).
 */
import { FORBIDDEN_KEYS } from '../limits/auth';

export const INVALID_ENDPOINT_MESSAGE = 'Invalid endpoint';

/**
 * Path: "/" then letters, digits, "/", "-", "_" or percent-encoded octets (so a category named in
 * Cyrillic can still be addressed through encodeURIComponent). Query: a simple `key=value&…` text.
 */
const ENDPOINT_SHAPE = /^(\/(?:[A-Za-z0-9/_-]|%[0-9A-Fa-f]{2})*)(?:\?([A-Za-z0-9_.~%=&+,-]*))?$/;

/** True when `endpoint` is a relative API path that cannot climb out of the API root. */
export function isSafeEndpoint(endpoint: string): boolean {
  if (typeof endpoint !== 'string') return false;
  const match = ENDPOINT_SHAPE.exec(endpoint);
  if (!match) return false;
  const rawPath = match[1] ?? '';
  let path: string;
  try {
    // Checked after decoding too: "%2E%2E" would otherwise smuggle a ".." past the shape test.
    path = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  for (const candidate of [rawPath, path]) {
    if (candidate.includes('..') || candidate.includes('//') || candidate.includes('\\')) return false;
  }
  return true;
}

/**
 * Encodes one path segment for use with isSafeEndpoint: like encodeURIComponent, but dots are
 * encoded as well because the path alphabet has no plain ".".
 */
export function encodePathSegment(segment: string | number): string {
  return encodeURIComponent(String(segment)).replace(/\./g, '%2E');
}

/**
 * A query string for isSafeEndpoint ("search=caf%C3%A9&page=2", no "?"): pairs with an empty value
 * are left out, and values are encoded, including the !'()* that encodeURIComponent leaves alone
 * (the query alphabet has none of them).
 */
export function encodeQueryString(params: Iterable<readonly [string, string]>): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return Array.from(params)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encode(value)}`)
    .join('&');
}

const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** An opening or closing script tag left over without its pair. */
const SCRIPT_TAG = /<\/?script\b[^>]*>?/gi;
const JAVASCRIPT_SCHEME = /javascript\s*:/gi;
/** Every DOM handler name has at least three letters after "on"; "one = two" stays as it is. */
const INLINE_HANDLER = /\bon[a-z]{3,}\s*=/gi;

/**
 * Removes script blocks, "javascript:" and inline event-handler patterns (onclick= …) from text.
 * Repeats until nothing changes so fragments cannot reassemble ("<scr<script></script>ipt>").
 */
export function sanitizeText(text: string): string {
  let current = text;
  for (let pass = 0; pass < 10; pass += 1) {
    const next = current
      .replace(SCRIPT_BLOCK, '')
      .replace(SCRIPT_TAG, '')
      .replace(JAVASCRIPT_SCHEME, '')
      .replace(INLINE_HANDLER, '');
    if (next === current) return next;
    current = next;
  }
  return current;
}

const forbiddenKeys: ReadonlySet<string> = new Set(FORBIDDEN_KEYS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Deep copy of a JSON-like value with the keys __proto__, constructor and prototype removed at
 * every depth and every string passed through sanitizeText. Other values (numbers, Dates, …)
 * are kept as they are.
 */
export function sanitizeRequestBody<T>(value: T): T {
  return sanitizeValue(value) as T;
}

function sanitizeValue(value: unknown): unknown {
  if (typeof value === 'string') return sanitizeText(value);
  if (Array.isArray(value)) return value.map(sanitizeValue);
  if (!isPlainObject(value)) return value;
  const clean: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (forbiddenKeys.has(key)) continue;
    // defineProperty keeps even odd keys as plain data, never touching the prototype chain.
    Object.defineProperty(clean, key, {
      value: sanitizeValue(value[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return clean;
}

import fp from 'fastify-plugin';
import { AppError } from '../app-error';

export const REQUEST_TEXT_ERRORS = {
  controlCharacter: 'Request text cannot contain control characters',
  invalidUnicode: 'Request text is not valid Unicode (unpaired surrogate)',
} as const;

/*
 * Why at the edge: PostgreSQL refuses a NUL byte in text ("invalid byte sequence for encoding
 * UTF8: 0x00") and SQLite's full-text search chokes on it, so a %00 anywhere reached a query as a
 * 500. No name, word, tag or search text legitimately holds a control character, so one check
 * here, before validation, covers every route, present and future.
 *
 * C0 controls, DEL and C1 controls (Unicode's Cc). In a JSON body tab, line feed and carriage
 * return are allowed: descriptions and the pattern-entry text hold line breaks, and the fields that
 * must be one line refuse them in their own zod schemas with their own messages.
 *
 * An unpaired UTF-16 surrogate can only come from a JSON escape ("\ud800"); the database drivers
 * would silently store it as U+FFFD, so it is refused instead of changed behind the caller's back.
 * (In a URL, invalid UTF-8 such as %ED%A0%80 or %FF is left undecoded by the query parser and
 * refused by the router for path parameters, so it never becomes a surrogate.)
 *
 * One precompiled regex test per string; nothing is allocated for a request without strings.
 */
const UNPAIRED_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const CONTROL_IN_URL = '[\\u0000-\\u001f\\u007f-\\u009f]';
const CONTROL_IN_BODY = '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]';

/** What one request part may not hold: `any` is the one test per string; `control` only names the refusal. */
interface TextRule {
  any: RegExp;
  control: RegExp;
}
const URL_TEXT: TextRule = { any: new RegExp(`${CONTROL_IN_URL}|${UNPAIRED_SURROGATE}`), control: new RegExp(CONTROL_IN_URL) };
const BODY_TEXT: TextRule = { any: new RegExp(`${CONTROL_IN_BODY}|${UNPAIRED_SURROGATE}`), control: new RegExp(CONTROL_IN_BODY) };

/** Walks strings, object keys and array items. The body is parsed JSON, so it holds no cycles. */
function holds(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holds(item, pattern)) return true;
    return false;
  }
  for (const key in value) {
    if (pattern.test(key) || holds((value as Record<string, unknown>)[key], pattern)) return true;
  }
  return false;
}

interface RequestParts {
  query: unknown;
  params: unknown;
  body: unknown;
}

/** The refusal message for a request's text, or null when it is acceptable. */
export function badRequestText({ query, params, body }: RequestParts): string | null {
  if (!holds(query, URL_TEXT.any) && !holds(params, URL_TEXT.any) && !holds(body, BODY_TEXT.any)) return null;
  // The refusal path only: a second look to name what was wrong.
  const control = holds(query, URL_TEXT.control) || holds(params, URL_TEXT.control) || holds(body, BODY_TEXT.control);
  return control ? REQUEST_TEXT_ERRORS.controlCharacter : REQUEST_TEXT_ERRORS.invalidUnicode;
}

/** One preValidation hook for every route: refuses bad text in query, params and JSON body with 400 {error}. */
export const requestTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const refused = badRequestText(request);
      done(refused === null ? undefined : new AppError(400, refused));
    });
  },
  { name: 'slovo-request-text' },
);

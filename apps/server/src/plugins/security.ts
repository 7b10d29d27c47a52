import helmet from '@fastify/helmet';
import { FORBIDDEN_KEYS } from '@slovo/shared';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

/** Default request body limit. A route that needs more sets `bodyLimit` itself (the import route: 10 MiB). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const SECURITY_ERRORS = {
  malformedJson: 'Malformed JSON in request body',
  forbiddenKey: 'Request body contains a forbidden key',
} as const;

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const forbiddenKeys = new Set<string>(FORBIDDEN_KEYS);

class ForbiddenKeyError extends Error {}

/**
 * JSON bodies: `__proto__`, `constructor` and `prototype` keys anywhere are REJECTED with 400
 * rather than stripped. Rejecting means a handler never sees a silently altered object, and no
 * legitimate client sends them (the web client strips them before sending). An empty body parses
 * to undefined, so body-less POSTs (logout, refresh) work whatever their content type.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (forbiddenKeys.has(key)) throw new ForbiddenKeyError();
      return value;
    });
  } catch (error) {
    if (error instanceof ForbiddenKeyError) throw new AppError(400, SECURITY_ERRORS.forbiddenKey);
    throw new AppError(400, SECURITY_ERRORS.malformedJson);
  }
}

/** Security headers with a strict CSP on every response, and the hardened JSON body parser. */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      hidePoweredBy: true,
    });

    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  },
  { name: 'slovo-security' },
);

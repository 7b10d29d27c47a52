import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { $ZodError } from 'zod/v4/core';
import { AppError } from '../app-error';
import { SECURITY_HEADERS } from './security';

export const GENERIC_ERRORS = {
  internal: 'Internal server error',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type: send application/json',
  notFound: 'Not found',
  bodyNotObject: 'Request body must be a JSON object',
  invalidRequest: 'Invalid request',
  badUrl: 'Malformed URL: a path segment is not valid percent-encoded UTF-8',
  parameterTooLong: 'A URL path segment is too long',
} as const;

function firstZodMessage(error: $ZodError): string {
  return error.issues[0]?.message ?? GENERIC_ERRORS.invalidRequest;
}

/**
 * One place turns every failure into `{ "error": "message" }`:
 * AppError → its status; zod failures → 400 with the first message; Fastify's own 4xx (too large,
 * bad media type…) → their status; anything else → 500 with a fixed text (details go to the log only).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((rawError, request, reply) => {
      const error = rawError as FastifyError | AppError | $ZodError;

      if (error instanceof AppError) {
        return reply.code(error.status).headers(error.headers).send({ error: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const [first] = error.validation;
        const atRoot = first?.instancePath === '/' && error.validationContext === 'body';
        const message =
          atRoot && (request.body === undefined || typeof request.body !== 'object')
            ? GENERIC_ERRORS.bodyNotObject
            : (first?.message ?? GENERIC_ERRORS.invalidRequest);
        return reply.code(400).send({ error: message });
      }
      if (error instanceof $ZodError) {
        return reply.code(400).send({ error: firstZodMessage(error) });
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ error: GENERIC_ERRORS.bodyTooLarge });
      }
      if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.code(415).send({ error: GENERIC_ERRORS.unsupportedMediaType });
      }
      if (fastifyError.validation) {
        return reply.code(400).send({ error: fastifyError.message });
      }
      const status = fastifyError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: fastifyError.message || GENERIC_ERRORS.invalidRequest });
      }
      request.log.error({ err: rawError }, 'request failed');
      return reply.code(500).send({ error: GENERIC_ERRORS.internal });
    });
  },
  { name: 'slovo-errors' },
);

const FRAMEWORK_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: GENERIC_ERRORS.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: GENERIC_ERRORS.parameterTooLong,
};

/**
 * Fastify's `frameworkErrors` option: the router's own refusals, raised before any route or hook
 * runs (a path segment such as %FF, %C0%80 or %zz that does not decode, an over-long parameter),
 * answered as `{ "error": "message" }` like every other 4xx instead of Fastify's default shape,
 * which echoes the path back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = FRAMEWORK_ERROR_MESSAGES[error.code] ?? GENERIC_ERRORS.invalidRequest;
  // No route's hooks run for these, so the security headers are set here.
  void reply.code(status).headers(SECURITY_HEADERS).send({ error: message });
}

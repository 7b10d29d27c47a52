import type { FastifySchemaCompiler } from 'fastify';
import type { $ZodType as ZodType } from 'zod/v4/core';

/**
 * The zod schemas every route validates with, as Fastify hands them to the validator compiler
 * when the route is compiled. Fastify keeps no public list of them (its route table drops the
 * schemas), so the fuzz test wraps fastify-type-provider-zod's validatorCompiler (vi.mock) with
 * recordingValidatorCompiler, and every route the app builds reports here.
 */
export interface RouteSchemas {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
}

const recorded = new Map<string, RouteSchemas>();

const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

export function recordingValidatorCompiler(compile: FastifySchemaCompiler<ZodType>): FastifySchemaCompiler<ZodType> {
  return (route) => {
    const part = route.httpPart;
    if (part === 'params' || part === 'querystring' || part === 'body') {
      const key = keyOf(route.method, route.url);
      recorded.set(key, { ...recorded.get(key), [part]: route.schema });
    }
    return compile(route);
  };
}

/** The schemas recorded for a route (none when it declares none). */
export const recordedSchemas = (method: string, url: string): RouteSchemas => recorded.get(keyOf(method, url)) ?? {};

/** How many routes reported at least one schema: 0 means the recording was not installed. */
export const recordedRouteCount = (): number => recorded.size;

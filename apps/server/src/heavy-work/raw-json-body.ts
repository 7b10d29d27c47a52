import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from '../app-error';
import { GENERIC_ERRORS } from '../plugins/errors';
import type { HeavyWorkPool, TaskResult } from './pool';
import type { TaskName, TaskOutcome } from './tasks';

/**
 * An upload kept as the bytes that came (a package, or the JSON body of a heavy import, which a
 * worker thread parses and checks: tasks.ts). The bytes sit in a private field, which no code
 * that walks request bodies key by key (the request-text check) looks into, so a 10 MiB file is
 * not looked at ten million times.
 */
export class RawBody {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** In an encapsulated plugin: its routes get JSON bodies as RawBody, up to `bodyLimit` bytes. */
export function keepJsonBodiesRaw(scope: FastifyInstance, bodyLimit: number): void {
  // The app's own JSON parser (security.ts) is inherited: this scope replaces it.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, new RawBody(body as Buffer)),
  );
}

/**
 * The route option `validatorCompiler` of such a route: the body schema stays on the route (the
 * API reference reads it) but is checked in the worker; params and query are checked as usual.
 */
export function bodyCheckedOffThread<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<$ZodType>);
}

/**
 * Runs a task on the request's raw body; a refusal becomes the 4xx it names. A body that is not
 * JSON (another content type the app parses) is refused as a JSON route refuses it.
 */
export async function readBodyOffThread<N extends 'readPairsBody' | 'readAnkiTextBody' | 'readVocabularyFileBody'>(
  pool: HeavyWorkPool,
  name: N,
  request: FastifyRequest,
): Promise<TaskValue<N>> {
  const { body } = request;
  if (body !== undefined && !(body instanceof RawBody)) throw new AppError(400, GENERIC_ERRORS.bodyNotObject);
  const outcome: TaskOutcome<unknown> = await pool.run(name, body?.bytes ?? new Uint8Array());
  return valueOf(outcome) as TaskValue<N>;
}

/** What a task gives when it does not refuse. */
export type TaskValue<N extends TaskName> = TaskResult<N> extends TaskOutcome<infer V> ? V : never;

/** A task's value, or its refusal thrown as the AppError the request answers. */
export function valueOf<T>(outcome: TaskOutcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.status, outcome.error);
  return outcome.value;
}

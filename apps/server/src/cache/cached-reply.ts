import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './accept-encoding';

/**
 * Sends a cached JSON answer (answer-cache.ts keeps them as ready-made UTF-8). Large answers go
 * gzip-compressed to clients that accept it, as every browser does: a learner's whole vocabulary
 * (20,000 words) is 1.7 MB of JSON and about a seventh of that compressed. The compressed copy is
 * made once per cached body, off the main thread, and lives exactly as long as that body (a
 * WeakMap keyed by it), so the cache's invalidation drops both.
 */

const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this, compressing costs more than sending the bytes. */
export const GZIP_MIN_BYTES = 16 * 1024;

const gzipAsync = promisify(gzip);
const compressed = new WeakMap<Buffer, Promise<Buffer>>();

function gzipped(body: Buffer): Promise<Buffer> {
  let result = compressed.get(body);
  if (!result) {
    result = gzipAsync(body);
    compressed.set(body, result);
    // A failure is answered to this request; the next one tries again.
    result.catch(() => compressed.delete(body));
  }
  return result;
}

export async function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  reply.type(JSON_TYPE);
  if (body.length < GZIP_MIN_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(await gzipped(body));
}

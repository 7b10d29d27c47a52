import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** After a 413, the rest of the body is read and thrown away up to this much, then the connection is cut. */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
/** …and for this long at most. */
export const DISCARD_MAX_MS = 10_000;

/**
 * Bodies over the limit (1 MiB, 10 MiB for the import) are answered 413 `{error}` as soon as the
 * limit is passed. Fastify then closes the connection while the client is still sending: the
 * kernel answers the client's next bytes with a reset, and the client usually reports "connection
 * reset" or EPIPE instead of the 413 it was sent. So the rest of the body is read and discarded
 * (a lingering close, as web servers do) and the connection is kept, which lets the client finish
 * sending and read the answer. A client that keeps sending past DISCARD_MAX_BYTES or
 * DISCARD_MAX_MS is cut off.
 */
function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  // A 413 after the whole body was parsed (a quota, say) leaves nothing to discard.
  if (raw.complete || raw.destroyed || request.body !== undefined) return;
  let discarded = 0;
  const cutOff = () => raw.socket?.destroy();
  const timer = setTimeout(cutOff, DISCARD_MAX_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) cutOff();
  });
  const stop = () => clearTimeout(timer);
  raw.once('end', stop);
  raw.once('close', stop);
  raw.resume();
}

/** One onSend hook: every 413 lets the client finish sending and read it. */
export const bodyLimitPlugin = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode === 413) {
        reply.removeHeader('connection');
        discardRestOfBody(request);
      }
      done(null, payload);
    });
  },
  { name: 'slovo-body-limit' },
);

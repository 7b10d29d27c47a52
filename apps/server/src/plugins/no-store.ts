import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * True when the answer depends on who is asking: everything under /api/auth (tokens, the signed-in
 * user), every 'user' and 'admin' route (refusals included), and an anonymous route answered for a
 * signed-in caller (the vocabulary lists then hold the caller's private categories). Such answers
 * must never be kept by a browser's disk cache or a shared proxy, where the next person on the
 * machine or behind the proxy could be served them.
 *
 * Public answers to anonymous callers keep their own caching (the vocabulary lists are the same for
 * every anonymous visitor).
 */
export function dependsOnCaller(request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  // The media route names each file by its content and sets its own (private) caching.
  if (config?.mediaCookie) return false;
  if (request.user) return true;
  if (config?.access === 'user' || config?.access === 'admin') return true;
  return url !== undefined && url.startsWith('/api/auth/');
}

/** One onSend hook: `Cache-Control: no-store` on every answer that depends on the caller. */
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (dependsOnCaller(request)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'slovo-no-store', dependencies: ['slovo-auth'] },
);

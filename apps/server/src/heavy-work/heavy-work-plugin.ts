import { IMPORT_EXPORT_MESSAGES } from '@slovo/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import { createImportGate } from './import-gate';
import type { ImportGate, ImportTicket } from './import-gate';
import { createHeavyWorkPool } from './pool';
import type { HeavyWorkPool } from './pool';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A heavy import: it takes its turn (import-gate.ts) before its body is read. */
    heavyImport?: boolean;
  }
  interface FastifyInstance {
    /** The worker threads that read uploads (pool.ts). */
    heavyWork: HeavyWorkPool;
  }
}

/** Two imports at once keep both cores busy; eight more may wait their turn. */
export const IMPORT_LIMITS = { running: 2, waiting: 8 } as const;
/** What a refused import is told to wait: about what one large import takes. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The pool of worker threads, and the turns of heavy imports: a route with `config.heavyImport`
 * waits for its turn after the caller is known (the auth plugin's preParsing hook comes first) and
 * before its body is read; a full line answers 503 with Retry-After. The turn ends when the
 * response is closed, whether it was sent or the client went away.
 */
export const heavyWorkPlugin = fp<{ limits?: { running: number; waiting: number } }>(
  async (app, options) => {
    const pool = createHeavyWorkPool();
    const gate: ImportGate = createImportGate(options.limits ?? IMPORT_LIMITS);
    app.decorate('heavyWork', pool);
    app.addHook('onClose', () => pool.close());
    const tickets = new WeakMap<FastifyRequest, ImportTicket>();
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!request.routeOptions.config.heavyImport) return payload;
      const ticket = gate.enter();
      if (!ticket) {
        throw new AppError(503, IMPORT_EXPORT_MESSAGES.importsBusy, { 'retry-after': String(RETRY_AFTER_SECONDS) });
      }
      tickets.set(request, ticket);
      // Whichever comes first: the answer sent, or the connection closed without one.
      reply.raw.once('close', ticket.leave);
      await ticket.turn;
      return payload;
    });
    app.addHook('onResponse', async (request) => tickets.get(request)?.leave());
  },
  { name: 'slovo-heavy-work' },
);

import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from './db/database';

/** How long requests in flight get to finish after SIGTERM or SIGINT before the process exits anyway. */
export const STOP_TIMEOUT_MS = 10_000;

/**
 * How often connections that have gone idle are closed while stopping. Node's server.close() closes
 * the idle keep-alive connections once, when it is called; a connection whose request was still in
 * flight then stays open after its answer until the client or Fastify's 72 s keep-alive timeout
 * ends it, and server.close() waits for it (measured: 71 s after a single fetch).
 */
const IDLE_SWEEP_MS = 50;

/**
 * A repeat of the signal within this time is the same request, not a second one: Ctrl+C in a
 * terminal reaches npm, scripts/start.mjs and the server at once, and npm and start.mjs each pass
 * it on, so one keypress arrives up to three times within milliseconds.
 */
const SAME_SIGNAL_MS = 1_000;

export interface StopTargets {
  app: FastifyInstance | null;
  database: OpenDatabase | null;
}

/** Stops accepting connections, lets requests in flight finish, then closes Redis (app's onClose) and the database. */
async function stopGracefully({ app, database }: StopTargets): Promise<void> {
  if (app) {
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      // The listener closes at once (new connections are refused); a request arriving on a kept-alive
      // connection meanwhile gets Fastify's 503 with `Connection: close`, so a balancer retries it elsewhere.
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  }
  await database?.destroy();
}

/**
 * SIGTERM (a service manager, a container stop) and SIGINT (Ctrl+C) stop the server without cutting
 * a request: exit code 0 once everything is closed. A second signal (a second later or more), or
 * STOP_TIMEOUT_MS passing, exits at once with code 1 and says why on stderr — whoever presses Ctrl+C
 * again wants out now.
 */
export function stopOnSignals(current: () => StopTargets, timeoutMs = STOP_TIMEOUT_MS): void {
  let firstSignalAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== null) {
      if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return;
      console.error(`Slovo stopped at once: a second ${signal} arrived before requests in flight finished`);
      process.exit(1);
    }
    firstSignalAt = Date.now();
    console.log(`Slovo is stopping (${signal}): finishing requests in flight`);
    setTimeout(() => {
      console.error(`Slovo stopped at once: requests in flight did not finish within ${timeoutMs / 1000} s`);
      process.exit(1);
    }, timeoutMs);
    stopGracefully(current()).then(
      () => {
        console.log('Slovo stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`Slovo could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

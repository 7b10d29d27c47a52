import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * After a failed command, how long Redis is left alone before one request tries it again. Covers
 * the outage ioredis cannot see: a connection that stays open while nothing answers (a network
 * black hole), where every command would otherwise wait out the command timeout.
 */
export const REDIS_RETRY_AFTER_MS = 5_000;

/**
 * Whether Redis can be used right now. Everything that keeps state in Redis (the rate limits, the
 * failed-login counts, the vocabulary cache's invalidations, the sign-outs) asks this first and uses its in-memory
 * fallback while the answer is no, so an outage costs nothing per request. One warning is logged
 * when an outage starts and one info line when Redis answers again; nothing in between.
 */
export interface RedisAvailability {
  /** True when commands should go to Redis; false during an outage (use the in-memory fallback). */
  usable(): boolean;
  /** A command failed or a connection was lost: fall back until Redis is back. */
  reportFailure(error: unknown): void;
  /** A command succeeded: if Redis was counted as down, it is back. */
  reportSuccess(): void;
  /** Stops listening to the client (before the app closes it, so a normal quit is not an outage). */
  stop(): void;
}

export const REDIS_OUTAGE_WARNING =
  'Redis is unreachable: rate limits and failed-login counts fall back to this instance’s memory, the vocabulary cache keeps answers for at most a second and sign-outs are checked against the database, until Redis answers again';
export const REDIS_BACK_INFO =
  'Redis answers again: rate limits, failed-login counts, cache invalidations and sign-outs are shared again';

export function describeRedisError(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

export function watchRedisAvailability(
  client: Redis,
  log: FastifyBaseLogger,
  target: string,
  now: () => number = Date.now,
): RedisAvailability {
  let down = false;
  /** 0: no failure to wait out; else the time before which Redis is not tried again. */
  let retryAt = 0;

  const markDown = (error: unknown) => {
    retryAt = now() + REDIS_RETRY_AFTER_MS;
    if (down) return;
    down = true;
    log.warn({ redis: target, reason: describeRedisError(error) }, REDIS_OUTAGE_WARNING);
  };
  const markUp = () => {
    retryAt = 0;
    if (!down) return;
    down = false;
    log.info({ redis: target }, REDIS_BACK_INFO);
  };
  // ioredis reconnects by itself (with growing delays) and says so with 'ready'.
  const onClose = () => markDown(new Error('connection closed'));

  client.on('ready', markUp);
  client.on('close', onClose);

  return {
    usable: () => client.status === 'ready' && (retryAt === 0 || now() >= retryAt),
    reportFailure: markDown,
    reportSuccess() {
      if (down || retryAt !== 0) markUp();
    },
    stop() {
      client.off('ready', markUp);
      client.off('close', onClose);
    },
  };
}

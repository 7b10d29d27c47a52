import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { RedisAvailability } from './redis-availability';
import { watchRedisAvailability } from './redis-availability';

/**
 * A Redis command that has not answered by then counts as failed and the caller uses its in-memory
 * fallback. Measured on this machine: commands answer in well under 5 ms even with the load test
 * running, so half a second is only ever reached when Redis is really gone.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before starting without it. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * Options for every connection the app opens. enableOfflineQueue false: while disconnected a
 * command fails at once instead of waiting in a queue for a reconnect (that wait made every sign-in
 * take 2–5 s and then fail with 500 while Redis was down). ioredis keeps reconnecting in the
 * background, so Redis coming back is picked up without a restart.
 */
export const REDIS_CONNECTION_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  // Reconnect every 0.1 s, 0.2 s … then every 2 s for as long as it takes.
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
};

/** The Redis connection the app shares (rate limits, failed-login counts, cache invalidations). */
export interface SharedRedis {
  client: Redis;
  availability: RedisAvailability;
  /** host:port, for log lines (never the URL: it may hold a password). */
  target: string;
}

export function describeRedisTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured server';
  }
}

/** Watches a client made elsewhere (tests pass one in); it is not closed here. */
export function shareRedisClient(client: Redis, log: FastifyBaseLogger): SharedRedis {
  const target = `${client.options.host ?? 'localhost'}:${client.options.port ?? 6379}`;
  return { client, target, availability: watchRedisAvailability(client, log, target) };
}

/**
 * Connects to REDIS_URL. When Redis does not answer, the app starts anyway, degraded, with one
 * warning: Redis only holds counters and cache notices, which fall back to memory, and a self-hoster
 * expects a cache outage to slow things down, not to keep the whole site from starting (or
 * restarting). The connection keeps retrying and everything moves back to Redis once it answers.
 */
export async function connectSharedRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const client = new Redis(url, REDIS_CONNECTION_OPTIONS);
  // Failures are reported through failed commands and 'close'; an unhandled 'error' would crash the process.
  client.on('error', () => undefined);
  const target = describeRedisTarget(url);
  const availability = watchRedisAvailability(client, log, target);
  try {
    await client.connect();
  } catch (error) {
    // ioredis goes on reconnecting in the background (retryStrategy never gives up).
    availability.reportFailure(error);
  }
  return { client, target, availability };
}

/** Stops watching, then closes the connection (quit when it is up, at once when it is not). */
export async function closeSharedRedis(redis: SharedRedis): Promise<void> {
  redis.availability.stop();
  if (redis.client.status === 'ready') await redis.client.quit().catch(() => undefined);
  redis.client.disconnect();
}

import type { FastifyInstance } from 'fastify';
import { checkDatabase } from './health.repository';

/**
 * How long each check may take. A load balancer polls every few seconds and gives up on its own
 * after a few; an answer that says "down" in time is worth more than a request left hanging, and a
 * database or Redis that needs longer than this for `select 1` or PING is not serving requests either.
 */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;
export const REDIS_CHECK_TIMEOUT_MS = 500;

export type DatabaseHealth = 'ok' | 'down';
export type RedisHealth = 'ok' | 'down' | 'not configured';

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function databaseHealth(app: FastifyInstance): Promise<DatabaseHealth> {
  try {
    await withTimeout(checkDatabase(app.db), DATABASE_CHECK_TIMEOUT_MS, 'the database');
    return 'ok';
  } catch (error) {
    app.log.error({ err: error }, 'health check: database unavailable');
    return 'down';
  }
}

/**
 * PING on the app's shared connection. Its outcome also feeds the availability the rate limits and
 * caches consult, so a health poll notices a recovered Redis as soon as a request would.
 */
export async function redisHealth(app: FastifyInstance): Promise<RedisHealth> {
  const redis = app.redis;
  if (!redis) return 'not configured';
  try {
    await withTimeout(redis.client.ping(), REDIS_CHECK_TIMEOUT_MS, 'Redis');
    redis.availability.reportSuccess();
    return 'ok';
  } catch (error) {
    // The outage itself is logged once by the availability watcher, not on every poll.
    redis.availability.reportFailure(error);
    return 'down';
  }
}

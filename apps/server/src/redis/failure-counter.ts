import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { RedisAvailability } from './redis-availability';
import type { SharedRedis } from './shared-redis';

export interface CounterState {
  count: number;
  /** Milliseconds until the window resets; 0 when there is no window. */
  ttlMs: number;
}

/** Fixed-window counters keyed by string: in memory for one instance, in Redis for several. */
export interface FailureCounter {
  peek(key: string): Promise<CounterState>;
  increment(key: string, windowMs: number): Promise<CounterState>;
  reset(key: string): Promise<void>;
}

const SWEEP_EVERY = 1000;

export function createMemoryFailureCounter(clock: Clock): FailureCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let writes = 0;

  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  // Expired windows of keys nobody asks about again would otherwise stay forever.
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };

  return {
    peek(key) {
      const now = clock.now().getTime();
      const entry = live(key, now);
      return Promise.resolve(entry ? { count: entry.count, ttlMs: entry.resetAt - now } : { count: 0, ttlMs: 0 });
    },
    increment(key, windowMs) {
      const now = clock.now().getTime();
      if (++writes % SWEEP_EVERY === 0) sweep(now);
      const entry = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return Promise.resolve({ count: entry.count, ttlMs: entry.resetAt - now });
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

/** INCR and start the window on the first failure, atomically, so instances never race. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export function createRedisFailureCounter(redis: Redis, prefix: string): FailureCounter {
  return {
    async peek(key) {
      const result = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[1]?.[1] ?? 0);
      return { count: Number.isFinite(count) ? count : 0, ttlMs: ttl > 0 ? ttl : 0 };
    },
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, ttlMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis while it answers, this instance's memory while it does not (see redis-availability.ts):
 * sign-in never fails or waits because the shared store is gone. Counts made in memory during an
 * outage stay there (they are not merged into Redis afterwards), so an outage gives an attacker at
 * most one fresh window per instance — the price of never locking everyone out of signing in.
 */
export function createFailureCounterWithFallback(
  primary: FailureCounter,
  fallback: FailureCounter,
  availability: Pick<RedisAvailability, 'usable' | 'reportFailure' | 'reportSuccess'>,
): FailureCounter {
  const attempt = async <T>(onPrimary: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> => {
    if (!availability.usable()) return onFallback();
    try {
      const result = await onPrimary();
      availability.reportSuccess();
      return result;
    } catch (error) {
      availability.reportFailure(error);
      return onFallback();
    }
  };
  return {
    peek: (key) =>
      attempt(
        () => primary.peek(key),
        () => fallback.peek(key),
      ),
    increment: (key, windowMs) =>
      attempt(
        () => primary.increment(key, windowMs),
        () => fallback.increment(key, windowMs),
      ),
    reset: (key) =>
      attempt(
        () => primary.reset(key),
        () => fallback.reset(key),
      ),
  };
}

/** The counter for an app with Redis: shared through Redis, in memory while Redis is unreachable. */
export function createSharedFailureCounter(redis: SharedRedis, prefix: string, clock: Clock): FailureCounter {
  return createFailureCounterWithFallback(
    createRedisFailureCounter(redis.client, prefix),
    createMemoryFailureCounter(clock),
    redis.availability,
  );
}

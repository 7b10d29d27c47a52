import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FailureCounter } from './failure-counter';

/**
 * A @fastify/rate-limit store over a FailureCounter (a fixed-window counter is exactly what the
 * per-IP limit needs). With the shared counter (createSharedFailureCounter) the limit is counted in
 * Redis across instances and in this instance's memory while Redis is unreachable. The plugin's own
 * Redis store could only fail then, and `skipOnError` turned a Redis outage into no limit at all.
 *
 * `child` gives routes with their own limit their own keys (none today; the plugin requires it).
 */
class CounterRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: FailureCounter,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    this.counter.increment(this.prefix + key, timeWindow).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
    return new CounterRateLimitStore(this.counter, `${this.prefix}${String(routeOptions.method)}${routeOptions.url}-`);
  }
}

/** The store class to hand @fastify/rate-limit as `store` (it constructs it itself). */
export function counterRateLimitStore(counter: FailureCounter, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class extends CounterRateLimitStore {
    constructor() {
      super(counter, keyPrefix);
    }
  };
}

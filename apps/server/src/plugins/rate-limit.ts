import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { LoginLimiter, RegistrationLimiter } from '../modules/auth';
import { createLoginLimiter, createRegistrationLimiter, unlimitedRegistrations } from '../modules/auth';
import { isApiPath } from './auth';
import { createMemoryFailureCounter, createSharedFailureCounter } from './failure-counter';
import { counterRateLimitStore } from './rate-limit-store';
import type { SharedRedis } from './shared-redis';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
// The sign-in and registration limits' rules live with the auth feature (modules/auth/login-limits.ts).
export { FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS, TOO_MANY_FAILED_LOGINS } from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
    registrationLimiter: RegistrationLimiter;
  }
}

/**
 * Only the API counts against the per-IP limit: the page and its files are what every visitor
 * loads, and a classroom behind one address would otherwise be locked out by page loads alone.
 * Counted: requests to an /api route (by the matched route: a percent-encoded `/%61pi/health`
 * still reaches /api/health) and requests whose path is under /api (an unknown /api path is
 * answered by the static wildcard or the not-found handler).
 */
export function countsAgainstRateLimit(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? '') || isApiPath(request.url);
}

export interface RateLimitPluginOptions {
  /** General per-IP limit per minute for the API (/api); 0 disables it. */
  perMinute: number;
  /** Shared store for several instances (in memory while it is down); null keeps the counts in this process. */
  redis: SharedRedis | null;
  keyPrefix: string;
  clock: Clock;
}

/** Must be registered before any route: @fastify/rate-limit attaches itself to routes as they are added. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const counter = options.redis
      ? createSharedFailureCounter(options.redis, options.keyPrefix, options.clock)
      : createMemoryFailureCounter(options.clock);

    if (options.perMinute > 0) {
      await app.register(fastifyRateLimit, {
        global: true,
        max: options.perMinute,
        timeWindow: 60_000,
        hook: 'onRequest',
        // Allowed requests are neither counted nor given X-RateLimit-* headers.
        allowList: (request) => !countsAgainstRateLimit(request),
        // Without Redis the plugin's own in-memory store; with it, Redis with a fallback to memory.
        ...(options.redis ? { store: counterRateLimitStore(counter, 'rate-limit:') } : {}),
        errorResponseBuilder: () => new AppError(429, TOO_MANY_REQUESTS),
      });
    }

    app.decorate('loginLimiter', createLoginLimiter(counter));
    // RATE_LIMIT_PER_MINUTE=0 turns off the per-address request limits, registrations' included;
    // the failed-login limits always hold.
    app.decorate('registrationLimiter', options.perMinute > 0 ? createRegistrationLimiter(counter) : unlimitedRegistrations);
  },
  { name: 'slovo-rate-limit' },
);

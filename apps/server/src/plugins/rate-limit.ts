import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { isApiPath } from './auth';
import type { FailureCounter } from './failure-counter';
import { createMemoryFailureCounter, createRedisFailureCounter } from './failure-counter';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
export const TOO_MANY_FAILED_LOGINS = 'Too many failed login attempts. Please try again later.';

/**
 * Failed logins are counted per account and per client IP: the account limit stops guessing one
 * user's password from many IPs, the IP limit stops one client trying many accounts.
 */
export interface LoginLimiter {
  /** Seconds to wait when either limit is reached, else null. */
  retryAfter(account: string, ip: string): Promise<number | null>;
  recordFailure(account: string, ip: string): Promise<void>;
  /** A correct password clears the account's count (not the IP's). */
  recordSuccess(account: string): Promise<void>;
}

const accountKey = (account: string) => `login-fail:account:${account.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

export function createLoginLimiter(counter: FailureCounter): LoginLimiter {
  return {
    async retryAfter(account, ip) {
      const states = await Promise.all([counter.peek(accountKey(account)), counter.peek(ipKey(ip))]);
      const blocked = states.filter((state) => state.count >= MAX_FAILED_LOGINS);
      if (blocked.length === 0) return null;
      return Math.max(1, Math.ceil(Math.max(...blocked.map((state) => state.ttlMs)) / 1000));
    },
    async recordFailure(account, ip) {
      await Promise.all([
        counter.increment(accountKey(account), FAILED_LOGIN_WINDOW_MS),
        counter.increment(ipKey(ip), FAILED_LOGIN_WINDOW_MS),
      ]);
    },
    async recordSuccess(account) {
      await counter.reset(accountKey(account));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
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
  /** Shared store for several instances; null keeps the counts in this process. */
  redis: Redis | null;
  keyPrefix: string;
  clock: Clock;
}

/** Must be registered before any route: @fastify/rate-limit attaches itself to routes as they are added. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    if (options.perMinute > 0) {
      await app.register(fastifyRateLimit, {
        global: true,
        max: options.perMinute,
        timeWindow: 60_000,
        hook: 'onRequest',
        // Allowed requests are neither counted nor given X-RateLimit-* headers.
        allowList: (request) => !countsAgainstRateLimit(request),
        ...(options.redis ? { redis: options.redis, nameSpace: `${options.keyPrefix}rate-limit:` } : {}),
        // A Redis hiccup should not take the whole site down with it.
        skipOnError: true,
        errorResponseBuilder: () => new AppError(429, TOO_MANY_REQUESTS),
      });
    }

    const counter = options.redis
      ? createRedisFailureCounter(options.redis, options.keyPrefix)
      : createMemoryFailureCounter(options.clock);
    app.decorate('loginLimiter', createLoginLimiter(counter));
  },
  { name: 'slovo-rate-limit' },
);

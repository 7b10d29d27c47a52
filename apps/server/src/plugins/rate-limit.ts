import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import type { FailureCounter } from '../redis/failure-counter';
import { counterRateLimitStore } from '../redis/rate-limit-store';
import { isApiPath } from './auth';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

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
  /**
   * The counter shared by several instances (Redis, in memory while it is down); null keeps the
   * counts in this process (the rate-limit plugin's own store).
   */
  sharedCounter: FailureCounter | null;
}

/**
 * The per-IP limit on the API. The sign-in and registration limits are the auth module's (the app
 * gives them the same counter). Must be registered before any route: @fastify/rate-limit attaches
 * itself to routes as they are added.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { perMinute, sharedCounter }) => {
    if (perMinute <= 0) return;
    await app.register(fastifyRateLimit, {
      global: true,
      max: perMinute,
      timeWindow: 60_000,
      hook: 'onRequest',
      // Allowed requests are neither counted nor given X-RateLimit-* headers.
      allowList: (request) => !countsAgainstRateLimit(request),
      // Without Redis the plugin's own in-memory store; with it, Redis with a fallback to memory.
      ...(sharedCounter ? { store: counterRateLimitStore(sharedCounter, 'rate-limit:') } : {}),
      errorResponseBuilder: () => new AppError(429, TOO_MANY_REQUESTS),
    });
  },
  { name: 'slovo-rate-limit' },
);

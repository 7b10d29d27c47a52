import { APP_VERSION } from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseHealth, redisHealth } from './health-checks';

const DATABASE_UNAVAILABLE = 'Database unavailable';

const healthyResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'down', 'not configured']),
  version: z.string(),
});
const unhealthyResponseSchema = z.object({
  status: z.literal('down'),
  database: z.literal('down'),
  redis: z.enum(['ok', 'down', 'not configured']),
  version: z.string(),
  error: z.string(),
});

const configResponseSchema = z.object({
  version: z.string(),
  support: z.object({ cardTransfer: z.string().nullable(), bankTransfer: z.string().nullable() }),
});

/** /api/health (load balancers, start scripts) and /api/config (what the web app needs to know). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * 503 only when the database does not answer: this instance cannot serve anything, so a load
   * balancer should drain it. Redis down is 200 with status "degraded": the rate limits, failed-login
   * counts and cache invalidations fall back to this instance's memory and every route still works,
   * and every instance shares one Redis, so a 503 would drain all of them at once for an outage that
   * only weakens them. Monitoring should alert on "degraded"; balancers should route on the status code.
   */
  app.get(
    '/health',
    {
      config: { access: 'anonymous' },
      schema: { response: { 200: healthyResponseSchema, 503: unhealthyResponseSchema } },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([databaseHealth(app), redisHealth(app)]);
      // A stale "ok" from a cache in between would keep a sick instance in rotation.
      reply.header('cache-control', 'no-store');
      if (database === 'down') {
        return reply.code(503).send({ status: 'down', database, redis, version: APP_VERSION, error: DATABASE_UNAVAILABLE });
      }
      return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), database, redis, version: APP_VERSION };
    },
  );

  app.get('/config', { config: { access: 'anonymous' }, schema: { response: { 200: configResponseSchema } } }, async () => ({
    version: APP_VERSION,
    support: app.config.support,
  }));
};

import { APP_VERSION } from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { checkDatabase } from './health.repository';

const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() });

const configResponseSchema = z.object({
  version: z.string(),
  support: z.object({ cardTransfer: z.string().nullable(), bankTransfer: z.string().nullable() }),
});

/** /api/health (load balancers, start scripts) and /api/config (what the web app needs to know). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'anonymous' }, schema: { response: { 200: healthResponseSchema } } },
    async (request) => {
      try {
        await checkDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new AppError(503, 'Database unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  );

  app.get('/config', { config: { access: 'anonymous' }, schema: { response: { 200: configResponseSchema } } }, async () => ({
    version: APP_VERSION,
    support: app.config.support,
  }));
};

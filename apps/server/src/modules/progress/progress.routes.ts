import {
  mergeProgressRequestSchema,
  progressParamsSchema,
  progressResponseSchema,
  updateProgressRequestSchema,
  updateProgressResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { getProgress, mergeProgress, recordPlay } from './progress.service';

/** /api/progress: the signed-in player's progress in the five games (rules in packages/shared/src/schemas/progress.ts). */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'user' }, schema: { response: { 200: progressResponseSchema } } }, async (request) => ({
    progress: await getProgress(app.db, requireUser(request).id),
  }));

  app.post(
    '/merge',
    {
      config: { access: 'user' },
      schema: { body: mergeProgressRequestSchema, response: { 200: progressResponseSchema } },
    },
    async (request) => ({ progress: await mergeProgress(app.db, app.clock, requireUser(request).id, request.body.progress) }),
  );

  app.put(
    '/:gameId',
    {
      config: { access: 'user' },
      schema: {
        params: progressParamsSchema,
        body: updateProgressRequestSchema,
        response: { 200: updateProgressResponseSchema },
      },
    },
    async (request) => {
      const { gameId } = request.params;
      const entry = await recordPlay(app.db, app.clock, requireUser(request).id, gameId, request.body);
      return { progress: { [gameId]: entry } };
    },
  );
};

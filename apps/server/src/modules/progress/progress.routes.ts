import {
  mergeProgressRequestSchema,
  progressParamsSchema,
  progressResponseSchema,
  updateProgressRequestSchema,
  updateProgressResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { getProgress, mergeProgress, recordPlay } from './progress.service';

/** /api/progress: the signed-in player's progress in the five games (rules in packages/shared/src/schemas/progress.ts). */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'user' }, schema: { response: { 200: progressResponseSchema } } }, async (request) => ({
    progress: await getProgress(contextOf(request)),
  }));

  app.post(
    '/merge',
    {
      config: { access: 'user' },
      schema: { body: mergeProgressRequestSchema, response: { 200: progressResponseSchema } },
    },
    async (request) => ({ progress: await mergeProgress(contextOf(request), request.body.progress) }),
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
      const entry = await recordPlay(contextOf(request), gameId, request.body);
      return { progress: { [gameId]: entry } };
    },
  );
};

import { statsQuerySchema, statsResponseSchema } from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../cache/cached-reply';
import { contextOf } from '../../context';
import { cachedReviewAnswer } from '../reviews';
import { getStats } from './stats.service';

/** /api/stats: the signed-in learner's progress (statsResponseSchema in packages/shared/src/schemas/reviews.ts). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'user' }, schema: { querystring: statsQuerySchema, response: { 200: statsResponseSchema } } },
    async (request, reply) => {
      const context = contextOf(request);
      const { utcOffsetMinutes } = request.query;
      return sendCachedJson(
        request,
        reply,
        await cachedReviewAnswer(context, `stats|${utcOffsetMinutes}`, () => getStats(context, request.query)),
      );
    },
  );
};

import {
  learningSessionStatusSchema,
  learningSessionWordsResponseSchema,
  startLearningSessionRequestSchema,
  startLearningSessionResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { continueSession, dismissSession, getSessionStatus, nextBatch, startSession } from './learning-session.service';

/**
 * /api/learning-session: the signed-in player's one active session (see the counter semantics in
 * packages/shared/src/schemas/learning-session.ts). continue and next-batch take no body.
 */
export const learningSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/start',
    {
      config: { access: 'user' },
      schema: { body: startLearningSessionRequestSchema, response: { 201: startLearningSessionResponseSchema } },
    },
    async (request, reply) => {
      const started = await startSession(contextOf(request), request.body);
      return reply.code(201).send(started);
    },
  );

  app.get('/', { config: { access: 'user' }, schema: { response: { 200: learningSessionStatusSchema } } }, async (request) =>
    getSessionStatus(contextOf(request)),
  );

  app.post(
    '/continue',
    { config: { access: 'user' }, schema: { response: { 200: learningSessionWordsResponseSchema } } },
    async (request) => ({ words: await continueSession(contextOf(request)) }),
  );

  app.post(
    '/next-batch',
    { config: { access: 'user' }, schema: { response: { 200: learningSessionWordsResponseSchema } } },
    async (request) => ({ words: await nextBatch(contextOf(request)) }),
  );

  app.delete('/', { config: { access: 'user' } }, async (request, reply) => {
    await dismissSession(contextOf(request));
    return reply.code(204).send();
  });
};

import { meResponseSchema } from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { presentCurrentUser } from './users.presenter';

/** /api/user: the signed-in user's own profile. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { config: { access: 'user' }, schema: { response: { 200: meResponseSchema } } }, async (request) => ({
    user: presentCurrentUser(requireUser(request)),
  }));
};

import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
} from '@slovo/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../context';
import { requireUser } from '../../plugins/auth';
import { presentCurrentUser, presentPublicUser } from '../users';
import type { AuthDeps, Session } from './auth.service';
import { login, logout, refresh, register } from './auth.service';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './refresh-cookie';

const logoutResponseSchema = z.object({ message: z.string() });

const depsOf = (app: FastifyInstance): AuthDeps => ({ accessTokens: app.accessTokens, loginLimiter: app.loginLimiter });

const sessionBody = (session: Session) => ({
  token: session.accessToken,
  user: presentPublicUser(session.user),
  expiresAt: session.expiresAt,
});

/** /api/auth: register, login, refresh, logout, me. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { access: 'anonymous' },
      schema: { body: registerRequestSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const session = await register(contextOf(request), depsOf(app), request.body);
      setRefreshCookie(request, reply, session.refreshToken, session.refreshExpiresAt);
      return reply.code(201).send(sessionBody(session));
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'anonymous' },
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const session = await login(contextOf(request), depsOf(app), request.body);
      setRefreshCookie(request, reply, session.refreshToken, session.refreshExpiresAt);
      return sessionBody(session);
    },
  );

  app.post(
    '/refresh',
    {
      config: { access: 'anonymous' },
      schema: { body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
    },
    async (request, reply) => {
      try {
        const session = await refresh(contextOf(request), depsOf(app), readRefreshToken(request, request.body?.refreshToken));
        setRefreshCookie(request, reply, session.refreshToken, session.refreshExpiresAt);
        return { accessToken: session.accessToken, expiresAt: session.expiresAt, userId: session.userId };
      } catch (error) {
        // A refused refresh token is dead for good; drop the cookie so the browser stops sending it.
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      // Anonymous on purpose: signing out must work with an expired access token too.
      config: { access: 'anonymous' },
      schema: { body: refreshRequestSchema, response: { 200: logoutResponseSchema } },
    },
    async (request, reply) => {
      await logout(contextOf(request), readRefreshToken(request, request.body?.refreshToken));
      clearRefreshCookie(request, reply);
      return { message: 'Logged out successfully' };
    },
  );

  app.get('/me', { config: { access: 'user' }, schema: { response: { 200: meResponseSchema } } }, async (request) => ({
    user: presentCurrentUser(requireUser(request)),
  }));
};

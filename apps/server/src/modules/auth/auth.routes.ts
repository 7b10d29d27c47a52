import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  sessionCountResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, systemContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { presentCurrentUser, presentPublicUser } from '../users';
import { deriveAuthKeys } from './auth-keys';
import type { AuthDeps, Session } from './auth.service';
import { AUTH_MESSAGES, countUserSessions, loadRecentSignOuts, login, logout, register, signOutEverywhere } from './auth.service';
import { readDeviceToken, setDeviceCookie } from './device-cookie';
import { refresh } from './refresh.service';
import { clearRefreshCookie, readRefreshToken, setMediaCookie, setRefreshCookie } from './refresh-cookie';
import { startSessionRevocations } from './session-revocation-bus';

const logoutResponseSchema = z.object({ message: z.string() });

const sessionBody = (session: Session) => ({
  token: session.accessToken,
  user: presentPublicUser(session.user),
  expiresAt: session.expiresAt,
});

/** /api/auth: register, login, refresh, logout (here or everywhere), me, and the count of sessions. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = {
    accessTokens: app.accessTokens,
    loginLimiter: app.loginLimiter,
    registrationLimiter: app.registrationLimiter,
    keys: deriveAuthKeys(app.config.jwtSecret),
    sessions: app.sessionRevocations,
  };

  // The copy of the recent sign-outs the auth plugin checks tokens against: read now, kept by Redis.
  const stopRevocations = await startSessionRevocations({
    revocations: app.sessionRevocations,
    load: () => loadRecentSignOuts(systemContext(app.db, app.clock), app.sessionRevocations),
    redis: app.redis,
    keyPrefix: app.config.redisKeyPrefix,
    log: app.log,
  });
  app.addHook('onClose', stopRevocations);

  app.post(
    '/register',
    {
      config: { access: 'anonymous' },
      schema: { body: registerRequestSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const session = await register(contextOf(request), deps, request.body);
      setRefreshCookie(request, reply, session.refreshToken, session.refreshExpiresAt);
      setMediaCookie(request, reply, session.accessToken, session.expiresAt);
      setDeviceCookie(request, reply, session.deviceToken);
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
      const session = await login(contextOf(request), deps, request.body, readDeviceToken(request));
      setRefreshCookie(request, reply, session.refreshToken, session.refreshExpiresAt);
      setMediaCookie(request, reply, session.accessToken, session.expiresAt);
      setDeviceCookie(request, reply, session.deviceToken);
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
        const session = await refresh(contextOf(request), deps, readRefreshToken(request, request.body?.refreshToken));
        setRefreshCookie(request, reply, session.refreshToken, session.refreshExpiresAt);
        setMediaCookie(request, reply, session.accessToken, session.expiresAt);
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
      await logout(contextOf(request), deps.sessions, readRefreshToken(request, request.body?.refreshToken), request.sessionId);
      clearRefreshCookie(request, reply);
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/logout-everywhere',
    // Signed in: it ends every session of the caller, so it must know who is asking.
    { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await signOutEverywhere(contextOf(request), requireUser(request).id);
      clearRefreshCookie(request, reply);
      return { message: AUTH_MESSAGES.signedOutEverywhere };
    },
  );

  app.get(
    '/sessions',
    { config: { access: 'user' }, schema: { response: { 200: sessionCountResponseSchema } } },
    async (request) => ({ sessions: await countUserSessions(contextOf(request), requireUser(request).id) }),
  );

  app.get('/me', { config: { access: 'user' }, schema: { response: { 200: meResponseSchema } } }, async (request) => ({
    user: presentCurrentUser(requireUser(request)),
  }));
};

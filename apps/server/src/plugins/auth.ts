import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../app-error';
import type { Access, AuthUser } from '../context';
import { ACCESS_LEVELS, AUTH_ERRORS } from '../context';

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's schemas as declared (zod): for tests that derive requests from them, and the API document. */
  schema: RouteSchemas;
}

/** The parts of a request a route validates, and its answers by status code (`200`, `'2xx'`…). */
export interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: unknown;
}

/** The cookie that carries the access token to the media route (set by the auth routes). */
export const MEDIA_COOKIE = 'mediaAccess';
export const MEDIA_COOKIE_PATH = '/api/media';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Also reads the access token from MEDIA_COOKIE: routes that <img> and <audio> elements call. */
    mediaCookie?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set on 'user' and 'admin' routes (always) and on 'anonymous' routes when a valid bearer token
     * came along; null otherwise. On 'user'/'admin' routes prefer requireUser(request).
     */
    user: AuthUser | null;
    /**
     * The session (sign-in) of the access token that signed the request in, when it carries one;
     * null otherwise. Sign-out ends it.
     */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order (the route-audit test reads it). */
    routeTable: RouteAccessEntry[];
  }
}

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const isAccess = (value: unknown): value is Access => ACCESS_LEVELS.includes(value as Access);

/** The user on a 'user' or 'admin' route; throws 401 if called where no user was loaded. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(AUTH_ERRORS.tokenRequired);
  return request.user;
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** Who a valid access token speaks for (the auth module's tokens carry these claims). */
export interface AccessTokenClaims {
  userId: number;
  /** The account's token version when the token was issued. */
  tokenVersion: number;
  /** The sign-in the token belongs to; null for a token issued outside any sign-in. */
  sessionId: string | null;
}

/** Checks a bearer token: its claims, or null for anything forged, expired, or not ours. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** A signed-in user with the version their access tokens must carry. */
export type TokenHolder = AuthUser & { token_version: number };

/**
 * What the plugin needs to know about tokens, users and sessions. The app passes the auth and users
 * modules' implementations in: plugins never import modules (whose routes use this plugin).
 */
export interface AuthPluginOptions {
  accessTokens: AccessTokenVerifier;
  /** The user behind a verified token, or undefined when it no longer exists. */
  loadUser(id: number): Promise<TokenHolder | undefined>;
  /** Whether a token's session is still on (not signed out). */
  isSessionLive(sessionId: string): Promise<boolean>;
}

/** Must be registered before any route, so its onRoute check sees them all. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { accessTokens, loadUser, isSessionLive }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('routeTable', []);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const { params, querystring, body, response } = route.schema ?? {};
      const schema: RouteSchemas = { params, querystring, body, response };
      for (const method of methods) app.routeTable.push({ method, url: route.url, access, schema });
      if (isApiPath(route.url) && !isAccess(access)) {
        throw new Error(
          `Route ${methods.join(',')} ${route.url} declares no access: add config: { access: 'anonymous' | 'user' | 'admin' }`,
        );
      }
    });

    // preParsing runs after the onRequest rate limit, so floods are refused before any database work,
    // and before the body is read, so unauthenticated callers cannot make us parse large bodies.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const access = request.routeOptions.config.access;
      if (access === undefined) return payload; // pages, static files and the not-found handler

      const cookieToken = request.routeOptions.config.mediaCookie ? request.cookies?.[MEDIA_COOKIE] : undefined;
      const token = bearerToken(request.headers.authorization) ?? cookieToken ?? null;
      if (token === null) {
        if (access === 'anonymous') return payload;
        throw unauthorized(AUTH_ERRORS.tokenRequired);
      }
      const claims = token ? await accessTokens.verify(token) : null;
      const user = claims === null ? undefined : await loadUser(claims.userId);
      // A password reset or role change moved the account's version on: tokens issued before it are
      // dead. A signed-out session's tokens are dead too, on every instance from its next request
      // (checked against the instance's copy of the recent sign-outs, or the database).
      const valid =
        user !== undefined &&
        claims !== null &&
        user.token_version === claims.tokenVersion &&
        (claims.sessionId === null || (await isSessionLive(claims.sessionId)));
      if (!valid) {
        // On a public route a stale or bad token just means "anonymous"; the caller still gets an answer.
        if (access === 'anonymous') return payload;
        throw unauthorized(AUTH_ERRORS.invalidToken);
      }
      request.user = user;
      request.sessionId = claims.sessionId;
      if (access === 'admin' && user.role !== 'admin') throw forbidden(AUTH_ERRORS.adminRequired);
      return payload;
    });
  },
  { name: 'slovo-auth' },
);

import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_COOKIE, MEDIA_COOKIE_PATH } from '../../plugins/auth';

export const REFRESH_COOKIE = 'refreshToken';
/** Scoped to the auth routes: the refresh token never travels with ordinary API calls. */
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    // Secure only over https, or the browser would drop the cookie on plain-http localhost.
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

/** Signing out (or a refused refresh) ends both cookies. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  });
  reply.clearCookie(MEDIA_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: MEDIA_COOKIE_PATH,
    secure: request.protocol === 'https',
  });
}

/**
 * The access token again, for /api/media only: an <img> or <audio> cannot send the Authorization
 * header, and a private word's picture is its owner's. It lives as long as the token (every
 * refresh sets it anew) and never travels with other API calls.
 */
export function setMediaCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string): void {
  reply.setCookie(MEDIA_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: MEDIA_COOKIE_PATH,
    secure: request.protocol === 'https',
    expires: new Date(expiresAt),
  });
}

/** The cookie wins; a `refreshToken` in the body is accepted for clients that keep it themselves. */
export function readRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return request.cookies[REFRESH_COOKIE] || bodyToken || undefined;
}

import type { FastifyReply, FastifyRequest } from 'fastify';

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

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  });
}

/** The cookie wins; a `refreshToken` in the body is accepted for clients that keep it themselves. */
export function readRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return request.cookies[REFRESH_COOKIE] || bodyToken || undefined;
}

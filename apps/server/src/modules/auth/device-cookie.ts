import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's "device cookie": proof that this browser signed in to an account before, so the account-wide
 * failed-login limit (login-limits.ts) does not lock the owner out of their own browsers. It grants
 * nothing else: no access, no session, just exemption from that one limit. Its value is
 * `<user id>.<issued at, s>.<HMAC-SHA256 of both>`, signed with a key only the server has, so it can
 * be neither forged nor moved to another account. One cookie per browser: the last account that
 * signed in there (a shared family computer trusts the most recent one).
 */
export const DEVICE_COOKIE = 'slovoDevice';
/** Sent with sign-ins only. */
const COOKIE_PATH = '/api/auth/login';
export const DEVICE_COOKIE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function issueDeviceToken(key: Buffer, userId: number, now: Date): string {
  const payload = `${userId}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signature(key, payload)}`;
}

/** True only for an unexpired token this server signed for exactly this user. */
export function isDeviceTokenFor(key: Buffer, token: string | undefined, userId: number, now: Date): boolean {
  const match = token ? /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return false;
  const [, id, issuedAt, presented = ''] = match;
  if (Number(id) !== userId) return false;
  const age = now.getTime() - Number(issuedAt) * 1000;
  if (age < 0 || age > DEVICE_COOKIE_TTL_MS) return false;
  const expected = Buffer.from(signature(key, `${id}.${issuedAt}`));
  return timingSafeEqual(expected, Buffer.from(presented));
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_TTL_MS / 1000,
  });
}

export const readDeviceToken = (request: FastifyRequest): string | undefined => request.cookies[DEVICE_COOKIE] || undefined;

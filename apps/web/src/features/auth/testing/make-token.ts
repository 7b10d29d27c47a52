/** Builds unsigned JWT-shaped tokens for tests; the client never checks signatures. */

function base64UrlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TokenFields {
  id?: number | string;
  username?: string;
  role?: string;
  /** Seconds since the epoch. */
  iat?: number;
  /** Seconds since the epoch. */
  exp?: number;
  [extra: string]: unknown;
}

/** A token expiring `expiresInMs` after `now` (defaults: user 1 "alice", 15 minutes from Date.now()). */
export function makeToken(
  fields: TokenFields = {},
  { now = Date.now(), expiresInMs = 15 * 60_000, header = { alg: 'HS256', typ: 'JWT' } as Record<string, unknown> } = {},
): string {
  const payload = {
    id: 1,
    username: 'alice',
    role: 'user',
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + expiresInMs) / 1000),
    ...fields,
  };
  return `${base64UrlJson(header)}.${base64UrlJson(payload)}.c2lnbmF0dXJl`;
}

export function makeTokenFromParts(header: unknown, payload: unknown): string {
  return `${base64UrlJson(header)}.${base64UrlJson(payload)}.c2lnbmF0dXJl`;
}

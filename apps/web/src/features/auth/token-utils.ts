/**
 * Pure checks on access tokens (spec §3 "Token", §5 "Token format", "Session expiry"). The
 * client only reads the token to decide when to refresh and whom to show as signed in; the
 * server alone verifies signatures.
 */
import {
  REFRESH_BEFORE_EXPIRY_MS,
  SESSION_EXPIRY_MARGIN_MS,
  TOKEN_MANAGER_EXPIRY_MARGIN_MS,
  TOKEN_NEEDS_REFRESH_WINDOW_MS,
} from '@slovo/shared';

export interface TokenHeader {
  typ: string;
  alg: string;
}

export interface TokenPayload {
  /** Expiry, seconds since the epoch (JWT convention). */
  exp: number;
  id: number | string;
  username: string;
  role?: string;
  /** Issued at, seconds since the epoch; required by the secure token manager. */
  iat?: number;
}

export interface ParsedToken {
  header: TokenHeader;
  payload: TokenPayload;
}

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;

function decodeBase64UrlJson(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The header and payload of a well-formed token: three dot-separated base64url parts, a header
 * with typ and alg, a payload with exp, id and username. Null for anything else.
 */
export function parseToken(token: unknown): ParsedToken | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL_PART.test(part))) return null;
  try {
    const header = decodeBase64UrlJson(parts[0] as string);
    const payload = decodeBase64UrlJson(parts[1] as string);
    if (!isRecord(header) || !isRecord(payload)) return null;
    if (typeof header.typ !== 'string' || typeof header.alg !== 'string') return null;
    const { exp, id, username, role, iat } = payload;
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    if (!((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== ''))) return null;
    if (typeof username !== 'string' || username === '') return null;
    return {
      header: { typ: header.typ, alg: header.alg },
      payload: {
        exp,
        id,
        username,
        ...(typeof role === 'string' ? { role } : {}),
        ...(typeof iat === 'number' && Number.isFinite(iat) ? { iat } : {}),
      },
    };
  } catch {
    return null;
  }
}

/** The auth utility's format check. */
export function isValidTokenFormat(token: unknown): token is string {
  return parseToken(token) !== null;
}

/** The secure token manager's stricter check: also needs iat, and refuses an already-expired token. */
export function isValidSecureToken(token: unknown, now: number = Date.now()): token is string {
  const parsed = parseToken(token);
  return parsed !== null && parsed.payload.iat !== undefined && parsed.payload.exp * 1000 > now;
}

/** Expiry in epoch milliseconds, or null for a malformed token. */
export function tokenExpiresAt(token: unknown): number | null {
  const parsed = parseToken(token);
  return parsed ? parsed.payload.exp * 1000 : null;
}

/** True when the token expires within `marginMs` (or already has); malformed tokens count as expired. */
export function isTokenExpired(token: unknown, marginMs: number, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - marginMs <= now;
}

/** The auth utility's view: expired 5 minutes before exp. */
export function isSessionExpired(token: unknown, now: number = Date.now()): boolean {
  return isTokenExpired(token, SESSION_EXPIRY_MARGIN_MS, now);
}

/** The token manager's view: expired 30 seconds before exp. */
export function isManagerTokenExpired(token: unknown, now: number = Date.now()): boolean {
  return isTokenExpired(token, TOKEN_MANAGER_EXPIRY_MARGIN_MS, now);
}

/** The token manager wants a new token within 5 minutes of expiry. */
export function tokenNeedsRefresh(token: unknown, now: number = Date.now()): boolean {
  return isTokenExpired(token, TOKEN_NEEDS_REFRESH_WINDOW_MS, now);
}

/** Session expiry as the auth utility applies it to a user: admins skip the expiry check. */
export function isSessionExpiredFor(role: string | undefined, token: unknown, now: number = Date.now()): boolean {
  if (role === 'admin') return false;
  return isSessionExpired(token, now);
}

/** Milliseconds from `now` until the refresh is due (4 minutes before exp), never negative; null if malformed. */
export function refreshDelayMs(token: unknown, now: number = Date.now()): number | null {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null ? null : Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - now);
}

import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@slovo/shared';
import type { Clock } from '../../clock';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ISSUER = 'slovo';
export const JWT_AUDIENCE = 'slovo-web';
const ALGORITHM = 'HS256';

export interface AccessTokenSubject {
  id: number;
  username: string;
  role: Role;
  /** The account's token version (users.token_version), carried as the claim `tv`. */
  token_version: number;
}

/**
 * Who a valid token speaks for; the auth plugin refuses it when the account's version has moved on,
 * or when its session has ended.
 */
export interface VerifiedAccessToken {
  userId: number;
  tokenVersion: number;
  /**
   * The sign-in it belongs to (claim `sid`): its refresh-token family. Signing out revokes the
   * family, and with it this token at once. Null for a token issued outside any sign-in (tests,
   * tools) or before sessions were carried: only the token version ends those.
   */
  sessionId: string | null;
}

export interface IssuedAccessToken {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface AccessTokens {
  /** `sessionId`: the refresh-token family of the sign-in the token is issued for. */
  issue(subject: AccessTokenSubject, sessionId?: string): Promise<IssuedAccessToken>;
  /** The claims of a valid token, or null for anything forged, expired, or not ours. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

/**
 * Tokens that passed the full check, by their exact text: jose's HMAC check through WebCrypto
 * costs ~150 µs of CPU, more than a whole cached vocabulary answer, and a signed-in page sends
 * the same token with every call. A hit skips only the signature and claim checks that cannot
 * change for the same bytes; expiry is checked again on every use. A token that differs in any
 * character (a forgery) is a different key and gets the full check. Bounded: the oldest entries go first.
 */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/** Family ids are UUIDs (auth.service.ts); anything else in `sid` is not a token we signed. */
const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/** HS256 JWTs (RFC 8725): algorithm pinned on verify, typ JWT, issuer and audience checked. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: VerifiedAccessToken; expiresAt: number }>();

  const remember = (token: string, claims: VerifiedAccessToken, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt });
  };

  return {
    async issue(subject, sessionId) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({
        id: subject.id,
        username: subject.username,
        role: subject.role,
        tv: subject.token_version,
        ...(sessionId === undefined ? {} : { sid: sessionId }),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    async verify(token) {
      const nowSeconds = clock.now().getTime() / 1000;
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the clock reaches exp.
        if (nowSeconds < known.expiresAt) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          typ: 'JWT',
          requiredClaims: ['iat', 'exp'],
          currentDate: clock.now(),
        });
        const id = payload['id'];
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
        // Tokens signed before migration 0007 carry no version: they belong to version 0.
        const version = payload['tv'] ?? 0;
        if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
        const sessionId = payload['sid'] ?? null;
        if (sessionId !== null && !isSessionId(sessionId)) return null;
        const claims = { userId: id, tokenVersion: version, sessionId };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

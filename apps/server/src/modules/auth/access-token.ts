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
}

export interface IssuedAccessToken {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface AccessTokens {
  issue(subject: AccessTokenSubject): Promise<IssuedAccessToken>;
  /** The user id of a valid token, or null for anything forged, expired, or not ours. */
  verify(token: string): Promise<number | null>;
}

/** HS256 JWTs (RFC 8725): algorithm pinned on verify, typ JWT, issuer and audience checked. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);

  return {
    async issue(subject) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ id: subject.id, username: subject.username, role: subject.role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    async verify(token) {
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
        return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}

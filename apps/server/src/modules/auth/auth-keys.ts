import { hkdfSync } from 'node:crypto';

/** Keys derived from JWT_SECRET, one per use, so a value made for one purpose is worthless for another. */
export interface AuthKeys {
  /** Computes the one successor a refresh token may have (see auth.service.ts refresh). */
  refreshSuccessor: Buffer;
  /** Signs the device cookie (see device-cookie.ts). */
  deviceCookie: Buffer;
}

const derive = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'slovo', purpose, 32));

/**
 * The same secret gives the same keys on every instance, so a successor computed on one instance is
 * recognised on another, and a device cookie set by one is honoured by all.
 */
export function deriveAuthKeys(secret: string): AuthKeys {
  return { refreshSuccessor: derive(secret, 'refresh-successor'), deviceCookie: derive(secret, 'device-cookie') };
}

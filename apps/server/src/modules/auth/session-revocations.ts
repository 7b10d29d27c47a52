import type { Clock } from '../../clock';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';

/**
 * How long a signed-out session is remembered: an access token lives ACCESS_TOKEN_TTL_SECONDS
 * from its issue, and a revoked session is issued no more (refresh refuses it), so after that long
 * no token of it can be presented. The minute on top covers clocks of instances that differ a little.
 */
export const REVOCATION_MEMORY_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;

/** Above this many remembered sessions, a revocation first forgets those past REVOCATION_MEMORY_MS. */
const SWEEP_ABOVE = 1_000;

/**
 * Which sessions were signed out lately, in this process's memory, so the auth plugin checks an
 * access token's session with a Map lookup instead of a query on every request (measured: the
 * query cost the cheapest signed-in route a third of its throughput on SQLite; docs/reliability-and-security.md, "Signing out").
 *
 * The database stays the record (refresh_tokens.revoked_at); this is a copy that is only trusted
 * while it is complete — it holds every revocation of the last REVOCATION_MEMORY_MS, made here or
 * on another instance:
 * - at start (and whenever Redis is heard again) it is read from the database;
 * - this instance's sign-outs are added before they are answered, and announced to the others
 *   (session-revocation-bus.ts); theirs are added when heard.
 * While it is not complete (Redis configured but not heard: an outage, or the start before the
 * first read), `isRevoked` answers null and the caller asks the database.
 */
export interface SessionRevocations {
  /** True or false when this copy is complete; null when the database must be asked. */
  isRevoked(sessionId: string): boolean | null;
  /** This instance ended these sessions (their revocation is committed): remembered and announced. */
  revoked(sessionIds: readonly string[]): Promise<void>;
  /** Revocations read from the database or heard from another instance, at `revokedAt` (ms; default now). */
  remember(sessionIds: readonly string[], revokedAt?: number): void;
  /** Whether every recent revocation is here (see above). */
  setComplete(complete: boolean): void;
  /** How to tell the other instances (the Redis bus); returns the function that removes it. */
  setAnnouncer(announce: (sessionIds: readonly string[]) => Promise<void>): () => void;
}

export function createSessionRevocations(clock: Clock): SessionRevocations {
  /** Session id → when it was revoked (ms). */
  const revokedAt = new Map<string, number>();
  let complete = false;
  let announce: ((sessionIds: readonly string[]) => Promise<void>) | null = null;

  const forgetOld = (now: number) => {
    for (const [id, at] of revokedAt) if (now - at > REVOCATION_MEMORY_MS) revokedAt.delete(id);
  };

  const remember = (sessionIds: readonly string[], at = clock.now().getTime()) => {
    if (revokedAt.size > SWEEP_ABOVE) forgetOld(clock.now().getTime());
    for (const id of sessionIds) revokedAt.set(id, Math.max(at, revokedAt.get(id) ?? at));
  };

  return {
    isRevoked(sessionId) {
      if (!complete) return null;
      const at = revokedAt.get(sessionId);
      if (at === undefined) return false;
      if (clock.now().getTime() - at <= REVOCATION_MEMORY_MS) return true;
      revokedAt.delete(sessionId);
      return false;
    },
    async revoked(sessionIds) {
      if (sessionIds.length === 0) return;
      remember(sessionIds);
      // Awaited, so the other instances have it before the sign-out is answered: a client that
      // calls another instance right after would otherwise race the message.
      await announce?.(sessionIds);
    },
    remember,
    setComplete(value) {
      complete = value;
    },
    setAnnouncer(announcer) {
      announce = announcer;
      return () => {
        if (announce === announcer) announce = null;
      };
    },
  };
}

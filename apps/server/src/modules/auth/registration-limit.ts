import type { FailureCounter } from '../../redis/failure-counter';

/**
 * Registrations per address per hour. Each one costs an argon2 hash (~15 ms of CPU) and a row, and
 * without a limit one address made 600 accounts in 20 s. 40 lets a class of 30 behind one school NAT
 * all register in the same lesson, with room for typos and taken names (a refused attempt counts
 * too: it was hashed all the same).
 */
export const REGISTRATIONS_PER_IP_PER_HOUR = 40;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const TOO_MANY_REGISTRATIONS = 'Too many accounts created from this address. Please try again later.';

export interface RegistrationLimiter {
  /** Counts the attempt: seconds to wait when this address has used up its hour, else null. */
  admit(ip: string): Promise<number | null>;
}

export function createRegistrationLimiter(counter: FailureCounter): RegistrationLimiter {
  return {
    async admit(ip) {
      const state = await counter.increment(`register:ip:${ip}`, REGISTRATION_WINDOW_MS);
      return state.count > REGISTRATIONS_PER_IP_PER_HOUR ? Math.max(1, Math.ceil(state.ttlMs / 1000)) : null;
    },
  };
}

/** With RATE_LIMIT_PER_MINUTE=0 (tests, benchmarks, a proxy that limits instead) no per-address request limit applies. */
export const unlimitedRegistrations: RegistrationLimiter = { admit: () => Promise.resolve(null) };

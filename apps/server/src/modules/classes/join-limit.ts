import { CLASS_LIMITS } from '@slovo/shared';
import type { FailureCounter } from '../../redis/failure-counter';

/** Join attempts per user per hour (issue 35 §1), right or wrong, counted where sign-in failures are (Redis when there is one). */
export interface JoinLimiter {
  /** Counts an attempt; answers the seconds to wait when over the limit, else null. */
  admit(userId: number): Promise<number | null>;
}

const HOUR_MS = 60 * 60 * 1000;

export function createJoinLimiter(counter: FailureCounter): JoinLimiter {
  return {
    async admit(userId) {
      const state = await counter.increment(`class-join:user:${userId}`, HOUR_MS);
      return state.count > CLASS_LIMITS.joinsPerHour ? Math.max(1, Math.ceil(state.ttlMs / 1000)) : null;
    },
  };
}

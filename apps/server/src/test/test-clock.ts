import type { Clock } from '../clock';

export interface TestClock extends Clock {
  /** Moves time forward (or back, with a negative value). */
  advance(ms: number): void;
  set(date: Date | string): void;
}

/** A clock that only moves when told to: expiry and grace windows are tested without sleeping. */
export function createTestClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = new Date(date).getTime();
    },
  };
}

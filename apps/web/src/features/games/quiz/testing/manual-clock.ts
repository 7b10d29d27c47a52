import type { QuizClock } from '../quiz-clock';

export interface ManualClock extends QuizClock {
  /** Fires the earliest timer due by `until` (moving the time to it); false when none is. */
  fireNext: (until: number) => boolean;
  /** Moves the time on without firing anything. */
  setNow: (time: number) => void;
}

/**
 * A clock that moves only when told, for component tests. (Vitest's fake timers would also stop
 * the timers Testing Library and user-event wait on between steps.)
 */
export function manualClock(start = 1_000_000): ManualClock {
  let now = start;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const handle = nextHandle++;
      timers.set(handle, { at: now + Math.max(0, ms), callback });
      return handle;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    fireNext: (until) => {
      let due: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) return false;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].callback();
      return true;
    },
    setNow: (time) => {
      now = time;
    },
  };
}

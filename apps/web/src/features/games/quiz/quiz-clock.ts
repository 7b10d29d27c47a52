/**
 * Where the Quiz gets its time from. The rules never sleep (see logic.ts); the component asks
 * this clock for `now` and to wake it at the next deadline, so tests can pass a fake one or use
 * Vitest's fake timers with the default.
 */
export interface QuizClock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const browserClock: QuizClock = {
  now: () => Date.now(),
  // Looked up at call time so fake timers installed after import still apply.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CRASH_MAX_RETRIES, crashRetryDelayMs } from '@slovo/shared';

/**
 * Where the retry count lives. A crash screen is usually re-mounted after a retry that failed
 * again (the boundary renders the children, they throw, the screen comes back), so the count
 * must outlive the component to ever reach the maximum.
 */
export interface RetryCounter {
  get(): number;
  set(count: number): void;
}

const routeCounts = new Map<string, number>();

/** A counter kept in memory under `key` for as long as the page is open. */
export function memoryRetryCounter(key: string): RetryCounter {
  return {
    get: () => routeCounts.get(key) ?? 0,
    set: (count) => {
      if (count === 0) routeCounts.delete(key);
      else routeCounts.set(key, count);
    },
  };
}

interface CrashRetryOptions {
  onRetry?: () => void;
  maxRetries?: number;
  counter?: RetryCounter;
}

export interface CrashRetryState {
  retryCount: number;
  maxRetries: number;
  /** Seconds until the pending retry runs; 0 when none is pending. */
  secondsLeft: number;
  isWaiting: boolean;
  maxReached: boolean;
  tryAgain: () => void;
  reset: () => void;
}

/** Spec §4 "Crash screen": up to 3 retries, retry n (0-based) waits (n + 1) s, then calls onRetry. */
export function useCrashRetry({ onRetry, maxRetries = CRASH_MAX_RETRIES, counter }: CrashRetryOptions): CrashRetryState {
  const [retryCount, setRetryCountState] = useState(() => counter?.get() ?? 0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const onRetryRef = useRef(onRetry);
  const counterRef = useRef(counter);
  useLayoutEffect(() => {
    onRetryRef.current = onRetry;
    counterRef.current = counter;
  });

  useEffect(() => () => clearInterval(timer.current), []);

  const setRetryCount = useCallback((count: number) => {
    setRetryCountState(count);
    counterRef.current?.set(count);
  }, []);

  const tryAgain = useCallback(() => {
    if (timer.current !== undefined || retryCount >= maxRetries) return;
    const attempt = retryCount;
    let left = Math.ceil(crashRetryDelayMs(attempt) / 1000);
    setSecondsLeft(left);
    timer.current = setInterval(() => {
      left -= 1;
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      clearInterval(timer.current);
      timer.current = undefined;
      setSecondsLeft(0);
      setRetryCount(attempt + 1);
      onRetryRef.current?.();
    }, 1000);
  }, [retryCount, maxRetries, setRetryCount]);

  const reset = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    setSecondsLeft(0);
    setRetryCount(0);
  }, [setRetryCount]);

  return {
    retryCount,
    maxRetries,
    secondsLeft,
    isWaiting: secondsLeft > 0,
    maxReached: retryCount >= maxRetries,
    tryAgain,
    reset,
  };
}

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { reviewKeys, sendPendingReviews } from '@/features/reviews';
import { mergeLocalProgress } from './merge-local-progress';
import { progressKeys } from './api/get-progress';

/**
 * After the connection returns the first attempt can meet a network that is not ready yet (the
 * `online` event comes as soon as an interface is up): whatever still waits is tried again after
 * these delays, while the browser stays online. Sending is idempotent (best scores merge, rounds
 * carry ids), and nothing waiting means no request.
 */
export const RESEND_AFTER_ONLINE_MS = [2_000, 5_000, 15_000] as const;

/**
 * Mounted once in the layout. On sign-in (and at start with a stored session) the anonymous
 * visit's local progress is merged into the server's; on logout or a change of user the previous
 * player's cached server progress is dropped, so the Home cards show the anonymous state.
 * Reviews go the same way: rounds played in preview (or not yet sent) go up at sign-in, and the
 * previous player's review counts leave the cache. Whatever could not be sent (played offline) goes
 * up again each time the browser comes back online.
 */
export function ProgressSync() {
  const client = useQueryClient();
  const initialized = useAuthStore((s) => s.isInitialized);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const previousUserId = useRef<string | null>(null);

  useEffect(() => {
    if (!initialized) return;
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous !== null && previous !== userId) {
      client.removeQueries({ queryKey: progressKeys.forUser(previous) });
      client.removeQueries({ queryKey: reviewKeys.forUser(previous) });
    }
    if (userId === null) return;
    const sendWaiting = () => {
      void mergeLocalProgress(client, userId);
      void sendPendingReviews(client, userId);
    };
    sendWaiting();
    // Results of games played offline wait in storage: they go up as soon as the connection returns.
    let retries: ReturnType<typeof setTimeout>[] = [];
    const stopRetries = () => retries.forEach(clearTimeout);
    const onOnline = () => {
      // A connection that comes and goes restarts the schedule rather than piling up timers.
      stopRetries();
      sendWaiting();
      retries = RESEND_AFTER_ONLINE_MS.map((delay) => setTimeout(() => navigator.onLine && sendWaiting(), delay));
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      stopRetries();
    };
  }, [client, initialized, userId]);

  return null;
}

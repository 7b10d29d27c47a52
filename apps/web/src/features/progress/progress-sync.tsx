import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { mergeLocalProgress } from './merge-local-progress';
import { progressKeys } from './api/get-progress';

/**
 * Mounted once in the layout. On sign-in (and at start with a stored session) the anonymous
 * visit's local progress is merged into the server's; on logout or a change of user the previous
 * player's cached server progress is dropped, so the Home cards show the anonymous state.
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
    if (previous !== null && previous !== userId) client.removeQueries({ queryKey: progressKeys.forUser(previous) });
    if (userId !== null) void mergeLocalProgress(client, userId);
  }, [client, initialized, userId]);

  return null;
}

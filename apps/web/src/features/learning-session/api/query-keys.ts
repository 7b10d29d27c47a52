import type { QueryClient } from '@tanstack/react-query';

/** The player's learning-session status, per user (a change of user never shows the last one's). */
export const learningSessionKeys = {
  all: ['learning-session'] as const,
  active: (userId: string) => ['learning-session', 'active', userId] as const,
};

/**
 * After a session write the cached status is out of date. It is only marked stale, not refetched:
 * the picker asks afresh whenever it appears, and a refetch now would race the game start that
 * usually follows the write.
 */
export function markSessionStatusStale(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: learningSessionKeys.all, refetchType: 'none' });
}

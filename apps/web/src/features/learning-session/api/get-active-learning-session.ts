/** `GET /learning-session`, as the picker asks it: is there a session to resume? */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ActiveLearningSession } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import type { LearningSessionApi } from './learning-session-api';
import { learningSessionKeys } from './query-keys';

export type ActiveSessionCheck = { state: 'checking' } | { state: 'none' } | { state: 'active'; session: ActiveLearningSession };

/**
 * Spec §4: the picker "first shows Checking for active session..." each time it appears, so the
 * answer is never reused (stale at once, dropped once no picker shows it) and never retried: a
 * failed check is not worth the wait, the player simply gets the chooser, and starting a game
 * looks at the session again anyway. `sessions` null (anonymous players) asks nothing.
 */
export function activeLearningSessionQuery(sessions: LearningSessionApi | null, userId: string) {
  return queryOptions({
    queryKey: learningSessionKeys.active(userId),
    queryFn: sessions
      ? () =>
          sessions.getStatus().catch((error: unknown) => {
            console.warn('Could not check for an active learning session', error);
            throw error;
          })
      : skipToken,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}

/** The picker's view of the check: still asking, nothing to resume (or the check failed), or the session. */
export function useActiveLearningSession(sessions: LearningSessionApi | null): ActiveSessionCheck {
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  const query = useQuery(activeLearningSessionQuery(sessions, userId));
  if (!sessions) return { state: 'none' };
  if (query.isPending) return { state: 'checking' };
  if (query.isError || !query.data.hasActiveSession) return { state: 'none' };
  return { state: 'active', session: query.data };
}

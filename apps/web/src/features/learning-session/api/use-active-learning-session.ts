import { useEffect, useState } from 'react';
import type { ActiveLearningSession } from '@slovo/shared';
import type { LearningSessionApi } from './learning-session-api';

export type ActiveSessionCheck = { state: 'checking' } | { state: 'none' } | { state: 'active'; session: ActiveLearningSession };

/**
 * Asks the server once per mount whether the player has a session to resume (spec §4: the picker
 * "first shows Checking for active session..."). A failed check is not worth an error: the player
 * simply gets the chooser, and starting a game looks at the session again anyway.
 * `sessions` null means no sessions at all (anonymous players): no request, straight to 'none'.
 */
export function useActiveLearningSession(sessions: LearningSessionApi | null): ActiveSessionCheck {
  const [check, setCheck] = useState<ActiveSessionCheck>(sessions ? { state: 'checking' } : { state: 'none' });

  useEffect(() => {
    if (!sessions) {
      setCheck({ state: 'none' });
      return;
    }
    let current = true;
    setCheck({ state: 'checking' });
    sessions.getStatus().then(
      (status) => {
        if (current) setCheck(status.hasActiveSession ? { state: 'active', session: status } : { state: 'none' });
      },
      (error: unknown) => {
        console.warn('Could not check for an active learning session', error);
        if (current) setCheck({ state: 'none' });
      },
    );
    return () => {
      current = false;
    };
  }, [sessions]);

  return check;
}

/** `DELETE /learning-session`: the player drops the session. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearningSessionApi } from './learning-session-api';
import { markSessionStatusStale } from './query-keys';

export function useDismissLearningSessionMutation(sessions: LearningSessionApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sessions.dismiss(),
    onSettled: () => markSessionStatusStale(client),
  });
}

/** `POST /learning-session/next-batch`: finishes the current batch and answers the next one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearningSessionApi } from './learning-session-api';
import { markSessionStatusStale } from './query-keys';

/** `mutateAsync()` resolves the next batch's raw words, [] when nothing remained. */
export function useNextLearningBatchMutation(sessions: LearningSessionApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sessions.nextBatch(),
    onSettled: () => markSessionStatusStale(client),
  });
}

/** Starting a game from the chooser with learning sessions: one logical write (see startFromChooser). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategorySelection } from '@slovo/shared';
import { startFromChooser, type GameWordRules } from '../session-start';
import type { LearningSessionApi } from './learning-session-api';
import { markSessionStatusStale } from './query-keys';

export interface StartLearningSessionVariables {
  sessions: LearningSessionApi;
  selection: CategorySelection;
  rules: GameWordRules;
}

/** `mutateAsync` resolves the selection the game should play; it never rejects for a session failure. */
export function useStartLearningSessionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessions, selection, rules }: StartLearningSessionVariables) => startFromChooser(sessions, selection, rules),
    onSettled: () => markSessionStatusStale(client),
  });
}

import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameId } from '@slovo/shared';
import type { GameProgressEntry } from '../progress-storage';

/**
 * The saving code (save-game-progress.ts) comes in its own chunk: this hook is exported from the
 * feature's index, which Home imports, and only the games save. A game loads it when it mounts, so
 * it is there when the round ends.
 */
const loadSaving = () => import('./save-game-progress');

export interface SaveGameProgressVariables {
  gameId: GameId;
  patch: Partial<GameProgressEntry>;
}

/** saveGameProgress as a mutation on the app's cache: `mutateAsync({ gameId, patch })`. */
export function useSaveGameProgressMutation() {
  const client = useQueryClient();
  useEffect(() => void loadSaving().catch(() => {}), []);
  return useMutation({
    mutationFn: async ({ gameId, patch }: SaveGameProgressVariables) =>
      (await loadSaving()).saveGameProgress(client, gameId, patch),
  });
}

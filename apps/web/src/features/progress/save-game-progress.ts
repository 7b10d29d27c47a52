import type { QueryClient } from '@tanstack/react-query';
import type { GameId } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { mergeLocalProgress } from './merge-local-progress';
import { putServerProgress } from './progress-api';
import { progressKeys, serverProgressQuery } from './progress-query';
import { applyPlay, combineProgress, toPercent } from './progress-rules';
import {
  emptyGameProgress,
  isRecorded,
  readGameProgress,
  saveLocalGameProgress,
  type GameProgress,
  type GameProgressEntry,
} from './progress-storage';

async function saveToServer(
  client: QueryClient,
  userId: string,
  gameId: GameId,
  patch: Partial<GameProgressEntry>,
): Promise<GameProgress> {
  const key = progressKeys.forUser(userId);
  const before = client.getQueryData<GameProgress>(key);
  const play = { completed: patch.completed ?? false, score: toPercent(patch.score ?? before?.[gameId].score) };
  // Optimistic only when the full progress is cached (seeding a partial copy would hide the
  // rest); then a refetch on its way must not overwrite the guess.
  if (before) {
    await client.cancelQueries({ queryKey: key });
    client.setQueryData<GameProgress>(key, (current) => applyPlay(current ?? before, gameId, play));
  }

  let saved: GameProgressEntry;
  try {
    saved = await putServerProgress(gameId, play);
  } catch {
    if (before) {
      client.setQueryData<GameProgress>(key, (current) => ({ ...(current ?? before), [gameId]: before[gameId] }));
    }
    // Not lost: kept locally, shown beside the server's progress, and merged later.
    saveLocalGameProgress(gameId, { completed: play.completed, score: play.score });
    return combineProgress(client.getQueryData<GameProgress>(key) ?? emptyGameProgress(), readGameProgress());
  }

  // The server's answer wins over the optimistic guess (and over a first load that was under way).
  const current =
    client.getQueryData<GameProgress>(key) ??
    (await client.fetchQuery(serverProgressQuery(userId)).catch(() => emptyGameProgress()));
  const progress = { ...current, [gameId]: saved };
  client.setQueryData(key, progress);
  // A play kept locally after an earlier failure can go up now that the server answers.
  if (Object.values(readGameProgress()).some(isRecorded)) void mergeLocalProgress(client, userId);
  return progress;
}

/**
 * Records a finished play and resolves with the progress of all five games as the player now
 * sees it. Signed-in players: `PUT /progress/{gameId}` with an optimistic cache update (the
 * server's answer wins). Anonymous players: localStorage `gameProgress`, for the visit.
 * Never rejects: when the server cannot take the play it is kept locally and merged later.
 */
export async function saveGameProgress(
  gameId: GameId,
  patch: Partial<GameProgressEntry>,
  client: QueryClient = appQueryClient,
): Promise<GameProgress> {
  const userId = useAuthStore.getState().user?.id;
  if (userId === undefined) return saveLocalGameProgress(gameId, patch);
  return saveToServer(client, userId, gameId, patch);
}

/**
 * Saving a finished play: `PUT /progress/{gameId}` for signed-in players, with an optimistic cache
 * update (the server's answer wins); localStorage `gameProgress` for anonymous ones.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GameId } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { api } from '@/lib/api-client';
import { expectShape, isRecord, objectOf } from '@/lib/response-shape';
import { mergeLocalProgress } from '../merge-local-progress';
import { applyPlay, combineProgress, toPercent } from '../progress-rules';
import {
  emptyGameProgress,
  isRecorded,
  normaliseGameProgress,
  readGameProgress,
  saveLocalGameProgress,
  type GameProgress,
  type GameProgressEntry,
} from '../progress-storage';
import { progressKeys, serverProgressQuery } from './get-progress';
import { INVALID_RESPONSE } from './progress-answer';

/** Records one play; the answer is that game's stored progress. */
export async function putServerProgress(gameId: GameId, play: { completed: boolean; score: number }): Promise<GameProgressEntry> {
  const answer = await api.put<unknown>(`/progress/${gameId}`, play, { requiresAuth: true });
  const { progress } = expectShape<{ progress: Record<string, unknown> }>(
    answer,
    { progress: objectOf({ [gameId]: isRecord }) },
    INVALID_RESPONSE,
  );
  return normaliseGameProgress({ [gameId]: progress[gameId] })[gameId];
}

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
 * Records a finished play in `client`'s cache and resolves with the progress of all five games as
 * the player now sees it. Never rejects: when the server cannot take the play it is kept locally
 * and merged later. The only key it changes is the player's progress, which it sets from the
 * server's answer rather than invalidating (the answer is the new state; a refetch would only
 * repeat it).
 */
export async function saveGameProgress(
  client: QueryClient,
  gameId: GameId,
  patch: Partial<GameProgressEntry>,
): Promise<GameProgress> {
  const userId = useAuthStore.getState().user?.id;
  if (userId === undefined) return saveLocalGameProgress(gameId, patch);
  return saveToServer(client, userId, gameId, patch);
}

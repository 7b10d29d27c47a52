import type { QueryClient } from '@tanstack/react-query';
import { GAME_IDS } from '@slovo/shared';
import { readString } from '@/lib/storage';
import { postProgressMerge } from './api/merge-progress';
import { progressKeys } from './api/get-progress';
import { toPercent } from './progress-rules';
import {
  GAME_PROGRESS_STORAGE_KEY,
  clearLocalGameProgress,
  isRecorded,
  readGameProgress,
  type GameProgress,
} from './progress-storage';

/** The games the local copy has anything for, in the shape the merge call accepts. */
function recordedLocalProgress(): Partial<GameProgress> {
  const local = readGameProgress();
  const recorded: Partial<GameProgress> = {};
  for (const id of GAME_IDS) {
    const entry = local[id];
    if (!isRecorded(entry)) continue;
    recorded[id] = { completed: entry.completed, score: toPercent(entry.score), bestScore: toPercent(entry.bestScore) };
  }
  return recorded;
}

const inFlight = new Map<string, Promise<boolean>>();

async function merge(client: QueryClient, userId: string): Promise<boolean> {
  const storedText = readString(GAME_PROGRESS_STORAGE_KEY);
  const local = recordedLocalProgress();
  if (Object.keys(local).length === 0) return false;
  let merged: GameProgress;
  try {
    merged = await postProgressMerge(local);
  } catch {
    // Kept locally: still shown beside the server's progress, and merged at the next sign-in.
    return false;
  }
  // An older GET still on its way must not overwrite the merged answer.
  await client.cancelQueries({ queryKey: progressKeys.forUser(userId) });
  client.setQueryData(progressKeys.forUser(userId), merged);
  // Only forget what was sent: a play stored meanwhile waits for the next merge.
  if (readString(GAME_PROGRESS_STORAGE_KEY) === storedText) clearLocalGameProgress();
  return true;
}

/**
 * Folds the anonymous visit's local progress into the signed-in player's server progress
 * (`POST /progress/merge`: best scores kept, completed OR-ed), then clears the local copy.
 * Resolves true when something was merged; a failure keeps the local copy and resolves false.
 * Concurrent calls for one user share a single request.
 */
export function mergeLocalProgress(client: QueryClient, userId: string): Promise<boolean> {
  const running = inFlight.get(userId);
  if (running) return running;
  const run = merge(client, userId).finally(() => inFlight.delete(userId));
  inFlight.set(userId, run);
  return run;
}

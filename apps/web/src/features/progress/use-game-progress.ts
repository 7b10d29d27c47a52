import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { readString } from '@/lib/storage';
import { serverProgressQuery } from './api/get-progress';
import { combineProgress } from './progress-rules';
import {
  GAME_PROGRESS_CHANGED_EVENT,
  GAME_PROGRESS_STORAGE_KEY,
  emptyGameProgress,
  isRecorded,
  readGameProgress,
  type GameProgress,
} from './progress-storage';

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let cachedText: string | null | undefined;
let cachedProgress: GameProgress = emptyGameProgress();

function getSnapshot(): GameProgress {
  const text = readString(GAME_PROGRESS_STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedProgress = readGameProgress();
  }
  return cachedProgress;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GAME_PROGRESS_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(GAME_PROGRESS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(GAME_PROGRESS_CHANGED_EVENT, onChange);
  };
}

const NOTHING_YET: GameProgress = emptyGameProgress();
/** What the prerendered Home shows (nothing stored at build time): hydration starts from it, then reads the store. */
const serverSnapshot = () => NOTHING_YET;

/**
 * Progress of all five games. Anonymous players: localStorage `gameProgress`. Signed-in players:
 * the server's (`GET /progress`), with any local progress not merged yet shown on top of it by
 * the merge rules, so a result never disappears while it is on its way to the server.
 */
export function useGameProgress(): GameProgress {
  const local = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const server = useQuery({ ...serverProgressQuery(userId ?? ''), enabled: userId !== null });
  const serverProgress = server.data ?? NOTHING_YET;

  return useMemo(() => {
    if (userId === null) return local;
    return Object.values(local).some(isRecorded) ? combineProgress(serverProgress, local) : serverProgress;
  }, [userId, local, serverProgress]);
}

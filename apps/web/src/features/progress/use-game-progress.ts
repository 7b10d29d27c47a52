import { useSyncExternalStore } from 'react';
import { GAME_PROGRESS_CHANGED_EVENT, GAME_PROGRESS_STORAGE_KEY, emptyGameProgress, readGameProgress, type GameProgress } from './progress-storage';
import { readString } from '@/lib/storage';

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

/**
 * Progress of all five games, from localStorage `gameProgress` for now. A later release adds the
 * server copy for signed-in players behind this same return shape.
 */
export function useGameProgress(): GameProgress {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

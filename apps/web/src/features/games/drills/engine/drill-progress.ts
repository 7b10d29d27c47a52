import { useSyncExternalStore } from 'react';
import { SCORE_MAX, SCORE_MIN, type DrillId } from '@slovo/shared';
import { readJson, writeJson } from '@/lib/storage';

/**
 * A drill's last and best score, kept in this browser per player (issue 33 §4). The server's
 * progress is the spec's five games' only (its table allows game1–game5), so a drill's scores
 * live here, like a visitor's game progress does before sign-in.
 */
export interface DrillProgress {
  score: number;
  bestScore: number;
}

const STORAGE_KEY = 'slovo.drillProgress';
/** Same-tab changes (the storage event only reaches other tabs). */
const DRILL_PROGRESS_EVENT = 'slovo:drill-progress';

type Stored = Record<string, Partial<Record<DrillId, DrillProgress>>>;

const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX;
const isProgress = (value: unknown): value is DrillProgress =>
  typeof value === 'object' &&
  value !== null &&
  isPercent((value as DrillProgress).score) &&
  isPercent((value as DrillProgress).bestScore);

const isStored = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The player's key: their id, or the visitor's. */
const playerKey = (userId: string | null) => userId ?? 'visitor';

export function readDrillProgress(userId: string | null, drillId: DrillId): DrillProgress | null {
  const entry = readJson<Stored>(STORAGE_KEY, {}, isStored)[playerKey(userId)]?.[drillId];
  return isProgress(entry) ? entry : null;
}

/** Keeps a finished round's score; the best never goes down. */
export function saveDrillScore(userId: string | null, drillId: DrillId, score: number): void {
  const stored = readJson<Stored>(STORAGE_KEY, {}, isStored);
  const before = readDrillProgress(userId, drillId);
  const player = playerKey(userId);
  stored[player] = { ...stored[player], [drillId]: { score, bestScore: Math.max(score, before?.bestScore ?? SCORE_MIN) } };
  writeJson(STORAGE_KEY, stored);
  dispatchEvent(new Event(DRILL_PROGRESS_EVENT));
}

function subscribe(onChange: () => void): () => void {
  addEventListener('storage', onChange);
  addEventListener(DRILL_PROGRESS_EVENT, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(DRILL_PROGRESS_EVENT, onChange);
  };
}

/** The best score to show on Home's drill card, or null before the first finished round. */
export function useDrillBestScore(userId: string | null, drillId: DrillId): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readDrillProgress(userId, drillId)?.bestScore ?? null,
    () => null,
  );
}

import { GAME_IDS, type GameId } from '@slovo/shared';
import { isFiniteNumber, isRecord } from '@/lib/response-shape';
import { readJson, removeItem, writeJson } from '@/lib/storage';

/** Progress of one game (spec §3 "Game progress"). */
export interface GameProgressEntry {
  completed: boolean;
  score: number;
  bestScore: number;
}

export type GameProgress = Record<GameId, GameProgressEntry>;

export const GAME_PROGRESS_STORAGE_KEY = 'gameProgress';
/** Fired on window when this tab changes the stored progress (the storage event only reaches other tabs). */
export const GAME_PROGRESS_CHANGED_EVENT = 'slovo:game-progress';

export function emptyGameProgress(): GameProgress {
  return Object.fromEntries(GAME_IDS.map((id) => [id, { completed: false, score: 0, bestScore: 0 }])) as GameProgress;
}

function toNumber(value: unknown): number {
  return isFiniteNumber(value) ? value : 0;
}

/**
 * Accepts whatever is stored or sent (older shapes, partial or corrupt data) and returns all five
 * games: the server's answers and the local copy are read by the same rules.
 */
export function normaliseGameProgress(raw: unknown): GameProgress {
  const progress = emptyGameProgress();
  if (!isRecord(raw)) return progress;
  for (const id of GAME_IDS) {
    const entry = raw[id];
    if (!isRecord(entry)) continue;
    const { completed, score, bestScore } = entry;
    progress[id] = { completed: completed === true, score: toNumber(score), bestScore: toNumber(bestScore) };
  }
  return progress;
}

export function readGameProgress(): GameProgress {
  return normaliseGameProgress(readJson<unknown>(GAME_PROGRESS_STORAGE_KEY, null));
}

function announceChange(): void {
  window.dispatchEvent(new Event(GAME_PROGRESS_CHANGED_EVENT));
}

/**
 * The anonymous copy: merges `patch` into one game's stored progress; the best score never goes
 * down. Signed-in players' progress goes to the server through useSaveGameProgressMutation instead.
 */
export function saveLocalGameProgress(gameId: GameId, patch: Partial<GameProgressEntry>): GameProgress {
  const progress = readGameProgress();
  const previous = progress[gameId];
  const next = { ...previous, ...patch };
  next.bestScore = Math.max(previous.bestScore, next.bestScore, next.score);
  progress[gameId] = next;
  writeJson(GAME_PROGRESS_STORAGE_KEY, progress);
  announceChange();
  return progress;
}

/** Forgets the local copy (after it has been merged into the signed-in player's server progress). */
export function clearLocalGameProgress(): void {
  removeItem(GAME_PROGRESS_STORAGE_KEY);
  announceChange();
}

/** True when a game has anything recorded: completed, a score or a best score. */
export function isRecorded(entry: GameProgressEntry): boolean {
  return entry.completed || entry.score > 0 || entry.bestScore > 0;
}

/** The progress calls (issue §4). All need a signed-in user. */
import type { GameId } from '@slovo/shared';
import { ApiError, api } from '@/lib/api-client';
import { normaliseGameProgress, type GameProgress, type GameProgressEntry } from './progress-storage';

function progressOf(answer: unknown): unknown {
  const progress = answer && typeof answer === 'object' ? (answer as { progress?: unknown }).progress : undefined;
  if (!progress || typeof progress !== 'object') {
    throw new ApiError('Invalid response from server', { kind: 'validation', body: answer });
  }
  return progress;
}

/** `GET /progress`: all five games. */
export async function fetchServerProgress(signal?: AbortSignal): Promise<GameProgress> {
  return normaliseGameProgress(progressOf(await api.get<unknown>('/progress', { requiresAuth: true, signal })));
}

/** `PUT /progress/{gameId}`: records one play; the answer is that game's stored progress. */
export async function putServerProgress(gameId: GameId, play: { completed: boolean; score: number }): Promise<GameProgressEntry> {
  const answer = await api.put<unknown>(`/progress/${gameId}`, play, { requiresAuth: true });
  const entry = (progressOf(answer) as Record<string, unknown>)[gameId];
  if (!entry || typeof entry !== 'object') {
    throw new ApiError('Invalid response from server', { kind: 'validation', body: answer });
  }
  return normaliseGameProgress({ [gameId]: entry })[gameId];
}

/** `POST /progress/merge`: folds local progress into the server's; the answer is all five games. */
export async function mergeServerProgress(local: Partial<GameProgress>): Promise<GameProgress> {
  return normaliseGameProgress(
    progressOf(await api.post<unknown>('/progress/merge', { progress: local }, { requiresAuth: true })),
  );
}

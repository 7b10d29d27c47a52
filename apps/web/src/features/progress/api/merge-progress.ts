/** `POST /progress/merge`: folds local progress into the server's; the answer is all five games. */
import { api } from '@/lib/api-client';
import type { GameProgress } from '../progress-storage';
import { gameProgressOf } from './progress-answer';

export async function postProgressMerge(local: Partial<GameProgress>): Promise<GameProgress> {
  return gameProgressOf(await api.post<unknown>('/progress/merge', { progress: local }, { requiresAuth: true }));
}

/** `GET /progress`: the signed-in player's progress in all five games. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GameProgress } from '../progress-storage';
import { gameProgressOf } from './progress-answer';

/** Server progress is cached per user, so one player's progress is never shown to the next. */
export const progressKeys = {
  all: ['progress'] as const,
  forUser: (userId: string) => ['progress', userId] as const,
};

export async function getServerProgress(signal?: AbortSignal): Promise<GameProgress> {
  return gameProgressOf(await api.get<unknown>('/progress', { requiresAuth: true, signal }));
}

export function serverProgressQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.forUser(userId),
    queryFn: ({ signal }) => getServerProgress(signal),
  });
}

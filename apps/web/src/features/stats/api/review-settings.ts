/** `GET` and `PUT /reviews/settings`: the player's desired retention, which FSRS schedules by. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewSettings } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isFiniteNumber } from '@/lib/response-shape';
import { statsKeys } from './query-keys';

const SETTINGS_SHAPE = { desiredRetention: isFiniteNumber };

export async function getReviewSettings(signal?: AbortSignal): Promise<ReviewSettings> {
  const answer = await api.get<unknown>('/reviews/settings', { signal, requiresAuth: true });
  return expectShape<ReviewSettings>(answer, SETTINGS_SHAPE);
}

export async function saveReviewSettings(settings: ReviewSettings): Promise<ReviewSettings> {
  const answer = await api.put<unknown>('/reviews/settings', settings, { requiresAuth: true });
  return expectShape<ReviewSettings>(answer, SETTINGS_SHAPE);
}

export function reviewSettingsQuery(userId: string) {
  return queryOptions({
    queryKey: statsKeys.settings(userId),
    queryFn: ({ signal }) => getReviewSettings(signal),
  });
}

/** The server answers the stored settings: they become the cached ones, no second read. */
export function useSaveReviewSettingsMutation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: (saved) => client.setQueryData(statsKeys.settings(userId), saved),
  });
}

/** `POST /vocabulary-admin/cache/clear` → {message}: every instance's vocabulary cache (admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { invalidateAfterAdminWrite } from './invalidate-after-admin-write';

export async function clearVocabularyCache(): Promise<MessageResponse> {
  return expectShape<MessageResponse>(await api.post<unknown>('/vocabulary-admin/cache/clear', {}, { requiresAuth: true }), {
    message: isString,
  });
}

/** The server's cache is gone, so this browser's copies are refreshed from it too. */
export function useClearCacheMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: clearVocabularyCache, onSuccess: () => invalidateAfterAdminWrite(client) });
}

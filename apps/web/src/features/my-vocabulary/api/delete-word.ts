/** `DELETE /vocabulary/user/words/{id}`: the Delete Word dialog's confirmed removal. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { invalidateAfterWrite } from './invalidate-after-write';

export async function deleteWord(id: number): Promise<MessageResponse> {
  return expectShape<MessageResponse>(await api.delete<unknown>(`/vocabulary/user/words/${id}`, { requiresAuth: true }), {
    message: isString,
  });
}

/** The word leaves its category's list (and word count) in the manager and in the games' public lists. */
export function useDeleteWordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWord,
    // Settled, not only on success: a 404 means the list on screen still shows a word that is gone.
    onSettled: () => {
      void invalidateAfterWrite(client);
    },
  });
}

/** `DELETE /vocabulary/user/words/{id}` (or the admin's `/vocabulary/words/{id}`): the Delete Word dialog's confirmed removal. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { invalidateAfterWordWrite } from './invalidate-after-word-write';
import { wordPath, type WordWriteScope } from './word-routes';

export interface DeleteWordVariables {
  id: number;
  scope: WordWriteScope;
}

export async function deleteWord({ id, scope }: DeleteWordVariables): Promise<MessageResponse> {
  return expectShape<MessageResponse>(await api.delete<unknown>(wordPath(scope, id), { requiresAuth: true }), {
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
      void invalidateAfterWordWrite(client);
    },
  });
}

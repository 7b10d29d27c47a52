/** `DELETE /admin/users/{id}` → {message} (admin; never the caller, never the last admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { invalidateVocabularyQueries } from '@/features/vocabulary';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { adminUserKeys } from './query-keys';

export async function deleteUser(id: number): Promise<MessageResponse> {
  const answer = await api.delete<unknown>(`/admin/users/${id}`, { requiresAuth: true });
  return expectShape<MessageResponse>(answer, { message: isString });
}

/**
 * The list and its counts, and the audit log, are read again. The user's own categories went with
 * them, so the vocabulary answers (the admin editor's list among them) may be stale too.
 * Spec §8: not retried.
 */
export function useDeleteUserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    retry: false,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminUserKeys.all }), invalidateVocabularyQueries(client)]),
  });
}

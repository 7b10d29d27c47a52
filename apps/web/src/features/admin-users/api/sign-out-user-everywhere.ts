/** `POST /admin/users/{id}/logout-everywhere` → {message} (admin): every session of the account ends at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { adminUserKeys } from './query-keys';

export async function signOutUserEverywhere(id: number): Promise<MessageResponse> {
  const answer = await api.post<unknown>(`/admin/users/${id}/logout-everywhere`, undefined, { requiresAuth: true });
  return expectShape<MessageResponse>(answer, { message: isString });
}

/** The list (the user's sessions are now 0) and the audit log (a new entry) are read again. Not retried. */
export function useSignOutUserEverywhereMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutUserEverywhere,
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** `POST /admin/users/{id}/reset-password` {newPassword} → {message} (admin; the registration's rules). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { adminUserKeys } from './query-keys';

export interface ResetUserPasswordInput {
  id: number;
  newPassword: string;
}

export async function resetUserPassword({ id, newPassword }: ResetUserPasswordInput): Promise<MessageResponse> {
  const answer = await api.post<unknown>(`/admin/users/${id}/reset-password`, { newPassword }, { requiresAuth: true });
  return expectShape<MessageResponse>(answer, { message: isString });
}

/** Nothing the list shows changes; the audit log gains an entry. Spec §8: not retried. */
export function useResetUserPasswordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.auditLogs }),
  });
}

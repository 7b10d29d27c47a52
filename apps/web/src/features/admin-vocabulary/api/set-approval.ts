/** `PUT /vocabulary-admin/categories/{id}/approved` {isApproved} → {message} (admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { invalidateAfterAdminWrite } from './invalidate-after-admin-write';

export async function setCategoryApproval({ id, isApproved }: { id: number; isApproved: boolean }): Promise<MessageResponse> {
  const answer = await api.put<unknown>(`/vocabulary-admin/categories/${id}/approved`, { isApproved }, { requiresAuth: true });
  return expectShape<MessageResponse>(answer, { message: isString });
}

/** Spec §4: after the change a success message shows and the data reloads. */
export function useSetApprovalMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setCategoryApproval, onSettled: () => invalidateAfterAdminWrite(client) });
}

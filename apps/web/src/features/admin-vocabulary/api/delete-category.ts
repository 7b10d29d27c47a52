/** `DELETE /vocabulary/categories/{name}` → {message}, which says 'deleted' (admin; any category). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@slovo/shared';
import { api, encodePathSegment } from '@/lib/api-client';
import { expectShape, includesText } from '@/lib/response-shape';
import { invalidateAfterAdminWrite } from './invalidate-after-admin-write';

export interface DeleteAdminCategoryInput {
  id: number;
  /** Its key, which the admin route deletes it by. */
  key: string;
}

export async function deleteAdminCategory({ key }: DeleteAdminCategoryInput): Promise<MessageResponse> {
  const answer = await api.delete<unknown>(`/vocabulary/categories/${encodePathSegment(key)}`, { requiresAuth: true });
  return expectShape<MessageResponse>(answer, { message: includesText('deleted') });
}

export function useDeleteAdminCategoryMutation() {
  const client = useQueryClient();
  // The deleted category's words are not asked for again (issue 30 §3.6).
  return useMutation({
    mutationFn: deleteAdminCategory,
    onSettled: (_answer, _error, { key }) => invalidateAfterAdminWrite(client, key),
  });
}

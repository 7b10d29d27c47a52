/** `DELETE /vocabulary/user/categories/{id}` → {message}, which must contain 'deleted' (spec §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteUserCategoryResponse } from '@slovo/shared';
import { api, encodePathSegment } from '@/lib/api-client';
import { expectShape, includesText } from '@/lib/response-shape';
import { invalidateAfterWrite } from './invalidate-after-write';

export interface DeleteCategoryInput {
  id: number;
  /** Its key, whose words are not to be asked for again. */
  key: string;
}

export async function deleteCategory({ id }: DeleteCategoryInput): Promise<DeleteUserCategoryResponse> {
  const answer = await api.delete<unknown>(`/vocabulary/user/categories/${encodePathSegment(id)}`, { requiresAuth: true });
  return expectShape<DeleteUserCategoryResponse>(answer, { message: includesText('deleted') });
}

export function useDeleteCategoryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, { key }) => invalidateAfterWrite(client, key),
  });
}

/** `PUT /vocabulary-admin/categories/{id}` {newName} → {message} (admin; any category). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeCategoryName, type CategorySummary, type MessageResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { findAdminCategory } from './find-category';
import { invalidateAfterAdminWrite } from './invalidate-after-admin-write';

export interface RenamedAdminCategory {
  message: string;
  /** The category under its new name (its key may have changed); null if it could not be looked up. */
  category: CategorySummary | null;
}

export interface RenameAdminCategoryInput {
  id: number;
  /** Its key before the rename, which the server may change. */
  key: string;
  newName: string;
}

export async function renameAdminCategory({ id, newName }: RenameAdminCategoryInput): Promise<RenamedAdminCategory> {
  const name = normalizeCategoryName(newName);
  const answer = await api.put<unknown>(`/vocabulary-admin/categories/${id}`, { newName: name }, { requiresAuth: true });
  const { message } = expectShape<MessageResponse>(answer, { message: isString });
  const category = await findAdminCategory(id, name).catch(() => null);
  return { message, category };
}

export function useRenameAdminCategoryMutation() {
  const client = useQueryClient();
  // Settled, not only on success: a 404 means the list on screen still shows a category that is gone.
  // The old key's words are not asked for again (issue 30 §3.6).
  return useMutation({
    mutationFn: renameAdminCategory,
    onSettled: (_answer, _error, { key }) => invalidateAfterAdminWrite(client, key),
  });
}

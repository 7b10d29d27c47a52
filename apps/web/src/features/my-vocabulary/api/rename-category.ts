/** `PUT /vocabulary/user/categories/{id}` {name, display_name} → {message}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeCategoryName, type RenameUserCategoryResponse } from '@slovo/shared';
import { api, encodePathSegment } from '@/lib/api-client';
import { expectShape, isString } from '@/lib/response-shape';
import { findUserCategory, type UserCategory } from './get-user-categories';
import { invalidateAfterWrite } from './invalidate-after-write';

export interface RenameCategoryInput {
  id: number;
  /** Its key before the rename, which the server may change. */
  key: string;
  newName: string;
}

export interface RenamedCategory {
  message: string;
  /** The category under its new name (and possibly new key); null if it could not be looked up. */
  category: UserCategory | null;
}

export async function renameCategory({ id, newName }: RenameCategoryInput): Promise<RenamedCategory> {
  const displayName = normalizeCategoryName(newName);
  const answer = await api.put<unknown>(
    `/vocabulary/user/categories/${encodePathSegment(id)}`,
    // The spec's client sends the new text under both names.
    { name: displayName, display_name: displayName },
    { requiresAuth: true },
  );
  const { message } = expectShape<RenameUserCategoryResponse>(answer, { message: isString });
  const category = await findUserCategory(id, displayName).catch(() => null);
  return { message, category };
}

export function useRenameCategoryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: (_answer, { key }) => invalidateAfterWrite(client, key),
  });
}

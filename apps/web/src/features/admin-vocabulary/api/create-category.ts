/** `POST /vocabulary/categories` {categoryName, tag, isApprovedList} → {message, categoryId} (admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  normalizeCategoryName,
  type AdminCategoryTag,
  type CategorySummary,
  type CreateAdminCategoryResponse,
} from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isInteger, isString } from '@/lib/response-shape';
import { findAdminCategory } from './find-category';
import { invalidateAfterAdminWrite } from './invalidate-after-admin-write';

export interface NewAdminCategory {
  name: string;
  /** 'pre-built' makes a system category (no owner); 'user' one of the admin's own. */
  tag: AdminCategoryTag;
  isApprovedList: boolean;
}

export interface CreatedAdminCategory {
  message: string;
  categoryId: number;
  /** The new category as the list shows it, for selecting it; null if it could not be looked up. */
  category: CategorySummary | null;
}

export async function createAdminCategory({ name, tag, isApprovedList }: NewAdminCategory): Promise<CreatedAdminCategory> {
  const categoryName = normalizeCategoryName(name);
  const answer = await api.post<unknown>('/vocabulary/categories', { categoryName, tag, isApprovedList }, { requiresAuth: true });
  const { message, categoryId } = expectShape<CreateAdminCategoryResponse>(answer, { message: isString, categoryId: isInteger });
  // The category exists now; failing to look it up only means it is not selected yet.
  const category = await findAdminCategory(categoryId, categoryName).catch(() => null);
  return { message, categoryId, category };
}

export function useCreateAdminCategoryMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAdminCategory, onSuccess: () => invalidateAfterAdminWrite(client) });
}

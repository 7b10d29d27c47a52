/** `POST /vocabulary/user/categories` {categoryName} → {message, categoryId}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PERSONAL_CATEGORY_TAG, normalizeCategoryName, type CreateUserCategoryResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isInteger, isString } from '@/lib/response-shape';
import { findUserCategory, type UserCategory } from './get-user-categories';
import { invalidateAfterWrite } from './invalidate-after-write';

export interface CreatedCategory {
  message: string;
  categoryId: number;
  /** The new category as the list shows it, for selecting it; null if it could not be looked up. */
  category: UserCategory | null;
}

/** The Create Category dialog's answer: the name typed. */
export interface NewCategory {
  name: string;
}

export async function createCategory({ name }: NewCategory): Promise<CreatedCategory> {
  const displayName = normalizeCategoryName(name);
  const answer = await api.post<unknown>(
    '/vocabulary/user/categories',
    // The spec's form sends its tag too ('user'); the server ignores it.
    { categoryName: displayName, tag: DEFAULT_PERSONAL_CATEGORY_TAG },
    { requiresAuth: true },
  );
  const { message, categoryId } = expectShape<CreateUserCategoryResponse>(answer, { message: isString, categoryId: isInteger });
  // The category exists now; failing to look it up only means it is not selected.
  const category = await findUserCategory(categoryId, displayName).catch(() => null);
  return { message, categoryId, category };
}

export function useCreateCategoryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidateAfterWrite(client),
  });
}

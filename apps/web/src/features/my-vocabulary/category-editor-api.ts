import type { CategoryEditorApi, EditedCategory } from '@/features/vocabulary-editor';
import { writeFailureReason } from '@/features/vocabulary-editor';
import { useCreateCategoryMutation, type NewCategory } from './api/create-category';
import { useDeleteCategoryMutation } from './api/delete-category';
import { useRenameCategoryMutation } from './api/rename-category';

/** The learner's category writes (their own routes) as the vocabulary editor takes them. */
export const MY_CATEGORY_API: CategoryEditorApi<EditedCategory, NewCategory> = {
  useCreate: useCreateCategoryMutation,
  useRename: useRenameCategoryMutation,
  useDelete: useDeleteCategoryMutation,
  // 'HTTP {status}: {statusText} - {body}' (spec §8).
  failureReason: writeFailureReason,
  justCreated: (id, { name }) => ({ id, name: '', display_name: name, word_count: 0, tags: [] }),
};

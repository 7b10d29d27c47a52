import type { CategorySummary } from '@slovo/shared';
import { errorMessage, type CategoryEditorApi } from '@/features/vocabulary-editor';
import { localizeServerText } from '@/i18n';
import { useCreateAdminCategoryMutation, type NewAdminCategory } from './api/create-category';
import { useDeleteAdminCategoryMutation } from './api/delete-category';
import { useRenameAdminCategoryMutation } from './api/rename-category';

/** What the editor remembers of the selected category while the list on screen may not hold it. */
export type AdminSelected = Pick<CategorySummary, 'id' | 'name' | 'display_name' | 'word_count' | 'tags' | 'is_approved_list'>;

/** The admin's category writes (any category) as the vocabulary editor takes them. */
export const ADMIN_CATEGORY_API: CategoryEditorApi<AdminSelected, NewAdminCategory> = {
  useCreate: useCreateAdminCategoryMutation,
  useRename: useRenameAdminCategoryMutation,
  useDelete: useDeleteAdminCategoryMutation,
  // The server's own message, in the interface language when it is a shared one.
  failureReason: (error) => localizeServerText(errorMessage(error)),
  justCreated: (id, { name, isApprovedList }) => ({
    id,
    name: '',
    display_name: name,
    word_count: 0,
    tags: [],
    is_approved_list: isApprovedList,
  }),
};

import type { EditedCategory } from '@/features/vocabulary-editor';

/**
 * What the manager remembers of the selected category, enough for the words column and the
 * dialogs while the category is not on the page shown (another page, a filter, just created).
 */
export type SelectedCategory = EditedCategory;

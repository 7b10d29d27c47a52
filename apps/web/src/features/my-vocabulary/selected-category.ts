import type { UserCategory } from './api/get-user-categories';

/**
 * What the manager remembers of the selected category, enough for the words column and the
 * dialogs while the category is not on the page shown (another page, a filter, just created).
 */
export type SelectedCategory = Pick<UserCategory, 'id' | 'name' | 'display_name' | 'word_count' | 'tags'>;

import type { CategorySummary } from '@slovo/shared';

/**
 * What an editor remembers of the selected category: enough for the words column and the dialogs
 * while the category is not on the page shown (another page, a filter, just created).
 */
export type EditedCategory = Pick<CategorySummary, 'id' | 'name' | 'display_name' | 'word_count' | 'tags'>;

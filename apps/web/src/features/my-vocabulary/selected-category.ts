import type { UserCategory } from './api/get-user-categories';

/**
 * What the manager remembers of the selected category, enough for the words column and the
 * dialogs while the category is not on the page shown (another page, a filter, just created).
 */
export type SelectedCategory = Pick<UserCategory, 'id' | 'name' | 'display_name' | 'word_count' | 'tags'>;

/** The selection as the newest list shows it, or as remembered when the list does not hold it. */
export function currentSelection(
  selected: SelectedCategory | null,
  categories: readonly UserCategory[] | undefined,
): SelectedCategory | null {
  if (!selected) return null;
  return categories?.find((category) => category.id === selected.id) ?? selected;
}

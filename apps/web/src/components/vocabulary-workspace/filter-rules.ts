/**
 * The filter rules both category lists share (vocabulary-management.md §4), pure so they are
 * tested without React: the sort flip and the tag multi-select's limit.
 */
import { MAX_TAG_FILTER, type CategorySortField, type SortOrder } from '@slovo/shared';

export interface SortState<F extends CategorySortField = CategorySortField> {
  sortBy: F;
  sortOrder: SortOrder;
}

/** Clicking the active sort field flips the order; clicking another field selects it ascending. */
export function nextSort<F extends CategorySortField>(current: SortState<F>, field: F): SortState<F> {
  if (field !== current.sortBy) return { sortBy: field, sortOrder: 'ASC' };
  return { sortBy: field, sortOrder: current.sortOrder === 'ASC' ? 'DESC' : 'ASC' };
}

/**
 * The tag names after a click on `name`: removed when chosen, added at the end when not, and left
 * as they are (the same array) when the tenth is already chosen.
 */
export function toggleTagName(tags: readonly string[], name: string): readonly string[] {
  if (tags.includes(name)) return tags.filter((tag) => tag !== name);
  if (tags.length >= MAX_TAG_FILTER) return tags;
  return [...tags, name];
}

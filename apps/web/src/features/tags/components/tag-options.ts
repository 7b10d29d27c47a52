import type { ManagedTag, Tag } from '@slovo/shared';

export type TagOption = Pick<Tag, 'id' | 'name' | 'display_name'> & Partial<Pick<Tag, 'color' | 'icon' | 'usage_count'>>;

/**
 * Every tag the editor can offer: the fetched list, tags made here since (shown before the list
 * is asked again), and the category's own tags even if the list leaves one out, so it can be removed.
 */
export function tagOptions(
  fetched: readonly TagOption[],
  created: readonly ManagedTag[],
  own: readonly TagOption[],
): TagOption[] {
  const listed = [...fetched, ...created.filter((tag) => !fetched.some((other) => other.id === tag.id))];
  return [...listed, ...own.filter((tag) => !listed.some((other) => other.id === tag.id))];
}

/** The options whose name or display name holds `query` (lower case, trimmed); all for ''. */
export function matchingTags(options: readonly TagOption[], query: string): TagOption[] {
  return options.filter(
    (tag) => query === '' || tag.name.toLowerCase().includes(query) || tag.display_name.toLowerCase().includes(query),
  );
}

/** Whether a tag may be made from `query`: no tag has that name or display name yet. */
export function isNewTagName(options: readonly TagOption[], query: string): boolean {
  return query !== '' && !options.some((tag) => tag.name.toLowerCase() === query || tag.display_name.toLowerCase() === query);
}

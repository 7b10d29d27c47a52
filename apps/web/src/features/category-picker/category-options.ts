/**
 * The picker's view of the category list (spec §3 "Category dropdown option": id is the category
 * name). The vocabulary feature's useCategoryOptions() returns exactly this shape; the picker
 * declares it itself so it can be rendered and tested with any source.
 */
export interface PickerCategoryOption {
  /** The category's name, its key for the API. */
  id: string;
  /** Display name. */
  name: string;
  wordCount: number;
  /** What the dropdown shows, when not "Name (N words)" (the review lists: "My mistakes (2)"). */
  label?: string;
}

export interface CategoryOptionsState {
  /** Not yet a list while loading (or after a failure). */
  options: PickerCategoryOption[] | undefined;
  isLoading: boolean;
  error: unknown;
}

/** "Animals (24 words)", or the option's own label. */
export function categoryOptionLabel(option: PickerCategoryOption): string {
  if (option.label !== undefined) return option.label;
  return `${option.name} (${option.wordCount} ${option.wordCount === 1 ? 'word' : 'words'})`;
}

/**
 * The picker's view of the category list (spec §3 "Category dropdown option": id is the category
 * name). The vocabulary feature's useCategoryOptions() returns exactly this shape; the picker
 * declares it itself so it can be rendered and tested with any source.
 */
import { PICKER_MESSAGES } from './picker.i18n';

type PickerTexts = (typeof PICKER_MESSAGES)['en'];

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

/** "Animals (24 words)", or the option's own label; `t`: the picker's texts in the interface language. */
export function categoryOptionLabel(option: PickerCategoryOption, t: PickerTexts = PICKER_MESSAGES.en): string {
  if (option.label !== undefined) return option.label;
  return t.optionLabel(option.name, option.wordCount);
}

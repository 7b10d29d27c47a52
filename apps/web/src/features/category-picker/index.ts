/** The category picker's public interface (product-games-auth.md §2 "Category picker", §4, §5). */
export { CategoryPicker, type CategoryPickerProps } from './components/category-picker';
export { GameCategoryPicker, type GameCategoryPickerProps } from './components/game-category-picker';
export { WordCountSelector } from './components/word-count-selector';
export { categoryOptionLabel, type CategoryOptionsState, type PickerCategoryOption } from './category-options';
export { PICKER_MESSAGES, wordsLoadErrorMessage } from './picker.i18n';
export { PICKER_CATEGORY_PARAM, gamePathWithCategory } from './picker-link';
export type { CategorySelection, GameWord } from '@slovo/shared';

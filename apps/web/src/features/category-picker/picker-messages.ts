import { CATEGORY_WORDS_MESSAGES, LEARNING_SESSION_MESSAGES, MESSAGES } from '@slovo/shared';
import { ApiError, friendlyErrorMessage } from '@/lib/api-client';

/** Picker texts from product-games-auth.md §2 "Category picker" and §8. */
export const PICKER_MESSAGES = {
  defaultSubtitle: 'Choose a vocabulary category to begin playing',
  loadingCategories: 'Loading categories...',
  noCategories: 'No categories available',
  categoriesFailed: 'Failed to load categories. Please try again.',
  /** The dropdown's groups when the review lists are offered (issue 15). */
  reviewGroup: 'Review',
  categoryGroup: 'Categories',
  /** §5: a category whose list says it holds no words. */
  emptyCategory: LEARNING_SESSION_MESSAGES.noWords,
} as const;

// Texts a word loader may raise on purpose; they already say what is wrong, so they are shown as they are.
const SPECIFIC_MESSAGES: ReadonlySet<string> = new Set([
  CATEGORY_WORDS_MESSAGES.invalidResponse,
  CATEGORY_WORDS_MESSAGES.noWords,
  CATEGORY_WORDS_MESSAGES.invalidFormat,
  CATEGORY_WORDS_MESSAGES.memoryMinWords,
  LEARNING_SESSION_MESSAGES.noWords,
  MESSAGES.wordsFailed,
]);

/** The toast for a category whose words could not be loaded (spec §4, §8 "Words failing"). */
export function wordsLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) && error instanceof Error && SPECIFIC_MESSAGES.has(error.message)) {
    return error.message;
  }
  return friendlyErrorMessage(error, 'words');
}

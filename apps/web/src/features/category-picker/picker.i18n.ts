import { CATEGORY_WORDS_MESSAGES, LEARNING_SESSION_MESSAGES, MESSAGES } from '@slovo/shared';
import { defineMessages, formatNow } from '@/i18n';
import { ApiError, friendlyErrorMessage } from '@/lib/api-client';

const ru = formatNow('ru');
const ruWords = (count: number) => ru.plural(count, { one: 'слово', few: 'слова', many: 'слов', other: 'слова' });

/** Picker texts (English from product-games-auth.md §2 "Category picker" and §8). */
export const PICKER_MESSAGES = defineMessages({
  en: {
    defaultSubtitle: 'Choose a vocabulary category to begin playing',
    loadingCategories: 'Loading categories...',
    noCategories: 'No categories available',
    categoriesFailed: 'Failed to load categories. Please try again.',
    /** The dropdown's groups when the review lists are offered (issue 15). */
    reviewGroup: 'Review',
    categoryGroup: 'Categories',
    categoryLabel: 'Category',
    choosePlaceholder: 'Choose a category…',
    loadingWords: 'Loading words…',
    starting: 'Starting…',
    backToGames: '← Back to Games',
    /** "Animals (24 words)". */
    optionLabel: (name: string, count: number) => `${name} (${count} ${count === 1 ? 'word' : 'words'})`,

    /** The word-count selector (XS … ALL; the sizes' letters stay as they are). */
    numberOfWords: 'Number of words',
    wordsInCategory: (available: number) =>
      `${available} ${available === 1 ? 'word' : 'words'} in this category. Pick how many to play with.`,
    wordsInList: (available: number) =>
      `${available} ${available === 1 ? 'word' : 'words'} in this list. Pick how many to play with.`,
    notEnoughInCategory: 'Not enough words in this category',
    notEnoughInList: 'Not enough words in this list',
    allWords: 'all',
  },
  ru: {
    defaultSubtitle: 'Выберите категорию слов, чтобы начать игру',
    loadingCategories: 'Загрузка категорий…',
    noCategories: 'Нет доступных категорий',
    categoriesFailed: 'Не удалось загрузить категории. Попробуйте ещё раз.',
    reviewGroup: 'Повторение',
    categoryGroup: 'Категории',
    categoryLabel: 'Категория',
    choosePlaceholder: 'Выберите категорию…',
    loadingWords: 'Загрузка слов…',
    starting: 'Начинаем…',
    backToGames: '← К играм',
    optionLabel: (name, count) => `${name} (${count} ${ruWords(count)})`,

    numberOfWords: 'Количество слов',
    wordsInCategory: (available) => `В этой категории ${available} ${ruWords(available)}. Выберите, со сколькими играть.`,
    wordsInList: (available) => `В этом списке ${available} ${ruWords(available)}. Выберите, со сколькими играть.`,
    notEnoughInCategory: 'В этой категории недостаточно слов',
    notEnoughInList: 'В этом списке недостаточно слов',
    allWords: 'все',
  },
});

// Texts a word loader may raise on purpose; they already say what is wrong, so they are shown as they are.
const SPECIFIC_MESSAGES: ReadonlySet<string> = new Set([
  CATEGORY_WORDS_MESSAGES.invalidResponse,
  CATEGORY_WORDS_MESSAGES.noWords,
  CATEGORY_WORDS_MESSAGES.invalidFormat,
  CATEGORY_WORDS_MESSAGES.memoryMinWords,
  LEARNING_SESSION_MESSAGES.noWords,
  MESSAGES.wordsFailed,
]);

/**
 * The toast for a category whose words could not be loaded (spec §4, §8 "Words failing"), in
 * English; the caller shows it through localizeServerText.
 */
export function wordsLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) && error instanceof Error && SPECIFIC_MESSAGES.has(error.message)) {
    return error.message;
  }
  return friendlyErrorMessage(error, 'words');
}

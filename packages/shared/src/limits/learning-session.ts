import { ALL_WORDS, WORD_COUNT_OPTIONS } from '../constants';

/** Limits and messages of the learning-session API, apart from its zod schemas (schemas/learning-session.ts). */

export const WORD_COUNT_VALUES = WORD_COUNT_OPTIONS.map((option) => option.value);
export const MAX_SELECTED_WORD_IDS = 1000;

export const LEARNING_SESSION_MESSAGES = {
  noActiveSession: 'No active learning session',
  noWords: 'No words available in this category',
  categoryNotFound: 'Category not found',
  categoryRequired: 'Category is required',
  categoryTooLong: 'Category name is too long',
  wordCountInvalid: `wordCount must be one of ${WORD_COUNT_VALUES.filter((value) => value !== ALL_WORDS).join(', ')} or -1 (all words)`,
  selectedWordIdsInvalid: 'selectedWordIds must be an array of word ids',
  selectedWordIdsTooMany: `selectedWordIds may hold at most ${MAX_SELECTED_WORD_IDS} word ids`,
} as const;

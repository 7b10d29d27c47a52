import { MAX_SHARED_CATEGORIES } from '../constants';
import {
  CATEGORY_DISPLAY_NAME_MAX_LENGTH,
  CATEGORY_DISPLAY_NAME_MIN_LENGTH,
  DELETE_CONFIRMATION_WORD,
  MY_VOCABULARY_MESSAGES,
} from '../limits/my-vocabulary';
import type { CategorySortField } from '../limits/vocabulary';
import { hasInvisibleCharacters, wordMixingLatinAndCyrillic } from './name-characters';

/**
 * Rules of a learner's own categories (vocabulary-management.md §4, §5): display names, rename,
 * delete confirmation, sharing and the tag editor's draft. Pure and zod-free, shared by the web
 * dialogs and the server's schemas (schemas/my-vocabulary.ts).
 */

const CONTROL_CHARACTER = /\p{Cc}/u;

/** A display name as stored: Unicode NFC, trimmed. */
export function normalizeCategoryName(name: string): string {
  return name.normalize('NFC').trim();
}

/**
 * The key that makes display names unique per owner: names a learner would call the same
 * ("Travel", " travel ", "TRAVEL", "Мои  слова" and "мои слова") give one key. NFC, trimmed, each
 * whitespace run made one space, lower-cased with toLowerCase (Unicode-aware, unlike SQLite's
 * lower()). The server stores it beside the display name under a unique index on (owner, key).
 */
export function categoryDisplayKey(name: string): string {
  return normalizeCategoryName(name).replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Null when `name` is a valid display name (1–50 characters after trimming, no line breaks or other
 * control characters, no invisible or text-direction characters outside an emoji, no word mixing
 * Latin and Cyrillic letters: rules/name-characters), else the message to show.
 */
export function categoryNameError(name: string): string | null {
  const normalized = normalizeCategoryName(name);
  if (normalized.length < CATEGORY_DISPLAY_NAME_MIN_LENGTH) return MY_VOCABULARY_MESSAGES.categoryNameEmpty;
  if (normalized.length > CATEGORY_DISPLAY_NAME_MAX_LENGTH) return MY_VOCABULARY_MESSAGES.categoryNameTooLong;
  if (CONTROL_CHARACTER.test(normalized)) return MY_VOCABULARY_MESSAGES.categoryNameControlCharacters;
  if (hasInvisibleCharacters(normalized)) return MY_VOCABULARY_MESSAGES.categoryNameInvisibleCharacters;
  const mixed = wordMixingLatinAndCyrillic(normalized);
  return mixed === null ? null : MY_VOCABULARY_MESSAGES.categoryNameMixedAlphabets(mixed);
}

/**
 * Rename: the name rules above, then 'Please enter a different name' when the trimmed new name
 * equals the current display name or name exactly (a change of case is a real rename).
 */
export function renameCategoryError(newName: string, current: { name: string; display_name: string }): string | null {
  const error = categoryNameError(newName);
  if (error !== null) return error;
  const normalized = normalizeCategoryName(newName);
  return normalized === current.display_name || normalized === current.name ? MY_VOCABULARY_MESSAGES.categoryNameSame : null;
}

/** The Delete Category button: the typed text is exactly 'delete' and no deletion is running. */
export function canConfirmCategoryDelete(typed: string, deleting = false): boolean {
  return typed === DELETE_CONFIRMATION_WORD && !deleting;
}

/** Sharing one more category is refused once the shared count has reached the maximum. */
export function canShareCategory(sharedCount: number, sharedLimit: number = MAX_SHARED_CATEGORIES): boolean {
  return sharedCount < sharedLimit;
}

/** The personal manager lists by word count where the filters say name (spec §4). */
export function personalCategorySort(sortBy: CategorySortField): CategorySortField {
  return sortBy === 'name' ? 'word_count' : sortBy;
}

/** The tag editor's Save: enabled only when the draft selection differs from the current tags (order aside). */
export function tagSelectionChanged(current: readonly number[], draft: readonly number[]): boolean {
  const before = new Set(current);
  const after = new Set(draft);
  if (before.size !== after.size) return true;
  for (const id of after) if (!before.has(id)) return true;
  return false;
}

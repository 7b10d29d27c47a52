import type { SavedUserWord, UserVocabularyResponse } from '@slovo/shared';
import type { WordRecord } from './my-vocabulary.repository';

/** A word as the write routes answer it: with its category's id and name (the key). */
export const presentSavedWord = (category: { id: number; name: string }, word: WordRecord): SavedUserWord => ({
  id: word.id,
  english: word.english,
  russian: word.russian,
  part_of_speech: word.part_of_speech,
  category_id: category.id,
  category: category.name,
});

/**
 * GET /vocabulary/user: category name → its words, categories in the order given (a category
 * without words maps to []), words in the order given.
 */
export function presentVocabularyMap(
  categories: ReadonlyArray<{ id: number; name: string }>,
  words: readonly WordRecord[],
): UserVocabularyResponse {
  const byCategory = new Map<number, UserVocabularyResponse[string]>(categories.map((category) => [category.id, []]));
  for (const word of words) {
    byCategory
      .get(word.category_id)
      ?.push({ id: word.id, english: word.english, russian: word.russian, part_of_speech: word.part_of_speech });
  }
  // fromEntries defines own properties: even a category named "__proto__" stays an ordinary key.
  return Object.fromEntries(categories.map((category) => [category.name, byCategory.get(category.id) ?? []]));
}

import type {
  BatchAddWordsResponse,
  CategorySummary,
  LightweightCategory,
  SavedUserWord,
  SkippedBatchPair,
  UserVocabularyResponse,
  VocabularyWord,
  WordSearchResult,
} from '@slovo/shared';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared';
import type { VocabularyViewer } from './category.policies';
import { canChangeCategory } from './category.policies';
import type { CategoryRecord, CategoryWordRecord } from './vocabulary.repository';
import type { WordMatchRecord } from './word-search.repository';
import type { WordRecord } from './word.repository';
import { readAnnotationColumns, readMediaColumns } from '../../db/word-annotations-column';

/**
 * The answer shapes of the vocabulary API, built in one place so every list that shows a category
 * or a word (public lists, a learner's own categories, the admin editor) shows the same fields.
 */

/**
 * A category as the lists show it, for this viewer: the edit and delete flags depend on who asks.
 * Word counts and tags come from one query for the whole list (see the service), keyed by category id.
 */
export function presentCategory(
  viewer: VocabularyViewer,
  category: CategoryRecord,
  wordCounts: ReadonlyMap<number, number>,
  tags: ReadonlyMap<number, CategorySummary['tags']>,
): CategorySummary {
  const mayChange = canChangeCategory(viewer, category);
  return {
    id: category.id,
    name: category.name,
    display_name: category.display_name,
    description: category.description,
    privacy: category.privacy,
    user_id: category.user_id,
    user: category.username === null ? null : { username: category.username },
    created_at: category.created_at,
    updated_at: category.updated_at,
    word_count: wordCounts.get(category.id) ?? 0,
    tags: tags.get(category.id) ?? [],
    is_approved_list: category.is_approved_list,
    isApprovedList: category.is_approved_list,
    can_edit: mayChange,
    can_delete: mayChange,
  };
}

/** A category as the game picker lists it. */
export const presentPickerCategory = (
  category: { id: number; name: string; display_name: string },
  wordCount: number,
): LightweightCategory => ({
  id: category.id,
  name: category.name,
  display_name: category.display_name,
  word_count: wordCount,
});

/** A word with the name of its category (words lists, learning-session batches). */
export const presentWord = (categoryName: string, row: CategoryWordRecord): VocabularyWord => ({
  id: row.id,
  english: row.english,
  russian: row.russian,
  category: categoryName,
  part_of_speech: row.part_of_speech,
  ...readAnnotationColumns(row),
});

/** A word found by the search, with its category's names. */
export const presentWordMatch = (row: WordMatchRecord): WordSearchResult => ({
  id: row.id,
  english: row.english,
  russian: row.russian,
  part_of_speech: row.part_of_speech,
  category: row.category,
  category_display_name: row.category_display_name,
  ...(row.stressed === null ? {} : { stressed: row.stressed }),
  ...readMediaColumns(row),
});

/** A word as the write routes answer it: with its category's id and name (the key). */
export const presentSavedWord = (category: { id: number; name: string }, word: WordRecord): SavedUserWord => ({
  id: word.id,
  english: word.english,
  russian: word.russian,
  part_of_speech: word.part_of_speech,
  category_id: category.id,
  category: category.name,
  ...readAnnotationColumns(word),
});

/** What adding a batch of pairs to one category did (the batch route, the text import). */
export const presentPairsAdded = ({
  category,
  words,
  skipped,
}: {
  category: { id: number; name: string };
  words: readonly WordRecord[];
  skipped: SkippedBatchPair[];
}): BatchAddWordsResponse => ({
  message: words.length > 0 ? MY_VOCABULARY_MESSAGES.wordsAdded(words.length) : MY_VOCABULARY_MESSAGES.noWordsAdded,
  added: words.length,
  words: words.map((word) => presentSavedWord(category, word)),
  skipped,
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
    byCategory.get(word.category_id)?.push({
      id: word.id,
      english: word.english,
      russian: word.russian,
      part_of_speech: word.part_of_speech,
      ...readAnnotationColumns(word),
    });
  }
  // fromEntries defines own properties: even a category named "__proto__" stays an ordinary key.
  return Object.fromEntries(categories.map((category) => [category.name, byCategory.get(category.id) ?? []]));
}

/**
 * Public surface of the vocabulary module, which owns categories and words: their reads, their
 * writes and who may do which (category.policies.ts). The learner's routes (my-vocabulary), the
 * admin's (admin-vocabulary) and the imports (import-export) call these services; every feature
 * that changes vocabulary does so inside runVocabularyWrite(), which invalidates the cache after
 * the outermost commit.
 */
// Writes: the one transaction vocabulary write repositories accept. invalidateVocabularyCache()
// alone is for the admin "clear cache" call; a write never calls it directly.
export { runVocabularyWrite } from './vocabulary-write';
export type { VocabularyWriteTransaction } from './vocabulary-write';
export { invalidateVocabularyCache } from './vocabulary-cache';

// The key part of a cached category list (cache/answer-cache.ts caches answers; this names the query).
export { categoryListQueryKey } from './category-list-key';

// Reads for other features, fresh from the database and through the caller's visibility.
export {
  countVisibleCategoriesPerTag,
  filterVisible,
  withClassCategories,
  findVisibleCategoryById,
  findVisibleCategoryByName,
  findWordsOfCategory,
  getCategoryWordsForUser,
  listWordIdsOfCategory,
} from './category-lookup.service';
export type { VisibleCategory } from './category-lookup.service';

// Building blocks for other lists of categories (the tags' list of categories, the tests).
export { listCategoriesMatching } from './vocabulary.service';
export type { CategoryListFilter } from './vocabulary.service';

// A learner's own vocabulary, and the writes of categories and words (a learner's on their own
// categories, an admin's on any).
export { getOwnVocabulary, listOwnCategories } from './own-vocabulary.service';
export { createOwnCategory, deleteCategory, renameCategory, setCategoryPrivacy } from './category.service';
export { addJudgedWords, addWord, addWordBatch, deleteWord, editWord } from './word.service';

// What only the admin vocabulary editor does (system categories, approval, the cache) and its word writes.
export {
  addAdminWord,
  clearVocabularyCache,
  createAdminCategory,
  deleteAdminCategory,
  deleteAdminWord,
  editAdminWord,
  renameAdminCategory,
  setAdminCategoryApproval,
} from './admin-editor.service';

// For the Anki imports, inside one runVocabularyWrite: the caller's category of a deck's name, its new words.
export { lockOwnVocabulary, ownCategoryNamed } from './category.service';
export { addJudgedPairs } from './word.service';
// For a word's picture and sound (the media module): the word with its category, under a write.
export { findWordWithCategory } from './word.repository';
// For the JSON import's system categories: the lock system category creations and renames take.
export { lockSystemCategoryNames } from './category.repository';
// New words' missing facts from the open dictionaries, before the JSON import inserts them.
export { suggestedAnnotationBatches } from './word-suggestions';

// Who may see and change a category; inViewerClass is the rule's class part as SQL (issue 35).
export { inViewerClass } from './vocabulary.repository';
export { canChangeCategory, canViewCategory, viewerCacheKey } from './category.policies';
export type { VocabularyViewer } from './category.policies';

// How a word's annotations are stored, for the features that read words (reviews, exports).
export {
  ANNOTATION_COLUMN_NAMES,
  annotationColumns,
  readAnnotationColumns,
  readMediaColumns,
  readWordFacts,
} from '../../db/word-annotations-column';
export type { AnnotationColumns } from '../../db/word-annotations-column';

/**
 * Public surface of the vocabulary feature. Other features read categories and words through
 * these, and every feature that changes vocabulary does so inside runVocabularyWrite(), which
 * invalidates the cache after the outermost commit.
 */
export { vocabularyRoutes } from './vocabulary.routes';

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
  findVisibleCategoryById,
  findVisibleCategoryByName,
  findWordsOfCategory,
  getCategoryWordsForUser,
  listWordIdsOfCategory,
} from './category-lookup.service';
export type { VisibleCategory } from './category-lookup.service';

// Building blocks for other lists of categories (a learner's own, the admin editor's).
export { listCategoriesMatching } from './vocabulary.service';
export type { CategoryListFilter, CategoryPageQuery } from './vocabulary.service';
export { presentCategory, presentWord } from './vocabulary.presenter';
export type { CategoryRecord } from './vocabulary.repository';

// Who may see and change a category.
export { canChangeCategory, canViewCategory, viewerCacheKey } from './visibility';
export type { CategoryAccessFields, VocabularyViewer } from './visibility';

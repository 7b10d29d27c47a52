/**
 * Public surface of the vocabulary feature. Other features read categories and words through
 * these, and every feature that changes vocabulary does so inside runVocabularyWrite(), which
 * invalidates the cache after the outermost commit.
 */
export { vocabularyRoutes } from './vocabulary.routes';
export { invalidateVocabularyCache } from './vocabulary-cache';
export { runVocabularyWrite } from './vocabulary-write';
export type { VocabularyWriteTransaction } from './vocabulary-write';
export { findVisibleCategoryByName, getCategoryWordsForUser } from './vocabulary.service';
export type { VisibleCategory } from './vocabulary.service';
export { canChangeCategory, canViewCategory } from './visibility';
export type { VocabularyViewer } from './visibility';

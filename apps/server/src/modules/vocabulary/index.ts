/**
 * Public surface of the vocabulary feature. Other features read categories and words through
 * these, and every feature that changes vocabulary calls invalidateVocabularyCache() after its
 * write commits.
 */
export { vocabularyRoutes } from './vocabulary.routes';
export { invalidateVocabularyCache } from './vocabulary-cache';
export { findVisibleCategoryByName, getCategoryWordsForUser } from './vocabulary.service';
export type { VisibleCategory } from './vocabulary.service';
export { canChangeCategory, canViewCategory } from './visibility';
export type { VocabularyViewer } from './visibility';

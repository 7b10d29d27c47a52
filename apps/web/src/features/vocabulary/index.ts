/** The vocabulary feature's public interface; other features import only from here. */
export { VocabularyDataLoader } from './vocabulary-data-loader';
export { PreviewBanner } from './preview-banner';
export { useCategoryOptions, loadCategoryWords, useCategoryWordsLoader } from './category-options';
export { useVocabularyMode, useVocabularyIdentity } from './vocabulary-mode';
export { vocabularyKeys } from './api/query-keys';
export { categoryWordsQuery } from './api/get-category-words';
export { categoryListQuery, categoryPagesQuery, categoryPageShape, getCategoryList } from './api/get-category-list';
export { invalidateVocabularyQueries } from './api/invalidate-vocabulary';

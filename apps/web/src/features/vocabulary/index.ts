/** The vocabulary feature's public interface; other features import only from here. */
export { VocabularyDataLoader } from './vocabulary-data-loader';
export { PreviewBanner } from './preview-banner';
export {
  useCategoryOptions,
  loadCategoryWords,
  useCategoryWordsLoader,
  type CategoryOption,
  type CategoryOptionsResult,
} from './category-options';
export { useVocabularyMode, useVocabularyIdentity } from './vocabulary-mode';
export type { VocabularyMode } from './vocabulary-store';
export { vocabularyKeys } from './api/query-keys';
export { lightweightCategoriesQuery, type LightweightCategoryItem } from './api/get-lightweight-categories';
export { categoryWordsQuery } from './api/get-category-words';
export { categoryListQuery, categoryPagesQuery, categoryPageShape, getCategoryList } from './api/get-category-list';
export { invalidateVocabularyQueries } from './api/invalidate-vocabulary';
export { SAMPLE_CATEGORIES, type SampleCategory, type SampleWord } from './sample-data';
export { VOCABULARY_LOAD_FAILED, VOCABULARY_TEXT } from './vocabulary.i18n';

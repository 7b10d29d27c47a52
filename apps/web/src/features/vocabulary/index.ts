/** The vocabulary feature's public interface; other features import only from here. */
export { VocabularyDataLoader } from './vocabulary-data-loader';
export { PreviewBanner } from './preview-banner';
export { useCategoryOptions, loadCategoryWords, type CategoryOption, type CategoryOptionsResult } from './category-options';
export { useVocabularyMode } from './vocabulary-mode';
export type { VocabularyMode } from './vocabulary-store';
export {
  invalidateVocabularyQueries,
  categoryListQuery,
  categoryWordsQuery,
  lightweightCategoriesQuery,
} from './vocabulary-queries';
export { vocabularyKeys } from './query-keys';
export { SAMPLE_CATEGORIES, type SampleCategory, type SampleWord } from './sample-data';
export { VOCABULARY_LOAD_FAILED } from './vocabulary-messages';

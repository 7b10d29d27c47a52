/** The personal vocabulary manager's public interface (/my-vocabulary); other features import only from here. */
export { MyVocabularyPage } from './components/my-vocabulary-page';
// The manager's lists, which the vocabulary editor's word writes invalidate (its tests check it).
export { myVocabularyKeys } from './api/query-keys';

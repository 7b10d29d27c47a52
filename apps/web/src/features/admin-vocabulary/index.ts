/** The admin vocabulary editor's public interface (/admin/vocabulary); other features import only from here. */
export { AdminVocabularyPage } from './components/admin-vocabulary-page';

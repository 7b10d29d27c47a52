/** Public surface of the admin vocabulary editor's module: its routes (the vocabulary module does the work). */
export { adminVocabularyWriteRoutes, vocabularyEditorToolRoutes } from './admin-vocabulary.routes';

/** Public surface of the admin vocabulary editor's module: its routes. */
export { adminVocabularyWriteRoutes, vocabularyEditorToolRoutes } from './admin-vocabulary.routes';

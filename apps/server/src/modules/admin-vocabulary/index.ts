/** Public surface of the admin vocabulary editor's module: its routes. */
export { adminVocabularyRoutes, vocabularyAdminRoutes } from './admin-vocabulary.routes';

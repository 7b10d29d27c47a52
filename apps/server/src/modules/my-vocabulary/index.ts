/** Public surface of the personal vocabulary manager (a learner's own categories and words). */
export { myVocabularyRoutes } from './my-vocabulary.routes';

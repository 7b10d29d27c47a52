/** Public surface of the personal vocabulary manager: its routes (the vocabulary module does the work). */
export { myVocabularyRoutes } from './my-vocabulary.routes';

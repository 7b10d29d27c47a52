/** Public surface of the personal vocabulary manager (a learner's own categories and words). */
export { myVocabularyRoutes } from './my-vocabulary.routes';

// The same rules for the admin vocabulary editor: an admin may change every category, so these
// act on any category when an admin calls them (createCategory also makes system categories).
export { addMyWord, createCategory, deleteMyCategory, deleteMyWord, editMyWord, renameMyCategory } from './my-vocabulary.service';
export type { NewCategorySpec } from './my-vocabulary.service';

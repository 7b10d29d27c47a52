/**
 * What both vocabulary editors share (/my-vocabulary and /admin/vocabulary): the words column, the
 * word dialogs and the category dialogs, and the word writes behind them. Other features import
 * only from here.
 */
export type { EditedCategory } from './edited-category';
export { WordsColumn } from './components/words-column';
export { WordDialogs, type WordDialog } from './components/word-dialogs';
export { DeleteCategoryDialog } from './components/delete-category-dialog';
export { CreateCategoryDialog } from './components/create-category-dialog';
export { RenameCategoryDialog } from './components/rename-category-dialog';
// The word dialogs on their own, for the component showcase (/components).
export { AddWordsDialog, type AddWordsCategory, type AddWordsDialogProps } from './components/add-words/add-words-dialog';
export { EditWordDialog, type EditableWord, type WordDialogProps } from './components/edit-word-dialog';
export { DeleteWordDialog } from './components/delete-word-dialog';
export { SuccessDialog, type SuccessDialogProps } from './components/success-dialog';
export { BATCH_RESULT, addedWordsMessage } from './api/add-words';
export { errorMessage, writeFailureReason } from './api/failure-reason';
// The imports (features/vocabulary-files) write words too.
export { invalidateAfterWordWrite } from './api/invalidate-after-word-write';
export type { WordWriteScope } from './api/word-routes';

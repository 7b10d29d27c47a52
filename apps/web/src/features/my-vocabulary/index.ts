/** The personal vocabulary manager's public interface (/my-vocabulary); other features import only from here. */
export { MyVocabularyPage } from './components/my-vocabulary-page';
// The word dialogs, for the component showcase (/components).
export { AddWordsDialog, type AddWordsCategory, type AddWordsDialogProps } from './components/add-words-dialog';
export { EditWordDialog, type EditableWord, type WordDialogProps } from './components/edit-word-dialog';
export { DeleteWordDialog } from './components/delete-word-dialog';
export { SuccessDialog, type SuccessDialogProps } from './components/success-dialog';
export { addedWordsMessage } from './api/add-words';
// The admin vocabulary editor reuses the workspace's words column and dialogs.
export { WordsColumn } from './components/words-column';
export { WordDialogs, type WordDialog } from './components/word-dialogs';
export { DeleteCategoryDialog } from './components/delete-category-dialog';
export { RenameCategoryDialog } from './components/rename-category-dialog';
export type { WordWriteScope } from './api/word-routes';

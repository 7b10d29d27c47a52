/**
 * What both vocabulary editors share (/my-vocabulary and /admin/vocabulary): the words column, the
 * word dialogs and the category dialogs, the word writes behind them, and useCategoryEditorActions,
 * which holds the category writes, their dialogs and toasts. Other features import only from here.
 */
export type { EditedCategory } from './edited-category';
export { useCategoryEditorActions, type CategoryEditor, type CategoryEditorApi } from './use-category-editor-actions';
export { useTagOptions } from './use-tag-options';
export { EditorDialogs } from './components/editor-dialogs';
export { EditorWorkspace } from './components/editor-workspace';
export { EditorCategories, type CategoryListView } from './components/editor-categories';
export { CreateCategoryDialog } from './components/create-category-dialog';
// The word dialogs on their own, for the component showcase (/components).
export { AddWordsDialog } from './components/add-words/add-words-dialog';
export { EditWordDialog } from './components/edit-word-dialog';
export { DeleteWordDialog } from './components/delete-word-dialog';
export { SuccessDialog } from './components/success-dialog';
export { BATCH_RESULT, addedWordsMessage } from './api/add-words';
export { errorMessage, writeFailureReason } from './api/failure-reason';
// The imports (features/vocabulary-files) write words too.
export { invalidateAfterWordWrite } from './api/invalidate-after-word-write';

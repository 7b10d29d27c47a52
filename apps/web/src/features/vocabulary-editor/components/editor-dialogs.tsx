import type { ComponentType, ReactNode } from 'react';
import { categoryTitle } from '@/components/category-browser';
import { TagEditorDialog } from '@/features/tags';
import type { WordWriteScope } from '../api/word-routes';
import type { EditedCategory } from '../edited-category';
import type { CategoryEditor, WriteState } from '../use-category-editor-actions';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { RenameCategoryDialog } from './rename-category-dialog';
import { WordDialogs, type ImportWordsDialogProps } from './word-dialogs';

/** What an editor's own Create dialog is given. */
export interface CreateDialogProps<N> extends WriteState {
  onSubmit: (category: N) => void;
  onCancel: () => void;
}

interface EditorDialogsProps<S extends EditedCategory, N extends { name: string }, X extends { kind: string }> {
  editor: CategoryEditor<S, N, X>;
  /** Whose routes the word edits go through: the owner's (My Vocabulary) or the admin editor's. */
  scope: WordWriteScope;
  /** The editor's Create dialog: its own title, and the admin's type and approval fields. */
  renderCreate: (props: CreateDialogProps<N>) => ReactNode;
  ImportWordsDialog: ComponentType<ImportWordsDialogProps>;
}

/**
 * The category and word dialogs of both editors, wired to useCategoryEditorActions; the editor's
 * own dialogs (import, .apkg) are left to its page.
 */
export function EditorDialogs<S extends EditedCategory, N extends { name: string }, X extends { kind: string }>({
  editor,
  scope,
  renderCreate,
  ImportWordsDialog,
}: EditorDialogsProps<S, N, X>) {
  const { dialog } = editor;
  // An editor's own dialogs have kinds of their own: only these three carry a category.
  const categoryIn = (kind: 'rename' | 'delete' | 'tags') =>
    dialog?.kind === kind ? (dialog as { category: S }).category : null;
  const renamed = categoryIn('rename');
  const deleted = categoryIn('delete');
  return (
    <>
      {dialog?.kind === 'create' && renderCreate({ ...editor.creation, onSubmit: editor.submitCreate, onCancel: editor.cancel })}
      {renamed && (
        <RenameCategoryDialog
          category={renamed}
          {...editor.renaming}
          onSubmit={(value) => editor.submitRename(renamed, value)}
          onCancel={editor.cancel}
        />
      )}
      {deleted && (
        <DeleteCategoryDialog
          title={categoryTitle(deleted)}
          wordCount={deleted.word_count}
          {...editor.deletion}
          onConfirm={() => editor.confirmDelete(deleted)}
          onCancel={editor.cancel}
        />
      )}
      <TagEditorDialog category={categoryIn('tags')} onClose={editor.cancel} />
      <WordDialogs
        dialog={dialog}
        scope={scope}
        onOpen={editor.open}
        onClose={editor.closeToWords}
        ImportWordsDialog={ImportWordsDialog}
      />
    </>
  );
}

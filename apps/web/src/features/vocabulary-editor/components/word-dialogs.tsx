import { Suspense, type ComponentType } from 'react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { addedWordsMessage } from '../api/add-words';
import type { ManagedWord } from '../api/get-category-words';
import type { WordWriteScope } from '../api/word-routes';
import { AddWordsDialog, type AddWordsCategory } from './add-words/add-words-dialog';
import { DeleteWordDialog } from './delete-word-dialog';
import { EditWordDialog } from './edit-word-dialog';
import { SuccessDialog } from './success-dialog';

/** What the Import words dialog is given (each page passes it in with its import code): Add Word hands its text over. */
export interface ImportWordsDialogProps {
  category: AddWordsCategory;
  /** Text to start with (pasted into Add Word and handed over). */
  initialText?: string;
  onClose: () => void;
  onImported: (result: BatchAddWordsResponse) => void;
}

/** The word dialogs a vocabulary page can have open: Add Word, Import, their Success!, Edit Word, Delete Word. */
export type WordDialog =
  | { kind: 'add-words'; category: AddWordsCategory }
  | { kind: 'import-words'; category: AddWordsCategory; text?: string }
  | { kind: 'edit-word'; word: ManagedWord; categoryName: string }
  | { kind: 'delete-word'; word: ManagedWord; categoryName: string }
  | { kind: 'success'; message: string };

interface WordDialogsProps {
  /** The page's open dialog; the ones that are not word dialogs are left to the page. */
  dialog: { kind: string } | null;
  /** Whose routes the edits go through: the owner's (My Vocabulary) or the admin editor's. */
  scope: WordWriteScope;
  /** Opens another dialog (Add Word hands over to Import or Success!). */
  onOpen: (dialog: WordDialog) => void;
  /** A word dialog closed (done or cancelled); the page puts the focus back. */
  onClose: () => void;
  /** The Import words dialog, loaded on first use (it brings the parsers of every text format). */
  ImportWordsDialog: ComponentType<ImportWordsDialogProps>;
}

const isWordDialog = (dialog: { kind: string } | null): dialog is WordDialog =>
  dialog !== null && ['add-words', 'import-words', 'edit-word', 'delete-word', 'success'].includes(dialog.kind);

/**
 * The word dialogs of both vocabulary editors, wired the same way: words added show the success
 * text as a toast and in 'Success!' (spec §4); edits and deletions close with their own toast.
 */
export function WordDialogs({ dialog: open, scope, onOpen, onClose, ImportWordsDialog }: WordDialogsProps) {
  const dialog = isWordDialog(open) ? open : null;
  const added = (result: BatchAddWordsResponse) => {
    // 'N words added successfully!' / 'Word added successfully!' (and what was skipped).
    const message = addedWordsMessage(result);
    toast.success(message);
    onOpen({ kind: 'success', message });
  };
  return (
    <>
      <AddWordsDialog
        open={dialog?.kind === 'add-words'}
        category={dialog?.kind === 'add-words' ? dialog.category : null}
        scope={scope}
        onClose={onClose}
        onAdded={added}
        onImport={(category, text) => onOpen({ kind: 'import-words', category, text })}
      />
      {dialog?.kind === 'import-words' && (
        <Suspense fallback={null}>
          <ImportWordsDialog category={dialog.category} initialText={dialog.text} onClose={onClose} onImported={added} />
        </Suspense>
      )}
      <EditWordDialog
        word={dialog?.kind === 'edit-word' ? dialog.word : null}
        categoryName={dialog?.kind === 'edit-word' ? dialog.categoryName : ''}
        scope={scope}
        onClose={onClose}
      />
      <DeleteWordDialog
        word={dialog?.kind === 'delete-word' ? dialog.word : null}
        categoryName={dialog?.kind === 'delete-word' ? dialog.categoryName : ''}
        scope={scope}
        onClose={onClose}
      />
      <SuccessDialog
        open={dialog?.kind === 'success'}
        message={dialog?.kind === 'success' ? dialog.message : ''}
        onContinue={onClose}
      />
    </>
  );
}

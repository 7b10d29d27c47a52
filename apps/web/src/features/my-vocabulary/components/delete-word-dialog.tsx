import { useState } from 'react';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/failure-reason';
import { useDeleteWordMutation } from '../api/delete-word';
import type { EditableWord, WordDialogProps } from './edit-word-dialog';
import '@/components/ui/form-field.css';
import './delete-word-dialog.css';

/** Delete Word: names the pair and its category; 'Delete Permanently' removes it. Cancel has the focus. */
export function DeleteWordDialog({ word, ...props }: WordDialogProps) {
  if (!word) return null;
  return <DeleteWordConfirm key={word.id} word={word} {...props} />;
}

function DeleteWordConfirm({ word, categoryName, scope = 'user', onClose }: WordDialogProps & { word: EditableWord }) {
  const mutation = useDeleteWordMutation();
  const [error, setError] = useState<string | null>(null);
  const pending = mutation.isPending;

  const close = () => {
    if (!pending) onClose();
  };

  const confirm = () => {
    if (pending) return;
    setError(null);
    mutation.mutate(
      { id: word.id, scope },
      {
        onSuccess: () => {
          toast.success(MY_VOCABULARY_MESSAGES.wordDeleted);
          onClose();
        },
        onError: (failure) => {
          const reason = errorMessage(failure);
          setError(reason ? `${MY_VOCABULARY_MESSAGES.deleteWordFailed}: ${reason}` : MY_VOCABULARY_MESSAGES.deleteWordFailed);
        },
      },
    );
  };

  return (
    <Modal open title="Delete Word" onClose={close}>
      <div className="delete-word">
        <p>
          Delete{' '}
          <strong className="delete-word__pair">
            <span lang="en">{word.english}</span> — <span lang="ru">{word.russian}</span>
          </strong>{' '}
          from “{categoryName}”?
        </p>
        <p className="delete-word__note">This cannot be undone.</p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <DialogActions
        confirmLabel="Delete Permanently"
        pendingLabel="Deleting…"
        pending={pending}
        variant="danger"
        onConfirm={confirm}
        onCancel={close}
        autoFocusCancel
      />
    </Modal>
  );
}

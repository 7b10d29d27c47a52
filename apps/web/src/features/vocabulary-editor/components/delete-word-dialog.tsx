import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
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
  const t = useMessages(EDITOR_TEXT);
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
          toast.success(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).wordDeleted);
          onClose();
        },
        onError: (failure) => {
          const failed = messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).deleteWordFailed;
          const reason = errorMessage(failure);
          setError(reason ? messagesNow(EDITOR_TEXT).withReason(failed, reason) : failed);
        },
      },
    );
  };

  return (
    <Modal open title={t.deleteWordTitle} onClose={close}>
      <div className="delete-word">
        <p>
          {t.deleteWordBefore}{' '}
          <strong className="delete-word__pair">
            <span lang="en">{word.english}</span> — <span lang="ru">{word.russian}</span>
          </strong>{' '}
          {t.deleteWordAfter(categoryName)}
        </p>
        <p className="delete-word__note">{t.cannotBeUndone}</p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <DialogActions
        confirmLabel={t.deletePermanently}
        pendingLabel={t.deleting}
        cancelLabel={t.cancel}
        pending={pending}
        variant="danger"
        onConfirm={confirm}
        onCancel={close}
        autoFocusCancel
      />
    </Modal>
  );
}

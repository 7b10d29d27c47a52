import { useId, useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION_WORD, canConfirmCategoryDelete } from '@slovo/shared';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
import '@/components/ui/form-field.css';

interface DeleteCategoryDialogProps {
  /** The category's display name and word count, for the warning. */
  title: string;
  wordCount: number;
  /** A deletion is running: the button stays disabled and the dialog stays open. */
  pending: boolean;
  /** 'Failed to delete category: {reason}', shown until the next attempt. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Delete Category (spec §4, §5): the button is enabled only while the typed text is exactly
 * 'delete' and no deletion runs. Mounted per opening, so the text starts empty each time.
 */
export function DeleteCategoryDialog({ title, wordCount, pending, error, onConfirm, onCancel }: DeleteCategoryDialogProps) {
  const TEXT = useMessages(EDITOR_TEXT);
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const canConfirm = canConfirmCategoryDelete(typed, pending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onConfirm();
  };
  const cancel = () => {
    if (!pending) onCancel();
  };

  return (
    <Modal open title={TEXT.deleteTitle} description={TEXT.deleteWarning(title, wordCount)} onClose={cancel}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {TEXT.deleteLabelBefore} <strong lang="en">{DELETE_CONFIRMATION_WORD}</strong> {TEXT.deleteLabelAfter}
          </label>
          <input
            id={inputId}
            className="field__input"
            value={typed}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            data-autofocus
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <DialogActions
          confirmLabel={TEXT.deleteSubmit}
          pending={pending}
          canConfirm={canConfirm}
          variant="danger"
          onCancel={cancel}
          cancelLabel={TEXT.cancel}
        />
      </form>
    </Modal>
  );
}

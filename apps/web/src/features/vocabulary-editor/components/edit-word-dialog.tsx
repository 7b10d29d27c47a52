import { useId, useState, type FormEvent } from 'react';
import { canSaveWordEdit, cleanWord, wordEditError, type WordPair } from '@slovo/shared/rules/word-rules';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { localizeServerText, messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
import { errorMessage } from '../api/failure-reason';
import { useEditWordMutation } from '../api/edit-word';
import type { WordWriteScope } from '../api/word-routes';
import '@/components/ui/form-field.css';
import './edit-word-dialog.css';

export interface EditableWord extends WordPair {
  id: number;
}

export interface WordDialogProps {
  /** The word to act on; null keeps the dialog closed. */
  word: EditableWord | null;
  categoryName: string;
  /** Which routes the write goes through: the owner's (default) or the admin editor's. */
  scope?: WordWriteScope;
  onClose: () => void;
}

/**
 * Edit Word (vocabulary-management.md §5): both sides prefilled and required, Save disabled while
 * either is blank, Enter saves, Escape cancels. A failure stays in the dialog with the server's reason.
 */
export function EditWordDialog({ word, ...props }: WordDialogProps) {
  if (!word) return null;
  // Keyed by the word: opening another word starts from its own texts.
  return <EditWordForm key={word.id} word={word} {...props} />;
}

function EditWordForm({ word, categoryName, scope = 'user', onClose }: WordDialogProps & { word: EditableWord }) {
  const baseId = useId();
  const t = useMessages(EDITOR_TEXT);
  const mutation = useEditWordMutation();
  const [draft, setDraft] = useState<WordPair>({ english: word.english, russian: word.russian });
  const [error, setError] = useState<string | null>(null);
  const pending = mutation.isPending;
  const canSave = canSaveWordEdit(draft) && !pending;
  const errorId = `${baseId}-error`;

  const close = () => {
    if (!pending) onClose();
  };

  const change = (side: keyof WordPair, value: string) => {
    setDraft((current) => ({ ...current, [side]: value }));
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const problem = wordEditError(draft);
    if (problem !== null) {
      setError(localizeServerText(problem));
      return;
    }
    mutation.mutate(
      { id: word.id, english: cleanWord(draft.english), russian: cleanWord(draft.russian), scope },
      {
        onSuccess: () => {
          toast.success(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).wordUpdated);
          onClose();
        },
        onError: (failure) => {
          const failed = messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).editWordFailed;
          const reason = errorMessage(failure);
          setError(reason ? messagesNow(EDITOR_TEXT).withReason(failed, reason) : failed);
        },
      },
    );
  };

  return (
    <Modal open title={t.editWordTitle} description={t.inCategory(categoryName)} onClose={close}>
      <form className="edit-word" onSubmit={submit} noValidate aria-busy={pending || undefined}>
        {(['english', 'russian'] as const).map((side) => {
          const id = `${baseId}-${side}`;
          return (
            <div className="field" key={side}>
              <label className="field__label" htmlFor={id}>
                {side === 'english' ? t.english : t.russian}
              </label>
              <input
                id={id}
                className="field__input"
                value={draft[side]}
                lang={side === 'english' ? 'en' : 'ru'}
                autoComplete="off"
                spellCheck={false}
                required
                data-autofocus={side === 'english' ? true : undefined}
                aria-invalid={draft[side].trim() === '' || error !== null || undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => change(side, event.target.value)}
              />
            </div>
          );
        })}
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
        <DialogActions
          confirmLabel={t.save}
          pendingLabel={t.saving}
          cancelLabel={t.cancel}
          pending={pending}
          canConfirm={canSave}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}

import { useId, useRef } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { RussianInputBar, useOnScreenKeyboard, useRussianFields } from '@/features/russian-input';
import { useMessages } from '@/i18n';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
import type { WordWriteScope } from '../api/word-routes';
import { DetailsSection } from './details/details-section';
import { WordDetailsFields } from './details/word-details-fields';
import { WordMediaSection } from './media/word-media-section';
import { useEditWordForm, type EditableWord } from './use-edit-word-form';
import '@/components/ui/form-field.css';
import './edit-word-dialog.css';

export type { EditableWord };

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
 * either is blank, Enter saves, Escape cancels. Under them the word's Details (issue 32), open:
 * its stress, grammar, forms and pronunciation, each with where it came from. A failure stays in
 * the dialog with the server's reason, shown next to the detail it is about.
 */
export function EditWordDialog({ word, ...props }: WordDialogProps) {
  if (!word) return null;
  // Keyed by the word: opening another word starts from its own texts.
  return <EditWordForm key={word.id} word={word} {...props} />;
}

function EditWordForm({ word, categoryName, scope = 'user', onClose }: WordDialogProps & { word: EditableWord }) {
  const baseId = useId();
  const t = useMessages(EDITOR_TEXT);
  const form = useEditWordForm({ word, scope, onClose });
  const { sides, error, pending } = form;
  const errorId = `${baseId}-error`;
  // The Russian keyboard and phonetic typing for the Russian side (issue 33 §5).
  const formRef = useRef<HTMLFormElement>(null);
  const keyboard = useOnScreenKeyboard();
  const keyboardTarget = useRussianFields(formRef, { hideSystemKeyboard: keyboard.hidesSystemKeyboard });

  return (
    <Modal
      open
      title={t.editWordTitle}
      description={t.inCategory(categoryName)}
      onClose={form.close}
      className="edit-word-dialog"
    >
      <form
        ref={formRef}
        className="edit-word"
        onSubmit={form.submit}
        onPaste={form.onPaste}
        noValidate
        aria-busy={pending || undefined}
      >
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
                value={sides[side]}
                lang={side === 'english' ? 'en' : 'ru'}
                autoComplete="off"
                spellCheck={false}
                required
                data-autofocus={side === 'english' ? true : undefined}
                aria-invalid={sides[side].trim() === '' || (error !== null && form.fieldErrors.length === 0) || undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => form.changeSide(side, event.target.value)}
              />
              {side === 'russian' && (
                <RussianInputBar target={keyboardTarget} keyboard={keyboard} className="edit-word__russian-input" />
              )}
            </div>
          );
        })}
        <WordMediaSection media={form.media} />
        <DetailsSection open={form.detailsOpen} onOpenChange={form.setDetailsOpen}>
          <WordDetailsFields
            draft={form.details}
            onChange={form.changeDetails}
            russian={sides.russian}
            original={word}
            errors={form.fieldErrors}
          />
        </DetailsSection>
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
          canConfirm={form.canSave}
          onCancel={form.close}
        />
      </form>
    </Modal>
  );
}

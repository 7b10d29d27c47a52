import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { DialogActions } from './dialog-actions';
import { Modal } from './modal';
import { UI_TEXT } from './ui.i18n';
import './form-field.css';

/** Returns an error message for an invalid (already trimmed) value, or null when it is fine. */
export type TextValidator = (value: string) => string | null;

interface TextPromptDialogProps {
  open: boolean;
  title: string;
  label: string;
  description?: string;
  hint?: string;
  initialValue?: string;
  placeholder?: string;
  submitLabel?: string;
  validate?: TextValidator;
  /** Shown for a blank value; 'This field is required' by default. */
  emptyMessage?: string;
  /**
   * The submitted value is being saved: a second submit is refused, the buttons are disabled and
   * the dialog stays open (Escape and the backdrop do nothing) until the caller settles it.
   */
  pending?: boolean;
  /** An error from outside the dialog (the server's answer), shown under the field. */
  error?: string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
  /** More fields after the text (the admin's Create New Category: its type and approval); the caller keeps their state. */
  children?: ReactNode;
}

/** Asks for one line of text. Required trimmed value, optional custom rule, Enter submits, Escape cancels (spec §5). */
export function TextPromptDialog(props: TextPromptDialogProps) {
  const t = useMessages(UI_TEXT);
  const MESSAGES = useMessages(SHARED_TEXT.MESSAGES);
  const {
    open,
    title,
    label,
    description,
    hint,
    initialValue = '',
    placeholder,
    submitLabel = t.ok,
    validate,
    emptyMessage = MESSAGES.fieldRequired,
    pending = false,
    error: outsideError = null,
    onSubmit,
    onCancel,
    children,
  } = props;
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  // Each opening starts from the initial value with no stale error.
  useEffect(() => {
    if (open) {
      setValue(initialValue);
      setError(null);
    }
  }, [open, initialValue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = value.trim();
    const problem = trimmed === '' ? emptyMessage : (validate?.(trimmed) ?? null);
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(trimmed);
  };

  const shownError = error ?? outsideError;
  const describedBy = [hint && hintId, shownError && errorId].filter(Boolean).join(' ') || undefined;
  const cancel = () => {
    if (!pending) onCancel();
  };

  return (
    <Modal open={open} title={title} description={description} onClose={cancel}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {label}
          </label>
          <input
            id={inputId}
            className="field__input"
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            data-autofocus
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
          />
          {hint && (
            <p id={hintId} className="field__hint">
              {hint}
            </p>
          )}
          {shownError && (
            <p id={errorId} className="field__error" role="alert">
              {shownError}
            </p>
          )}
        </div>
        {children}
        <DialogActions confirmLabel={submitLabel} pending={pending} onCancel={cancel} />
      </form>
    </Modal>
  );
}

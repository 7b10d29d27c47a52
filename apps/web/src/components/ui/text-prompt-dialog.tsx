import { useEffect, useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@slovo/shared';
import { Button } from './button';
import { Modal } from './modal';
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
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** Asks for one line of text. Required trimmed value, optional custom rule, Enter submits, Escape cancels (spec §5). */
export function TextPromptDialog(props: TextPromptDialogProps) {
  const {
    open,
    title,
    label,
    description,
    hint,
    initialValue = '',
    placeholder,
    submitLabel = 'OK',
    validate,
    onSubmit,
    onCancel,
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
    const trimmed = value.trim();
    const problem = trimmed === '' ? MESSAGES.fieldRequired : (validate?.(trimmed) ?? null);
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(trimmed);
  };

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Modal open={open} title={title} description={description} onClose={onCancel}>
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
            aria-invalid={error ? true : undefined}
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
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="modal__footer">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

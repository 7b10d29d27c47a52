import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import '@/components/ui/form-field.css';

interface InlineFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, in the interface language; null when there is none. */
  error: string | null;
  /** Shown for a blank value instead of sending it. */
  emptyMessage: string;
  maxLength?: number;
  autoComplete?: string;
  spellCheck?: boolean;
  /** Sends the trimmed value; `clear` empties the field (after a success). */
  onSubmit: (value: string, clear: () => void) => void;
  /** A new value typed after a refusal: the caller forgets its error. */
  onEdit?: () => void;
}

/** One field and its button on one line (it wraps on a phone): create a class, join one, add a co-teacher. */
export function InlineForm(props: InlineFormProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [blank, setBlank] = useState(false);
  const error = blank ? props.emptyMessage : props.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.pending) return;
    const trimmed = value.trim();
    if (trimmed === '') {
      setBlank(true);
      return;
    }
    props.onSubmit(trimmed, () => setValue(''));
  };

  const describedBy = [props.hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <form className="classes__form" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {props.label}
        </label>
        {props.hint && (
          <p id={hintId} className="field__hint">
            {props.hint}
          </p>
        )}
        <div className="classes__form-row">
          <input
            id={inputId}
            className="field__input"
            value={value}
            maxLength={props.maxLength}
            autoComplete={props.autoComplete ?? 'off'}
            spellCheck={props.spellCheck}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setValue(event.target.value);
              setBlank(false);
              props.onEdit?.();
            }}
          />
          <Button type="submit" variant="primary" disabled={props.pending} aria-busy={props.pending || undefined}>
            {props.pending && <Spinner size="sm" />}
            {props.pending ? props.pendingLabel : props.submitLabel}
          </Button>
        </div>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

import { useId } from 'react';
import { useMessages } from '@/i18n';
import { CLASSES_TEXT } from '../classes.i18n';
import { localToday } from './use-assignment-text';

/** An assignment's due date: today or later, in the browser's own days (the Assign and Change due date dialogs). */
export function DueDateField({
  value,
  onChange,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const TEXT = useMessages(CLASSES_TEXT);
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {TEXT.dueDate}
      </label>
      <input
        id={id}
        type="date"
        className="field__input"
        min={localToday()}
        value={value}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

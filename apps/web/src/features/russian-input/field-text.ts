/** An input or textarea whose text the keyboard and phonetic typing change. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Replaces a field's text as typing would and puts the caret at `caret`, so a React-controlled
 * field hears it in its onChange exactly as if the keys had been typed. React notes every value
 * set through the element and fires onChange only for a value it did not note: the new text goes
 * through the element type's own setter, and an `input` event follows. The unchanged text goes
 * through the element first, so anything else watching its value (a test's typing tool) sees a
 * change coming rather than a value that moved behind its back.
 */
export function writeField(field: TextField, text: string, caret: number): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const unchanged = field.value;
  field.value = unchanged;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.setSelectionRange(caret, caret);
}

/** Whether the field takes typing now, and has room for `text` (its maxlength). */
export function canWrite(field: TextField, text: string): boolean {
  return !field.readOnly && !field.disabled && (field.maxLength < 0 || text.length <= field.maxLength);
}

const selectionOf = (field: TextField) => {
  const start = field.selectionStart ?? field.value.length;
  return { start, end: field.selectionEnd ?? start };
};

/** Types `text` at the caret, over the selection if there is one. */
export function insertIntoField(field: TextField, text: string): void {
  const { start, end } = selectionOf(field);
  const value = field.value.slice(0, start) + text + field.value.slice(end);
  if (canWrite(field, value)) writeField(field, value, start + text.length);
}

/** Backspace: the selection, or the one character before the caret. */
export function eraseInField(field: TextField): void {
  const { start, end } = selectionOf(field);
  const before = [...field.value.slice(0, start)];
  if (start === end) before.pop();
  const head = before.join('');
  const value = head + field.value.slice(end);
  if (value !== field.value && canWrite(field, value)) writeField(field, value, head.length);
}

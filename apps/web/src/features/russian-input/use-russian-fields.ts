import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { isPhoneticKey, typePhonetic, type PhoneticRun } from '@slovo/shared';
import { canWrite, eraseInField, insertIntoField, writeField, type TextField } from './field-text';
import type { KeyboardTarget } from './keyboard-target';
import { usePhoneticTyping } from './phonetic-typing-store';

/** Fields where Russian is typed: phonetic typing works in these. */
const RUSSIAN_FIELD = 'input[lang="ru"], textarea[lang="ru"]';
/** Fields the on-screen keyboard types into: the Russian ones, and mixed ones marked for it (Pattern Entry). */
const KEYBOARD_FIELD = `${RUSSIAN_FIELD}, [data-russian-keyboard]`;

const fieldAt = (node: EventTarget | null, selector: string): TextField | null =>
  (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) && node.matches(selector) ? node : null;

/**
 * Russian typing for the fields inside `containerRef` (issue 33 §5), whatever their number:
 * phonetic typing in each Russian field while it is switched on, and the on-screen keyboard's
 * target — the Russian field last focused, else the first. `hideSystemKeyboard` keeps the
 * device's keyboard away from them while ours is open.
 */
export function useRussianFields(
  containerRef: RefObject<HTMLElement | null>,
  { hideSystemKeyboard = false }: { hideSystemKeyboard?: boolean } = {},
): KeyboardTarget {
  const phonetic = usePhoneticTyping();
  const lastField = useRef<TextField | null>(null);
  const run = useRef<{ field: TextField; run: PhoneticRun } | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const inputMode = (field: TextField) =>
      hideSystemKeyboard ? field.setAttribute('inputmode', 'none') : field.removeAttribute('inputmode');
    container.querySelectorAll<TextField>(KEYBOARD_FIELD).forEach(inputMode);
    const onFocusIn = (event: FocusEvent) => {
      const field = fieldAt(event.target, KEYBOARD_FIELD);
      if (!field) return;
      lastField.current = field;
      inputMode(field);
    };
    const onBeforeInput = (event: InputEvent) => {
      const field = fieldAt(event.target, RUSSIAN_FIELD);
      const key = event.inputType === 'insertText' && !event.isComposing ? event.data : null;
      if (!field || !phonetic || key === null || !isPhoneticKey(key)) {
        run.current = null;
        return;
      }
      const selection = { start: field.selectionStart ?? 0, end: field.selectionEnd ?? 0 };
      const edit = typePhonetic(field.value, selection, key, run.current?.field === field ? run.current.run : null);
      if (!canWrite(field, edit.text)) return;
      event.preventDefault();
      writeField(field, edit.text, edit.caret);
      run.current = { field, run: edit.run };
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('beforeinput', onBeforeInput);
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('beforeinput', onBeforeInput);
    };
  }, [containerRef, phonetic, hideSystemKeyboard]);

  return useMemo(() => {
    const field = () => {
      const container = containerRef.current;
      const last = lastField.current;
      if (last && container?.contains(last)) return last;
      return container?.querySelector<TextField>(KEYBOARD_FIELD) ?? null;
    };
    const act = (change: (target: TextField) => void) => () => {
      const target = field();
      run.current = null;
      if (target) change(target);
    };
    return {
      type: (text: string) => act((target) => insertIntoField(target, text))(),
      erase: act(eraseInField),
      read: () => field()?.value ?? '',
      focus: () => field()?.focus({ preventScroll: true }),
    };
  }, [containerRef]);
}

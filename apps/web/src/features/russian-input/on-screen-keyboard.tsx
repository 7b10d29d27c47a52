import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type MouseEvent, type SyntheticEvent } from 'react';
import { RUSSIAN_KEY_ROWS, RUSSIAN_YO_KEY } from '@slovo/shared';
import { BackspaceIcon, CapsLockIcon, ShiftIcon } from '@/components/icons';
import { useLocale, useMessages } from '@/i18n';
import type { KeyboardTarget } from './keyboard-target';
import { KEYBOARD_TEXT } from './on-screen-keyboard.i18n';

/**
 * The rows as a phone shows ЙЦУКЕН: eleven keys wide, so a 360 px screen fits them; ъ, which a
 * keyboard has at the end of the top row, moves down beside ё.
 */
const TOP_ROW = RUSSIAN_KEY_ROWS[0].replace('ъ', '');
const EXTRA_LETTERS = [RUSSIAN_YO_KEY, 'ъ'];

/** Off; on for the next letter; on until pressed again. */
type Shift = 'off' | 'once' | 'locked';
const NEXT_SHIFT: Record<Shift, Shift> = { off: 'once', once: 'locked', locked: 'off' };

/** A press that starts with a mouse or a finger leaves the focus where it is: in the field. */
const keepFocus = (event: SyntheticEvent) => event.preventDefault();

/** One key: a real button that never takes the focus from the field when pressed by pointer. */
function Key({ className, ...props }: ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      type="button"
      className={['ru-keyboard__key', className].filter(Boolean).join(' ')}
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      {...props}
    />
  );
}

export interface OnScreenKeyboardProps {
  id: string;
  target: KeyboardTarget;
}

/**
 * The ЙЦУКЕН keyboard (issue 33 §5): a labelled group of real buttons, each letter named by
 * itself (in Russian), Shift for capitals, Backspace and Space. A key pressed by mouse or touch
 * types into the field and leaves it focused; one pressed from the keyboard keeps the focus on
 * the key, and a screen reader hears what the field now holds. Loaded on first use.
 */
export default function OnScreenKeyboard({ id, target }: OnScreenKeyboardProps) {
  const t = useMessages(KEYBOARD_TEXT);
  const locale = useLocale();
  const [shift, setShift] = useState<Shift>('off');
  const { announcement, announce } = useReadBack(target, t.typed);
  const cased = (letter: string) => (shift === 'off' ? letter : letter.toLocaleUpperCase('ru-RU'));

  const press = (event: MouseEvent<HTMLButtonElement>, act: () => void) => {
    act();
    if (document.activeElement !== event.currentTarget) target.focus();
    announce();
  };
  const letterKey = (letter: string) => (
    <Key
      key={letter}
      onClick={(event) => {
        press(event, () => target.type(cased(letter)));
        if (shift === 'once') setShift('off');
      }}
    >
      {cased(letter)}
    </Key>
  );

  return (
    <div id={id} role="group" aria-label={t.keys} className="ru-keyboard" lang="ru">
      <div className="ru-keyboard__row">{[...TOP_ROW].map(letterKey)}</div>
      <div className="ru-keyboard__row">{[...RUSSIAN_KEY_ROWS[1]].map(letterKey)}</div>
      <div className="ru-keyboard__row">
        <Key
          className="ru-keyboard__key--wide"
          lang={locale}
          aria-label={t.shift}
          title={t.shiftHint}
          aria-pressed={shift !== 'off'}
          data-shift={shift}
          onClick={() => setShift(NEXT_SHIFT[shift])}
        >
          {shift === 'locked' ? <CapsLockIcon aria-hidden="true" /> : <ShiftIcon aria-hidden="true" />}
        </Key>
        {[...RUSSIAN_KEY_ROWS[2]].map(letterKey)}
        <Key
          className="ru-keyboard__key--wide"
          lang={locale}
          aria-label={t.backspace}
          title={t.backspace}
          onClick={(event) => press(event, target.erase)}
        >
          <BackspaceIcon aria-hidden="true" />
        </Key>
      </div>
      <div className="ru-keyboard__row">
        {EXTRA_LETTERS.map(letterKey)}
        <Key className="ru-keyboard__key--space" lang={locale} onClick={(event) => press(event, () => target.type(' '))}>
          {t.space}
        </Key>
      </div>
      <p className="visually-hidden" aria-live="polite" lang={locale}>
        {announcement}
      </p>
    </div>
  );
}

/**
 * What a screen reader hears after an on-screen key: the field's text once the key has reached it
 * (the host renders first), never after the player's own typing.
 */
function useReadBack(target: KeyboardTarget, words: (text: string) => string) {
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ target, words });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = { target, words };
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnnouncement(latest.current.words(latest.current.target.read())));
  };
  return { announcement, announce };
}

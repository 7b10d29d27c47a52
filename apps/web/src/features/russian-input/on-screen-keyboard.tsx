import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { RUSSIAN_KEY_ROWS, RUSSIAN_YO_KEY } from '@slovo/shared';
import { BackspaceIcon, CapsLockIcon, ShiftIcon } from '@/components/icons';
import { useLocale, useMessages } from '@/i18n';
import type { KeyboardTarget } from './keyboard-target';
import { KEYBOARD_TEXT } from './on-screen-keyboard.i18n';
import './on-screen-keyboard.css';

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
const keepFocus = (event: MouseEvent | React.PointerEvent) => event.preventDefault();

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
  const announce = useAnnouncer(target, t.typed);

  const press = (event: MouseEvent<HTMLButtonElement>, act: (target: KeyboardTarget) => void) => {
    act(target);
    if (document.activeElement !== event.currentTarget) target.focus();
    announce();
  };
  const typeLetter = (event: MouseEvent<HTMLButtonElement>, letter: string) => {
    press(event, (keys) => keys.type(shift === 'off' ? letter : letter.toLocaleUpperCase('ru-RU')));
    if (shift === 'once') setShift('off');
  };
  const letterKey = (letter: string) => {
    const shown = shift === 'off' ? letter : letter.toLocaleUpperCase('ru-RU');
    return (
      <button
        key={letter}
        type="button"
        className="ru-keyboard__key"
        onPointerDown={keepFocus}
        onMouseDown={keepFocus}
        onClick={(event) => typeLetter(event, letter)}
      >
        {shown}
      </button>
    );
  };
  const actionKey = (
    name: string,
    className: string,
    children: ReactNode,
    onClick: (event: MouseEvent<HTMLButtonElement>) => void,
    extra = {},
  ) => (
    <button
      type="button"
      className={`ru-keyboard__key ${className}`}
      aria-label={name}
      title={name}
      lang={locale}
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onClick={onClick}
      {...extra}
    >
      {children}
    </button>
  );

  return (
    <div id={id} role="group" aria-label={t.keys} className="ru-keyboard" lang="ru">
      <div className="ru-keyboard__row">{[...TOP_ROW].map(letterKey)}</div>
      <div className="ru-keyboard__row">{[...RUSSIAN_KEY_ROWS[1]].map(letterKey)}</div>
      <div className="ru-keyboard__row">
        {actionKey(
          t.shift,
          'ru-keyboard__key--wide',
          shift === 'locked' ? <CapsLockIcon aria-hidden="true" /> : <ShiftIcon aria-hidden="true" />,
          () => setShift(NEXT_SHIFT[shift]),
          {
            'aria-pressed': shift !== 'off',
            'data-shift': shift,
            title: t.shiftHint,
          },
        )}
        {[...RUSSIAN_KEY_ROWS[2]].map(letterKey)}
        {actionKey(t.backspace, 'ru-keyboard__key--wide', <BackspaceIcon aria-hidden="true" />, (event) =>
          press(event, (keys) => keys.erase()),
        )}
      </div>
      <div className="ru-keyboard__row">
        {EXTRA_LETTERS.map(letterKey)}
        {actionKey(t.space, 'ru-keyboard__key--space', <span aria-hidden="true">{t.space}</span>, (event) =>
          press(event, (keys) => keys.type(' ')),
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" lang={locale}>
        {announce.text}
      </p>
    </div>
  );
}

/**
 * What a screen reader hears after an on-screen key: the field's text once the key has reached it
 * (the host renders first), never after the player's own typing.
 */
function useAnnouncer(target: KeyboardTarget, words: (text: string) => string) {
  const [text, setText] = useState('');
  const latest = useRef({ target, words });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = { target, words };
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setText(latest.current.words(latest.current.target.read())));
  };
  return Object.assign(announce, { text });
}

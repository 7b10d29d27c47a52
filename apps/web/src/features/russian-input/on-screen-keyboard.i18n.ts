import { defineMessages } from '@/i18n';

/** The on-screen keyboard's own texts (on-screen-keyboard.tsx), loaded with it. */
export const KEYBOARD_TEXT = defineMessages({
  en: {
    /** Names the keyboard's group of keys. */
    keys: 'Russian keyboard',
    shift: 'Capital letters',
    shiftHint: 'Press once for one capital letter, twice to keep capitals on',
    backspace: 'Delete letter',
    space: 'Space',
    /** Read to a screen reader after an on-screen key. */
    typed: (text: string) => (text ? `Typed: ${text}` : 'Nothing typed'),
  },
  ru: {
    keys: 'Русская клавиатура',
    shift: 'Заглавные буквы',
    shiftHint: 'Один раз — одна заглавная буква, два раза — все заглавные',
    backspace: 'Стереть букву',
    space: 'Пробел',
    typed: (text: string) => (text ? `Набрано: ${text}` : 'Ничего не набрано'),
  },
});

import { defineMessages } from '@/i18n';

/** Typing Russian on any keyboard (issue 33 §5): the on-screen keyboard, phonetic typing, the layout note. */
export const RUSSIAN_INPUT_TEXT = defineMessages({
  en: {
    /** The button that shows or hides the on-screen keyboard (aria-expanded says which). */
    keyboard: 'Russian keyboard',
    /** Names the keyboard's group of keys. */
    keys: 'Russian keyboard',
    shift: 'Capital letters',
    shiftHint: 'Press once for one capital letter, twice to keep capitals on',
    backspace: 'Delete letter',
    space: 'Space',
    /** Read to a screen reader after an on-screen key. */
    typed: (text: string) => (text ? `Typed: ${text}` : 'Nothing typed'),
    phonetic: 'Phonetic typing',
    phoneticHint: 'Latin letters become Russian as you type: shch → щ, zh → ж, ya → я',
    /** The visible word on the table's button; `tableName` is its full name. */
    table: 'Table',
    tableName: 'Phonetic typing table',
    tableTitle: 'Phonetic typing: which keys give which letter',
    letter: 'Letter',
    keysColumn: 'Keys',
    notes: {
      e: 'e is е after a consonant, э at the start of a word or after a vowel; ye is always е.',
      y: 'y is ы after a consonant, й elsewhere; ya, yu, ye, yë are я, ю, е, ё.',
      separator: '_ keeps letters apart (t_s → тс, sh_ch → шч, y_a → йа) and gives e or y their other letter (m_er → мэр).',
      yo: 'ё: type ë or yë, or simply e — answers take е for ё.',
      unused: 'c, h, j, q, w and x stay as typed: c waits for h (ch → ч).',
      source: 'The scheme is the BGN/PCGN romanization of Russian (1947), typed backwards.',
    },
    /** After an answer judged as typed on the other layout. */
    layoutNote: {
      english: (text: string) => `Typed on the English layout — read as «${text}»`,
      russian: (text: string) => `Typed on the Russian layout — read as “${text}”`,
    },
  },
  ru: {
    keyboard: 'Русская клавиатура',
    keys: 'Русская клавиатура',
    shift: 'Заглавные буквы',
    shiftHint: 'Один раз — одна заглавная буква, два раза — все заглавные',
    backspace: 'Стереть букву',
    space: 'Пробел',
    typed: (text: string) => (text ? `Набрано: ${text}` : 'Ничего не набрано'),
    phonetic: 'Фонетический ввод',
    phoneticHint: 'Латинские буквы становятся русскими при наборе: shch → щ, zh → ж, ya → я',
    table: 'Таблица',
    tableName: 'Таблица фонетического ввода',
    tableTitle: 'Фонетический ввод: какие клавиши дают какую букву',
    letter: 'Буква',
    keysColumn: 'Клавиши',
    notes: {
      e: 'e — это е после согласной, э в начале слова и после гласной; ye — всегда е.',
      y: 'y — это ы после согласной, иначе й; ya, yu, ye, yë — я, ю, е, ё.',
      separator: '_ разделяет буквы (t_s → тс, sh_ch → шч, y_a → йа) и даёт e или y другую букву (m_er → мэр).',
      yo: 'ё: наберите ë или yë — или просто e: в ответах е засчитывается за ё.',
      unused: 'c, h, j, q, w и x остаются как есть: c ждёт h (ch → ч).',
      source: 'Схема — романизация русского языка BGN/PCGN (1947), набранная в обратную сторону.',
    },
    layoutNote: {
      english: (text: string) => `Набрано в английской раскладке — прочитано как «${text}»`,
      russian: (text: string) => `Набрано в русской раскладке — прочитано как «${text}»`,
    },
  },
});

import { defineMessages } from '@/i18n';

/**
 * Typing Russian on any keyboard (issue 33 §5): the bar beside a Russian field and the layout
 * note. The keyboard's and the table's own texts come with their code, on first use.
 */
export const RUSSIAN_INPUT_TEXT = defineMessages({
  en: {
    /** The button that shows or hides the on-screen keyboard (aria-expanded says which). */
    keyboard: 'Russian keyboard',
    phonetic: 'Phonetic typing',
    phoneticHint: 'Latin letters become Russian as you type: shch → щ, zh → ж, ya → я',
    /** The name of the table's button (an icon). */
    tableName: 'Phonetic typing table',
    /** After an answer judged as typed on the other layout. */
    layoutNote: {
      english: (text: string) => `Typed on the English layout — read as «${text}»`,
      russian: (text: string) => `Typed on the Russian layout — read as “${text}”`,
    },
  },
  ru: {
    keyboard: 'Русская клавиатура',
    phonetic: 'Фонетический ввод',
    phoneticHint: 'Латинские буквы становятся русскими при наборе: shch → щ, zh → ж, ya → я',
    tableName: 'Таблица фонетического ввода',
    layoutNote: {
      english: (text: string) => `Набрано в английской раскладке — прочитано как «${text}»`,
      russian: (text: string) => `Набрано в русской раскладке — прочитано как «${text}»`,
    },
  },
});

import { defineMessages } from '@/i18n';

export const LAYOUT_TEXT = defineMessages({
  en: {
    /** The language switch names the language it switches to, by its code (shown) and in words. */
    switchLanguage: 'Switch the interface to Russian (RU)',
    switchLanguageCode: 'RU',
  },
  ru: {
    switchLanguage: 'Переключить интерфейс на английский (EN)',
    switchLanguageCode: 'EN',
  },
});

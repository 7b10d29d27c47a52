/** The interface in English (the default) or Russian, with numbers and dates to match (issue 17 §2). */
export {
  LOCALES,
  INTL_LOCALE,
  applyLocale,
  currentLocale,
  readStoredLocale,
  useLocale,
  useLocaleStore,
  type Locale,
} from './locale';
export {
  defineLazyMessages,
  defineMessages,
  loadTranslations,
  messagesNow,
  useMessages,
  useMessagesReady,
  type Catalogue,
  type LazyCatalogue,
  type Messages,
  type Translation,
} from './define-messages';
export { createFormatter, formatNow, useFormat, type Formatter, type PluralForms } from './format';
export { defineServerTexts, localizeServerText } from './server-text';
export { loadServerTexts } from './load-server-texts';
export { GAME_TEXT } from './games.i18n';

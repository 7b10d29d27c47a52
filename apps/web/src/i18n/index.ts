/** The interface in English (the default) or Russian, with numbers and dates to match (issue 17 §2). */
export { LOCALES, INTL_LOCALE, applyLocale, currentLocale, useLocale, useLocaleStore, type Locale } from './locale';
export { defineMessages, loadTranslations, messagesNow, useMessages, useMessagesReady } from './define-messages';
export { createFormatter, formatNow, useFormat, type Formatter } from './format';
export { localizeServerText } from './server-text';
export { loadServerTexts } from './load-server-texts';
export { GAME_TEXT } from './games.i18n';

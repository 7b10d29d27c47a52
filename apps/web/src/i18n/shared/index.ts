/**
 * The texts @slovo/shared gives both the server (its answers' `error`) and the web app, one
 * catalogue per message group: `import * as SHARED_TEXT from '@/i18n/shared'`, then
 * `useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES)`. English is the shared objects themselves (a
 * spec text is written once); Russian (../shared-ru) is fetched per group, only for a Russian
 * interface, and only the groups a loaded screen uses reach the browser.
 */
export * from './messages.i18n';
export * from './general.i18n';
export * from './vocabulary.i18n';
export * from './import.i18n';
export * from './annotations.i18n';
export * from './media.i18n';
export * from './classes.i18n';

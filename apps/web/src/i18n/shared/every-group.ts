/** Every shared group, in a chunk of its own: what loadServerTexts fetches (../load-server-texts.ts). */
export * from './messages.i18n';
export * from './general.i18n';
export * from './vocabulary.i18n';
export * from './import.i18n';
export * from './annotations.i18n';
export * from './media.i18n';
export * from './classes.i18n';

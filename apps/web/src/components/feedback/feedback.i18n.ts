import { defineMessages } from '@/i18n';

/** The crash screen's own texts; its title and body are the spec's (shared MESSAGES, SHARED_TEXT). */
export const FEEDBACK_TEXT = defineMessages({
  en: {
    retryingIn: (seconds: number) => `Retrying in ${seconds} s…`,
    retryFailed: (count: number, max: number) => `Retry ${count} of ${max} did not help.`,
    errorId: 'Error ID:',
    tryAgain: 'Try Again',
    tryAgainIn: (seconds: number) => `Try Again (${seconds})`,
    reset: 'Reset',
    reloadPage: 'Reload Page',
    reloading: 'Reloading the page…',
    details: 'Technical details (development only)',
  },
  ru: {
    retryingIn: (seconds: number) => `Повтор через ${seconds} с…`,
    retryFailed: (count: number, max: number) => `Попытка ${count} из ${max} не помогла.`,
    errorId: 'Код ошибки:',
    tryAgain: 'Повторить',
    tryAgainIn: (seconds: number) => `Повторить (${seconds})`,
    reset: 'Сбросить',
    reloadPage: 'Перезагрузить страницу',
    reloading: 'Перезагружаем страницу…',
    details: 'Технические подробности (только при разработке)',
  },
});

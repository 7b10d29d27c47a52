import { APP_NAME } from '@slovo/shared';
import { defineMessages } from '@/i18n';

/**
 * The Support the Project dialog: a catalogue of its own, so its texts load with the dialog (on
 * first use) instead of with Home. The card that opens it is HOME_TEXT.support.
 */
export const SUPPORT_TEXT = defineMessages({
  en: {
    title: 'Support the Project',
    tipInvitation: `${APP_NAME} is built in spare time. If it helps you learn, a tip of any size is warmly appreciated. Thank you!`,
    shareInvitation: `${APP_NAME} is built in spare time. Tips are not set up yet, but you can still help: tell a friend about it. Thank you!`,
    close: 'Close',
    loading: 'Loading payment details…',
    loadFailed: 'Payment details could not be loaded right now.',
    tryAgain: 'Try again',
    cardTransfer: 'Card Transfer',
    cardTransferHint: 'Send a tip to this card number.',
    bankTransfer: 'Bank Transfer',
    bankTransferHint: 'Use these details in your banking app.',
    copyDetails: (method: string) => `Copy ${method.toLowerCase()} details`,
    shareTitle: `Share ${APP_NAME}`,
    shareHint: 'Know someone learning English or Russian? Send them the link.',
    shareText: `${APP_NAME}: five games for learning English ↔ Russian words.`,
    share: 'Share',
    copyLink: `Copy the link to ${APP_NAME}`,
  },
  ru: {
    title: 'Поддержать проект',
    tipInvitation: `${APP_NAME} создаётся в свободное время. Если он помогает вам учиться, мы будем рады пожертвованию любого размера. Спасибо!`,
    shareInvitation: `${APP_NAME} создаётся в свободное время. Пожертвования пока не настроены, но вы можете помочь иначе: расскажите о нём другу. Спасибо!`,
    close: 'Закрыть',
    loading: 'Загрузка платёжных реквизитов…',
    loadFailed: 'Сейчас не удалось загрузить платёжные реквизиты.',
    tryAgain: 'Повторить',
    cardTransfer: 'Перевод на карту',
    cardTransferHint: 'Отправьте пожертвование на этот номер карты.',
    bankTransfer: 'Банковский перевод',
    bankTransferHint: 'Используйте эти реквизиты в приложении банка.',
    copyDetails: (method: string) => `Скопировать реквизиты: ${method.toLowerCase()}`,
    shareTitle: `Поделиться ${APP_NAME}`,
    shareHint: 'Знаете кого-то, кто учит английский или русский? Отправьте ему ссылку.',
    shareText: `${APP_NAME}: пять игр для изучения английских и русских слов.`,
    share: 'Поделиться',
    copyLink: `Скопировать ссылку на ${APP_NAME}`,
  },
});

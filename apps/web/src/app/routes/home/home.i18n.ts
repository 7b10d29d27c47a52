import { APP_NAME } from '@slovo/shared';
import { defineMessages, formatNow } from '@/i18n';

const ru = () => formatNow('ru');
/** "слово / слова / слов" after a Russian count. */
const words = (count: number) => ru().plural(count, { one: 'слово', few: 'слова', many: 'слов', other: 'слова' });

/** Home: the "Choose Your Game" grid, its cards, the review line and the Support the Project dialog. */
export const HOME_TEXT = defineMessages({
  en: {
    title: 'Choose Your Game',
    subtitle: 'Five ways to learn English ↔ Russian words. Pick one and start playing.',
    gamesLabel: 'Games',
    card: {
      status: { Completed: 'Completed', 'In Progress': 'In Progress', 'Ready to Play': 'Ready to Play' },
      progress: (percent: number) => `Progress ${percent}%`,
      wordsLearned: (learned: number, played: number) => `${learned} of ${played} ${played === 1 ? 'word' : 'words'} learned`,
      bestScore: (best: number) => `Best Score: ${best}`,
      notPlayed: 'Not played yet',
      play: 'Play →',
    },
    reviews: {
      noneDue: 'No words due for review',
      due: (due: number) => `${due} ${due === 1 ? 'word' : 'words'} due for review`,
      hint: (listName: string) => `Pick any game and choose “${listName}” in its category list.`,
      progressLink: 'Your progress →',
    },
    support: {
      enjoying: `Enjoying ${APP_NAME}?`,
      text: `${APP_NAME} is free and ad-free. A small tip helps keep it that way.`,
      button: 'Support the Project',
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
  },
  ru: {
    title: 'Выберите игру',
    subtitle: 'Пять способов учить английские и русские слова. Выберите любой и начинайте играть.',
    gamesLabel: 'Игры',
    card: {
      status: { Completed: 'Пройдено', 'In Progress': 'В процессе', 'Ready to Play': 'Можно играть' },
      progress: (percent: number) => `Прогресс ${percent}%`,
      wordsLearned: (learned: number, played: number) =>
        `Выучено ${ru().number(learned)} из ${ru().number(played)} ${ru().plural(played, { one: 'слова', few: 'слов', many: 'слов', other: 'слова' })}`,
      bestScore: (best: number) => `Лучший счёт: ${ru().number(best)}`,
      notPlayed: 'Ещё не играли',
      play: 'Играть →',
    },
    reviews: {
      noneDue: 'Нет слов для повторения',
      due: (due: number) => `Пора повторить ${ru().number(due)} ${words(due)}`,
      hint: (listName: string) => `Откройте любую игру и выберите «${listName}» в списке категорий.`,
      progressLink: 'Ваш прогресс →',
    },
    support: {
      enjoying: `Нравится ${APP_NAME}?`,
      text: `${APP_NAME} — бесплатный и без рекламы. Небольшое пожертвование помогает сохранить его таким.`,
      button: 'Поддержать проект',
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
  },
});

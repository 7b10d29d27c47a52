import { defineMessages } from '@/i18n';

/** The Home cards' game statuses (spec §2 "Home"), by the GameStatus that gameStatus() returns. */
export const GAME_STATUS_TEXT = defineMessages({
  en: {
    Completed: 'Completed',
    'In Progress': 'In Progress',
    'Ready to Play': 'Ready to Play',
  },
  ru: {
    Completed: 'Пройдено',
    'In Progress': 'В процессе',
    'Ready to Play': 'Можно играть',
  },
});

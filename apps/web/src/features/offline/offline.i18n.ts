import { defineMessages } from '@/i18n';

/** The header's connection badge. */
export const OFFLINE_TEXT = defineMessages({
  en: {
    offline: 'Offline',
    explanation: 'No connection. Categories you have played still open and play; results are sent when you are back online.',
  },
  ru: {
    offline: 'Офлайн',
    explanation: 'Нет соединения. Сыгранные категории открываются и играются; результаты отправятся, когда связь вернётся.',
  },
});

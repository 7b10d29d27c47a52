import { DUE_REVIEW_LIST, MISTAKES_LIST, REVIEW_LIST_LABELS } from '@slovo/shared';
import { defineMessages } from '@/i18n';

/**
 * The review lists' names, as a round shows them while it is played, and as the picker lists
 * them with their word counts ("Due for review (12)"; English from the shared REVIEW_LIST_LABELS).
 */
export const REVIEW_LIST_TEXT = defineMessages({
  en: {
    names: {
      [DUE_REVIEW_LIST]: 'Due for review',
      [MISTAKES_LIST]: 'My mistakes',
    },
    labels: {
      [DUE_REVIEW_LIST]: (count: number) => REVIEW_LIST_LABELS[DUE_REVIEW_LIST](count),
      [MISTAKES_LIST]: (count: number) => REVIEW_LIST_LABELS[MISTAKES_LIST](count),
    },
  },
  ru: {
    names: {
      [DUE_REVIEW_LIST]: 'Пора повторить',
      [MISTAKES_LIST]: 'Мои ошибки',
    },
    labels: {
      [DUE_REVIEW_LIST]: (count) => `Пора повторить (${count})`,
      [MISTAKES_LIST]: (count) => `Мои ошибки (${count})`,
    },
  },
});

import { defineMessages } from '@/i18n';
import { MISSION_STAT_LABELS } from './logic';

/** Mission's stats on the completed screen, in the interface language like the rest of that screen. */
export const MISSION_RESULT_TEXT = defineMessages({
  en: MISSION_STAT_LABELS,
  ru: {
    correct: 'Правильно',
    hintsUsed: 'Подсказки',
    wordsSkipped: 'Пропущено',
    mistakes: 'Ошибки',
    correctOf: (correct: number, total: number) => `${correct} из ${total}`,
  },
});

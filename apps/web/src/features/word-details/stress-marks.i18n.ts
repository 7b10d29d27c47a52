import { defineMessages } from '@/i18n';

/** The header's stress-marks switch: small, so Home carries nothing of the word card. */
export const STRESS_MARKS_TEXT = defineMessages({
  en: {
    /** The switch's name; aria-pressed says whether the marks show. */
    toggle: 'Show stress marks',
    shownHint: 'Stress marks shown (молоко́): press to hide them',
    hiddenHint: 'Stress marks hidden (молоко): press to show them',
  },
  ru: {
    toggle: 'Показывать ударения',
    shownHint: 'Ударения показаны (молоко́): нажмите, чтобы скрыть',
    hiddenHint: 'Ударения скрыты (молоко): нажмите, чтобы показать',
  },
});

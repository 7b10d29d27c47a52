import { defineMessages } from '@/i18n';

/**
 * The header's stress-marks switch and the word card's button: small, since the header's import
 * of this feature puts them in Home's bundle. The card's own texts come with the card.
 */
export const WORD_DETAILS_TEXT = defineMessages({
  en: {
    openCard: (russian: string, english: string) => `Word card: ${russian} — ${english}`,
    /** The switch's name; aria-pressed says whether the marks show. */
    toggle: 'Show stress marks',
    shownHint: 'Stress marks shown (молоко́): press to hide them',
    hiddenHint: 'Stress marks hidden (молоко): press to show them',
  },
  ru: {
    openCard: (russian: string, english: string) => `Карточка слова: ${russian} — ${english}`,
    toggle: 'Показывать ударения',
    shownHint: 'Ударения показаны (молоко́): нажмите, чтобы скрыть',
    hiddenHint: 'Ударения скрыты (молоко): нажмите, чтобы показать',
  },
});

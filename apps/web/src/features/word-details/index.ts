/** What a word knows beside its two sides (issue 32): stress marks shown or hidden, the word card. */
export { RussianWord, russianText, useRussianText, type RussianSide } from './russian-word';
export { useStressMarksStore, useStressMarksVisible } from './stress-marks-store';
export { StressMarksToggle } from './stress-marks-toggle';
export { WordCardButton, WordCardDialog } from './word-card-button';
export type { CardWord } from './word-facts';

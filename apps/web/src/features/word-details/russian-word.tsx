import { useStressMarksVisible } from './stress-marks-store';

/** A word's Russian side as the API answers it: the bare text, and its stress marks when known. */
export interface RussianSide {
  russian: string;
  stressed?: string;
}

/** The Russian text to show: with its stress marks when they are known and shown. */
export function russianText(word: RussianSide, showStress: boolean): string {
  return showStress && word.stressed !== undefined ? word.stressed : word.russian;
}

/**
 * The Russian side as text, with its stress marks unless the learner hid them. Screen readers
 * get the same text (the combining accent does not change how a word is read out).
 */
export function RussianWord({ word }: { word: RussianSide }) {
  return <>{russianText(word, useStressMarksVisible())}</>;
}

/** russianText for the learner's current choice, for code that builds strings (options, tiles). */
export function useRussianText(): (word: RussianSide) => string {
  const visible = useStressMarksVisible();
  return (word) => russianText(word, visible);
}

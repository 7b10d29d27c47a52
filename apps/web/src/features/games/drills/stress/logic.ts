import {
  isRussianVowel,
  mainStressCount,
  needsStressMark,
  stressWords,
  stressedVowelPositions,
  stripStress,
  type GameWord,
} from '@slovo/shared';
import type { DrillQuestion } from '../engine/drill-round';

/**
 * The Stress drill's rules (issue 33 §4): a Russian word without marks, its vowels to choose from,
 * one of them right. Only a known stress is asked — set by an import, an editor or a dictionary,
 * never a suggestion — and only where it is one vowel of one word (a phrase whose other words need
 * no mark is fine: "на столе́" asks столе).
 */

export interface StressQuestion extends DrillQuestion {
  /** The text as shown: the Russian without marks. */
  text: string;
  /** Positions in `text` of the vowels to choose from (the asked word's), in order. */
  vowels: number[];
  /** The position of the stressed vowel. */
  stressed: number;
}

/** The one word of a stressed text that needs a mark, with one main stress; null when there is not exactly one. */
function askedWord(stressed: string): string | null {
  const words = stressWords(stressed).filter(needsStressMark);
  return words.length === 1 && mainStressCount(words[0]!) === 1 ? words[0]! : null;
}

export function canAskStress(word: Partial<GameWord>): boolean {
  return typeof word.stressed === 'string' && word.sources?.stressed !== 'suggested' && askedWord(word.stressed) !== null;
}

/** The question of a word canAskStress accepted. */
export function stressQuestion(word: GameWord): StressQuestion {
  const stressed = word.stressed!;
  const text = stripStress(stressed);
  const [position] = stressedVowelPositions(stressed);
  // The asked word's span in the bare text: the vowels offered are its own.
  const bareWord = stripStress(askedWord(stressed)!);
  let start = text.indexOf(bareWord);
  while (start !== -1 && !(start <= position! && position! < start + bareWord.length)) start = text.indexOf(bareWord, start + 1);
  const vowels: number[] = [];
  for (let index = start; index < start + bareWord.length; index += 1) if (isRussianVowel(text[index]!)) vowels.push(index);
  return { word, text, vowels, stressed: position! };
}

/**
 * The round's questions. Each shows its English meaning, so a homograph (за́мок castle, замо́к
 * lock) has one right answer whether or not its twin is in the round or even in the category.
 */
export const stressQuestions = (words: GameWord[]): StressQuestion[] => words.filter(canAskStress).map(stressQuestion);

/** The text with the mark on the vowel at `position` (what the learner chose, or the answer). */
export function markedAt(text: string, position: number): string {
  return `${text.slice(0, position + 1)}\u0301${text.slice(position + 1)}`;
}

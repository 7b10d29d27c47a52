import { needsStressMark, stressWords, wordsWithoutOneStress } from '@slovo/shared/rules/stress';
import type { WordAnnotations } from '@slovo/shared/rules/word-annotations';

/**
 * How far a word's stress is known (issue 32), for the words column's marker and the admin's
 * "words without stress": no word of it needs a mark (one syllable, ё); a word that needs one has
 * none (or not exactly one); the stress is only suggested; or a person or a source set it.
 */
export type StressState = 'not-needed' | 'missing' | 'suggested' | 'known';

export function stressState(word: { russian: string } & Pick<WordAnnotations, 'stressed' | 'sources'>): StressState {
  if (!stressWords(word.russian).some(needsStressMark)) return 'not-needed';
  if (word.stressed === undefined || wordsWithoutOneStress(word.stressed).length > 0) return 'missing';
  return word.sources?.stressed === 'suggested' ? 'suggested' : 'known';
}

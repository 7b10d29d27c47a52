import { stripStress, type Gender, type GameWord } from '@slovo/shared';
import type { DrillQuestion } from '../engine/drill-round';

/**
 * The Gender drill's rules (issue 33 §4): a noun whose gender is known (not a suggestion), and
 * four answers — он, она, оно, plural only. After a miss, one line on why where the ending misleads.
 */

export const GENDER_CHOICES: readonly Gender[] = ['m', 'f', 'n', 'pl'];

export interface GenderQuestion extends DrillQuestion {
  gender: Gender;
}

export function canAskGender(word: Partial<GameWord>): boolean {
  return word.part_of_speech === 'noun' && word.gender !== undefined && word.sources?.gender !== 'suggested';
}

export const genderQuestions = (words: GameWord[]): GenderQuestion[] =>
  words.filter(canAskGender).map((word) => ({ word, gender: word.gender! }));

/** Why a noun's ending misleads, when it does; null for an ordinary ending. */
export type EndingNote =
  | 'masculineInA' // мужчина, папа, дядя: people who are men, whatever the ending
  | 'softSign' // ночь (f) and день (m): -ь can be either
  | 'indeclinableMasculine' // кофе: a loanword that never changes, masculine by tradition
  | 'indeclinableNeuter' // такси, меню: loanwords that never change are neuter
  | 'neuterInMya' // время, имя: -мя is neuter
  | 'pluralOnly'; // ножницы, брюки: no singular at all

/** A neuter noun ending in a vowel no native neuter ends in: a loanword that never changes (такси, меню). */
const FOREIGN_ENDINGS = /[иуэю]$/;

export function endingNote(word: Pick<GameWord, 'russian' | 'gender'>): EndingNote | null {
  const text = stripStress(word.russian).trim().toLowerCase();
  const last = text.split(/\s+/).at(-1) ?? text;
  if (word.gender === 'pl') return 'pluralOnly';
  if (word.gender === 'm' && /[ая]$/.test(last)) return 'masculineInA';
  if (/ь$/.test(last)) return 'softSign';
  if (word.gender === 'n' && /мя$/.test(last)) return 'neuterInMya';
  if (word.gender === 'm' && /е$/.test(last)) return 'indeclinableMasculine';
  if (word.gender === 'n' && FOREIGN_ENDINGS.test(last)) return 'indeclinableNeuter';
  return null;
}

import { isRussianVowel, needsStressMark, stressedVowelPositions } from '@slovo/shared/rules/stress';

/**
 * The Russian side cut for the stress picker: the text between words as it is, and each word
 * with the position (in the text without marks) of every vowel, which of them carries the main
 * stress, and whether the word needs a mark at all. Words are what withStressAt moves a stress
 * within: Cyrillic letters and hyphens.
 */
export type StressSegment =
  { kind: 'text'; text: string } | { kind: 'word'; word: string; start: number; needsStress: boolean; letters: StressLetter[] };

export interface StressLetter {
  letter: string;
  position: number;
  vowel: boolean;
  stressed: boolean;
}

const WORD = /[А-Яа-яЁё-]+/g;

/** `bare` is the Russian side without marks; `stressed` its stressed form, or null. */
export function stressSegments(bare: string, stressed: string | null): StressSegment[] {
  const stressedAt = new Set(stressed === null ? [] : stressedVowelPositions(stressed));
  const segments: StressSegment[] = [];
  let end = 0;
  for (const match of bare.matchAll(WORD)) {
    const start = match.index;
    if (start > end) segments.push({ kind: 'text', text: bare.slice(end, start) });
    const word = match[0];
    segments.push({
      kind: 'word',
      word,
      start,
      needsStress: needsStressMark(word),
      letters: [...word].map((letter, offset) => ({
        letter,
        position: start + offset,
        vowel: isRussianVowel(letter),
        stressed: stressedAt.has(start + offset),
      })),
    });
    end = start + word.length;
  }
  if (end < bare.length) segments.push({ kind: 'text', text: bare.slice(end) });
  return segments;
}

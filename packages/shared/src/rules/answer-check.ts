/**
 * The one answer checker of every game that types or matches (issue 4 "Common", issue 17).
 *
 * An answer matches when it equals one of the expected text's translations after both are
 * normalised: case, surrounding and repeated spaces, ё/е, stress marks and a trailing period do
 * not count. A field may hold several translations ("кошка, кот", "кошка / кот", "кошка; кот");
 * any of them is right, and so is the whole field as written.
 */

/** Combining acute and grave accents: the stress marks of dictionaries and textbooks ("моло́ко"). */
const STRESS_MARKS = /[\u0301\u0300]/g;

/** What separates several translations stored in one field. */
const TRANSLATION_SEPARATORS = /[,;/]/;

/** A near miss needs a word this long: "кот" against "кит" is another word, not a typo. */
export const NEAR_MISS_MIN_LENGTH = 4;

/**
 * The text without stress marks, for showing, speaking and scrambling. NFC first, so an "ё"
 * typed as "е" + combining diaeresis becomes one letter and "й" stays one letter.
 */
export function stripStressMarks(text: string): string {
  return text.normalize('NFC').replace(STRESS_MARKS, '').normalize('NFC');
}

/** The form two answers are compared in. */
export function normalizeAnswer(text: string): string {
  return stripStressMarks(text)
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('ru-RU')
    .replace(/ё/g, 'е')
    .replace(/\s*\.+$/, '');
}

/** Each translation of a field as written (trimmed), in order; a field without separators is one. */
export function translationsOf(text: string): string[] {
  const parts = text
    .split(TRANSLATION_SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => normalizeAnswer(part) !== '');
  return parts.length > 0 ? parts : [text.trim()];
}

/** The translation games show when they show one (Quiz options, Mission tiles, Typer boxes). */
export function firstTranslation(text: string): string {
  return translationsOf(text)[0] ?? '';
}

export type AnswerVerdict = 'correct' | 'almost' | 'wrong';

/** Levenshtein distance, stopping early once it is known to exceed 1. */
function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (x.length > y.length) i += 1;
    else if (y.length > x.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (x.length - i) + (y.length - j) <= 1;
}

/**
 * How `given` answers `expected`: right, one letter off a translation of at least
 * NEAR_MISS_MIN_LENGTH letters ("Almost!", which never counts as right), or wrong. A blank
 * answer is always wrong.
 */
export function checkAnswer(given: string, expected: string): AnswerVerdict {
  const answer = normalizeAnswer(given);
  if (answer === '') return 'wrong';
  const accepted = [expected, ...translationsOf(expected)].map(normalizeAnswer).filter((text) => text !== '');
  if (accepted.includes(answer)) return 'correct';
  const nearMiss = accepted.some((text) => [...text].length >= NEAR_MISS_MIN_LENGTH && withinOneEdit(answer, text));
  return nearMiss ? 'almost' : 'wrong';
}

/** True when `given` is one of `expected`'s translations under the rules above. */
export function isCorrectAnswer(given: string, expected: string): boolean {
  return checkAnswer(given, expected) === 'correct';
}

/**
 * The one answer checker of every game that types or matches (issue 4 "Common", issue 17).
 *
 * An answer matches when it equals one of the expected text's translations after both are
 * normalised: case, surrounding and repeated spaces, ё/е, stress marks and a trailing period do
 * not count. A field may hold several translations ("кошка, кот", "кошка / кот", "кошка; кот");
 * any of them is right, and so is the whole field as written. A part in round brackets is
 * optional (issue 30): "to go (on foot)" is answered by "to go", "to go on foot" or
 * "to go (on foot)", and a separator inside brackets does not start another translation.
 */

/** Combining acute and grave accents: the stress marks of dictionaries and textbooks ("моло́ко"). */
const STRESS_MARKS = /[\u0301\u0300]/g;

/** What separates several translations stored in one field (outside brackets). */
const TRANSLATION_SEPARATORS = new Set([',', ';', '/']);

/**
 * Above this many bracketed parts only "all kept" and "all left out" are tried, so a hostile
 * 100-character word cannot ask for 2^33 forms. Real words have one or two.
 */
const MAX_OPTIONAL_PARTS = 6;

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

/** Nesting depth after each character, or null when the brackets do not pair up. */
function bracketDepths(text: string): number[] | null {
  const depths: number[] = [];
  let depth = 0;
  for (const character of text) {
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    if (depth < 0) return null;
    depths.push(depth);
  }
  return depth === 0 ? depths : null;
}

/** `text` cut at the separators that stand outside brackets (all of them when brackets do not pair). */
function splitOutsideBrackets(text: string): string[] {
  const characters = [...text];
  const depths = bracketDepths(text);
  const pieces = [''];
  characters.forEach((character, i) => {
    const outside = depths === null || depths[i] === 0;
    if (outside && TRANSLATION_SEPARATORS.has(character)) pieces.push('');
    else pieces[pieces.length - 1] += character;
  });
  return pieces;
}

/** Each translation of a field as written (trimmed), in order; a field without separators is one. */
export function translationsOf(text: string): string[] {
  const parts = splitOutsideBrackets(text)
    .map((part) => part.trim())
    .filter((part) => normalizeAnswer(part) !== '');
  return parts.length > 0 ? parts : [text.trim()];
}

/** A piece of one translation: text the answer needs, or a bracketed part ("(on foot)") it may leave out. */
export interface AnswerPart {
  text: string;
  optional: boolean;
}

const hasLetterOrDigit = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * One translation cut into required text and its outermost bracketed parts, brackets included, in
 * order. Brackets that do not pair up, or a translation with nothing outside its brackets
 * ("(to)"), are plain text: there the brackets cannot mark what may be left out.
 */
export function answerParts(translation: string): AnswerPart[] {
  const plain = [{ text: translation, optional: false }];
  const depths = bracketDepths(translation);
  if (depths === null) return plain;
  const parts: AnswerPart[] = [];
  [...translation].forEach((character, i) => {
    // A character belongs to a bracketed part when it opens one (depth rose to 1) or lies inside it.
    const optional = depths[i]! > 0 || character === ')';
    const last = parts[parts.length - 1];
    const startsPart = character === '(' && depths[i] === 1;
    if (last && last.optional === optional && !startsPart) last.text += character;
    else parts.push({ text: character, optional });
  });
  const required = parts.filter((part) => !part.optional).map((part) => part.text);
  return hasLetterOrDigit(required.join('')) ? parts : plain;
}

/**
 * The texts that answer one translation: each bracketed part kept or left out (every combination
 * up to MAX_OPTIONAL_PARTS parts, else all or none), with nothing in its place, so "colo(u)r" is
 * also "color". Brackets are dropped later, from the answer too, so "to go (on foot)" and
 * "to go on foot" read the same.
 */
function acceptedForms(translation: string): string[] {
  const parts = answerParts(translation);
  const optional = parts.filter((part) => part.optional).length;
  const form = (keep: (k: number) => boolean) => {
    let k = 0;
    return parts.map((part) => (!part.optional || keep(k++) ? part.text : '')).join('');
  };
  if (optional > MAX_OPTIONAL_PARTS) return [form(() => true), form(() => false)];
  // Bit k of `mask` keeps the k-th bracketed part.
  return Array.from({ length: 2 ** optional }, (_, mask) => form((k) => ((mask >> k) & 1) === 1));
}

/** The form answers are compared in: normalizeAnswer, without brackets. */
const comparable = (text: string) => normalizeAnswer(text.replace(/[()]/g, ''));

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
  const answer = comparable(given);
  if (answer === '') return 'wrong';
  const accepted = [expected, ...translationsOf(expected)]
    .flatMap(acceptedForms)
    .map(comparable)
    .filter((text) => text !== '');
  if (accepted.includes(answer)) return 'correct';
  const nearMiss = accepted.some((text) => [...text].length >= NEAR_MISS_MIN_LENGTH && withinOneEdit(answer, text));
  return nearMiss ? 'almost' : 'wrong';
}

/** True when `given` is one of `expected`'s translations under the rules above. */
export function isCorrectAnswer(given: string, expected: string): boolean {
  return checkAnswer(given, expected) === 'correct';
}

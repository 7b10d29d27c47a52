/**
 * Stress marks in Russian text (issue 32). A stressed form is the word with U+0301 (combining
 * acute) after each stressed vowel and U+0300 (combining grave) after a secondary stress:
 * "молоко́", "бе́лый медве́дь". ё is always stressed and needs no mark; a word of one syllable
 * needs none. The stored `russian` is the text without marks, so every word rule, key and
 * duplicate check stays as the spec defines it; the marks live beside it as `stressed`.
 */

export const STRESS_MARK = '\u0301';
export const SECONDARY_STRESS_MARK = '\u0300';
const MARKS = /[\u0300\u0301]/g;
const RUSSIAN_VOWELS = 'аеёиоуыэюяАЕЁИОУЫЭЮЯ';
const CYRILLIC = /[А-Яа-яЁё]/;
/** Letters of one word: Cyrillic or Latin letters and the marks on them (hyphenated words stay one). */
const WORD = /[\u0300\u0301A-Za-zА-Яа-яЁё\u00C0-\u00FF\u0450\u045D-]+/g;

/** Latin letters with an acute that shared decks type for a stressed Cyrillic vowel ("молокó"). */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  á: 'а',
  é: 'е',
  ó: 'о',
  ý: 'у',
  Á: 'А',
  É: 'Е',
  Ó: 'О',
  Ý: 'У',
};
/** NFC composes е and и with a grave accent into single letters; keep them as letter + mark. */
const COMPOSED_GRAVES: Readonly<Record<string, string>> = {
  ѐ: `е${SECONDARY_STRESS_MARK}`,
  ѝ: `и${SECONDARY_STRESS_MARK}`,
  Ѐ: `Е${SECONDARY_STRESS_MARK}`,
  Ѝ: `И${SECONDARY_STRESS_MARK}`,
};

export const isRussianVowel = (character: string): boolean => character.length === 1 && RUSSIAN_VOWELS.includes(character);

/** A Cyrillic word written with a Latin look-alike for its stressed vowel, the marks as marks. */
function normalizeWordMarks(word: string): string {
  let text = word.replace(/[ѐѝЀЍ]/g, (letter) => COMPOSED_GRAVES[letter]!);
  if (CYRILLIC.test(text)) text = text.replace(/[áéóýÁÉÓÝ]/g, (letter) => `${LATIN_LOOKALIKES[letter]!}${STRESS_MARK}`);
  let result = '';
  for (const character of text) {
    if (character === STRESS_MARK || character === SECONDARY_STRESS_MARK) {
      const previous = result.at(-1);
      // A mark belongs after a vowel other than ё, once; anything else is dropped.
      if (previous === undefined || !isRussianVowel(previous) || previous === 'ё' || previous === 'Ё') continue;
      result += character;
    } else {
      result += character;
    }
  }
  return result;
}

/**
 * The text in NFC with its stress marks in the one form this module stores: ѐ/ѝ decomposed,
 * Latin look-alikes inside Cyrillic words turned into the vowel + U+0301, stray marks dropped.
 */
export function normalizeStressMarks(text: string): string {
  return text.normalize('NFC').replace(WORD, normalizeWordMarks);
}

/** The text without any stress mark (what `russian` stores). */
export function stripStress(text: string): string {
  return normalizeStressMarks(text).replace(MARKS, '');
}

export function hasStressMarks(text: string): boolean {
  return normalizeStressMarks(text).search(MARKS) !== -1;
}

/** The words of a text (letters and hyphens), marks kept. */
export function stressWords(text: string): string[] {
  return normalizeStressMarks(text).match(WORD) ?? [];
}

/** How many vowels (syllables) a word has. */
export function syllableCount(word: string): number {
  let count = 0;
  for (const character of word) if (isRussianVowel(character)) count += 1;
  return count;
}

/** Whether a word needs a written stress to be read right: two or more syllables and no ё. */
export function needsStressMark(word: string): boolean {
  const bare = stripStress(word);
  return CYRILLIC.test(bare) && syllableCount(bare) >= 2 && !/[ёЁ]/.test(bare);
}

/** How many main stresses (U+0301) a word carries. */
export function mainStressCount(word: string): number {
  return normalizeStressMarks(word).split(STRESS_MARK).length - 1;
}

/** The words of a stressed text that need a stress and do not carry exactly one main stress. */
export function wordsWithoutOneStress(stressed: string): string[] {
  return stressWords(stressed).filter((word) => needsStressMark(word) && mainStressCount(word) !== 1);
}

/** The positions (in the text without marks) of the vowels that carry a main stress. */
export function stressedVowelPositions(stressed: string): number[] {
  const positions: number[] = [];
  let index = 0;
  for (const character of normalizeStressMarks(stressed)) {
    if (character === STRESS_MARK) positions.push(index - 1);
    else if (character !== SECONDARY_STRESS_MARK) index += 1;
  }
  return positions;
}

/**
 * The stressed form with the main stress of one word set on the vowel at `position` (in the
 * text without marks): the word's earlier main stress moves there. Other words keep theirs.
 */
export function withStressAt(text: string, position: number): string {
  const bare = stripStress(text);
  if (!isRussianVowel(bare[position] ?? '')) return normalizeStressMarks(text);
  const kept = new Set(stressedVowelPositions(text));
  const secondary = new Set(secondaryStressPositions(text));
  const wordOf = (at: number) => {
    let start = at;
    while (start > 0 && /[А-Яа-яЁё-]/.test(bare[start - 1]!)) start -= 1;
    let end = at;
    while (end < bare.length && /[А-Яа-яЁё-]/.test(bare[end]!)) end += 1;
    return [start, end] as const;
  };
  const [start, end] = wordOf(position);
  for (const at of [...kept]) if (at >= start && at < end) kept.delete(at);
  kept.add(position);
  secondary.delete(position);
  let result = '';
  for (let at = 0; at < bare.length; at += 1) {
    result += bare[at];
    if (kept.has(at)) result += STRESS_MARK;
    else if (secondary.has(at)) result += SECONDARY_STRESS_MARK;
  }
  return result;
}

function secondaryStressPositions(stressed: string): number[] {
  const positions: number[] = [];
  let index = 0;
  for (const character of normalizeStressMarks(stressed)) {
    if (character === SECONDARY_STRESS_MARK) positions.push(index - 1);
    else if (character !== STRESS_MARK) index += 1;
  }
  return positions;
}

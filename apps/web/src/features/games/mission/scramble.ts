/**
 * Mission's anagram: the letters of an English word in a new order.
 *
 * Decisions (issue 4 leaves them to us):
 * - Only letters and digits move. Spaces (and hyphens or apostrophes) keep their places, so
 *   "polar bear" shows as two groups of five and six letters and the player types the space
 *   where it was. Inner runs of spaces count as one, as they do in answer checking.
 * - A bracketed part ("to go (on foot)") stays as written: it is a note the answer may leave out
 *   (issue 30), not part of the puzzle. A word that is only brackets ("(to)") is scrambled whole.
 * - Letters come out in lower case (the tiles show them in capitals), so a capital letter never
 *   gives away where a word starts.
 * - The result is never the word itself when the word has two or more distinct letters
 *   (compared without case); with fewer ("a", "zz") no other order exists.
 */

import { answerParts } from '@slovo/shared';

const MOVABLE = /[\p{L}\p{N}]/u;
/** Fresh shuffles tried before the fallback; with a fair random source the first nearly always differs. */
const SHUFFLE_ATTEMPTS = 8;

/** The characters of the word as the game shows them: trimmed, inner spaces collapsed, lower case. */
export function answerCharacters(word: string): string[] {
  return Array.from(word.trim().replace(/\s+/g, ' ').toLocaleLowerCase());
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    // A random source may return exactly 1 or more; clamp so the pick stays in range.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const sameOrder = (a: readonly string[], b: readonly string[]) => a.every((letter, i) => letter === b[i]);

/** For each character of answerCharacters(word): whether it lies in a bracketed part (brackets included). */
export function givenCharacters(word: string): boolean[] {
  return answerParts(answerCharacters(word).join('')).flatMap((part) => Array.from(part.text, () => part.optional));
}

/** The scrambled characters of `word`, one per tile (a space is a gap between tiles). */
export function scrambleWord(word: string, random: () => number = Math.random): string[] {
  const characters = answerCharacters(word);
  const given = givenCharacters(word);
  const slots = characters.flatMap((character, i) => (MOVABLE.test(character) && !given[i] ? [i] : []));
  const letters = slots.map((i) => characters[i]!);
  if (new Set(letters).size < 2) return characters;

  let scrambled = shuffle(letters, random);
  for (let attempt = 1; attempt < SHUFFLE_ATTEMPTS && sameOrder(scrambled, letters); attempt++) {
    scrambled = shuffle(letters, random);
  }
  // Rotating by one changes the order of any sequence that has two distinct letters.
  if (sameOrder(scrambled, letters)) scrambled = [...letters.slice(1), letters[0]!];

  const result = [...characters];
  slots.forEach((slot, k) => {
    result[slot] = scrambled[k]!;
  });
  return result;
}

/** Tiles that hold a character (spaces are gaps, not tiles). */
export function tileCount(characters: readonly string[]): number {
  return characters.filter((character) => character !== ' ').length;
}

/** The tiles of each word of the answer ("polar bear" → [5, 4]); one entry for a single word. */
export function phraseWordLengths(word: string): number[] {
  return answerCharacters(word)
    .join('')
    .split(' ')
    .map((part) => tileCount(Array.from(part)))
    .filter((count) => count > 0);
}

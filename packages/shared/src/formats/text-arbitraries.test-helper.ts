import fc from 'fast-check';
import { categoryNameError } from '../rules/category-rules';
import { checkWord, cleanWord } from '../rules/word-rules';

/**
 * fast-check generators for the text formats' round-trip tests: words as the word rules leave them
 * (cleaned and valid), with the punctuation they allow, which is where separators and quoting bite.
 */

const PUNCTUATION = [' ', ' ', '-', '.', ',', '!', '?', '(', ')', '0', '7'];
const LATIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const CYRILLIC = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'];

const wordOf = (letters: readonly string[]) =>
  fc
    .string({ unit: fc.constantFrom(...letters, ...PUNCTUATION), minLength: 1, maxLength: 24 })
    .map(cleanWord)
    .filter((word) => checkWord(word) === null);

export const englishWordArbitrary = wordOf(LATIN);
export const russianWordArbitrary = wordOf(CYRILLIC);
export const wordPairArbitrary = fc.record({ english: englishWordArbitrary, russian: russianWordArbitrary });

/** Tag names as the tag rules allow them (slugs). */
export const tagNameArbitrary = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);

/** Category display names: any one-line text the category rules allow, trimmed, NFC. */
export const categoryNameArbitrary = fc
  .string({
    unit: fc.constantFrom('a', 'Я', 'ё', ' ', ',', ';', '"', "'", '=', '#', ':', '-', '+', '@', '|'),
    minLength: 1,
    maxLength: 20,
  })
  .map((name) => name.trim())
  // A word mixing the two alphabets ("aЯ") is refused: Latin and Cyrillic words side by side stay.
  .filter((name) => categoryNameError(name) === null);

/**
 * The Russian ЙЦУКЕН layout and the US English layout on the same 33 keys (issue 33 §5): what a
 * key types on one layout and on the other. The on-screen keyboard draws its rows from here, and
 * the answer checker reads an answer typed on the wrong layout back ("ghbdtn" → «привет»).
 * A table of our own rather than the convert-layout package: these 33 pairs are all it would be
 * used for, and the rows are needed anyway.
 */

/** The letter keys of the Russian layout, row by row as on a keyboard; ё sits left of 1. */
export const RUSSIAN_KEY_ROWS = ['йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю'] as const;
export const RUSSIAN_YO_KEY = 'ё';

/** The same keys on the US English layout, unshifted and shifted. */
const ENGLISH_KEYS = ['qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,.'].join('') + '`';
const ENGLISH_SHIFTED_KEYS = ['QWERTYUIOP{}', 'ASDFGHJKL:"', 'ZXCVBNM<>'].join('') + '~';

const RUSSIAN_KEYS = RUSSIAN_KEY_ROWS.join('') + RUSSIAN_YO_KEY;

function pairs(from: string, to: string): Map<string, string> {
  const fromKeys = [...from];
  const toKeys = [...to];
  return new Map(fromKeys.map((key, i) => [key, toKeys[i]!]));
}

const ENGLISH_TO_RUSSIAN = new Map([
  ...pairs(ENGLISH_KEYS, RUSSIAN_KEYS),
  ...pairs(ENGLISH_SHIFTED_KEYS, RUSSIAN_KEYS.toLocaleUpperCase('ru-RU')),
]);
const RUSSIAN_TO_ENGLISH = new Map([...ENGLISH_TO_RUSSIAN].map(([english, russian]) => [russian, english]));

const mapEach = (text: string, table: Map<string, string>) => [...text].map((key) => table.get(key) ?? key).join('');

/** `text` as the same keys type it on the Russian layout: "ghbdtn" → «привет», "Ckjdj" → «Слово». */
export function englishKeysToRussian(text: string): string {
  return mapEach(text, ENGLISH_TO_RUSSIAN);
}

/** `text` as the same keys type it on the English layout: «руддщ» → "hello". */
export function russianKeysToEnglish(text: string): string {
  return mapEach(text, RUSSIAN_TO_ENGLISH);
}

/**
 * A character the English layout types on a key that holds a Russian letter: a Latin letter, or
 * one of `[ ] ; ' , . \`` (х ъ ж э б ю ё) and their shifted forms.
 */
export function isEnglishKeyOfRussianLetter(character: string): boolean {
  return ENGLISH_TO_RUSSIAN.has(character);
}

/**
 * Phonetic typing (issue 33 §5): Latin letters become Russian ones as they are typed, by one
 * published scheme — the BGN/PCGN romanization of Russian (US Board on Geographic Names 1944,
 * UK Permanent Committee on Geographical Names 1947) read backwards. It is the scheme among the
 * common ones that spells щ shch, ж zh, я ya and ь ʹ (typed '), uses only keys an English
 * keyboard has, and reads naturally to an English speaker. docs/features.md gives the table and
 * its source.
 *
 * Where BGN/PCGN spells two letters alike, its own positional rules decide, and its separator
 * (the middle dot, or _ which keyboards have) gives the other reading:
 * - e is е after a consonant (and й ы ь ъ), э at the start of a word or after another vowel; ye is е;
 * - y is ы after a consonant, й elsewhere; ya yu ye yë are я ю е ё;
 * - _ keeps letters apart (t_s тс, sh_ch шч, y_a йа) and turns the e or y after it into its other
 *   letter (m_er мэр, _y ы at the start of a word).
 * Letters the scheme does not use (c h j q w x) stay as typed: c waits for its h (ch ч, shch щ).
 */

/** BGN/PCGN's middle dot, and the key that stands for it. */
const SEPARATORS = new Set(['_', '·']);
export const PHONETIC_SEPARATOR = '_';

/** Spellings of more than one key, longest first. "ts" before "h" is т + ш (otshel'nik отшельник). */
const DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['ye', 'е'],
  ['yë', 'ё'],
];

/** One key, one letter. BGN/PCGN's primes ʹ ʺ are typed ' and "; phones' curly quotes count too. */
const SINGLE_KEYS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  v: 'в',
  g: 'г',
  d: 'д',
  ë: 'ё',
  z: 'з',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  f: 'ф',
  "'": 'ь',
  '’': 'ь',
  ʹ: 'ь',
  '"': 'ъ',
  '“': 'ъ',
  '”': 'ъ',
  ʺ: 'ъ',
};

/** e and y: their letter depends on the one before (below). */
const POSITIONAL_KEYS = new Set(['e', 'y']);

const CONSONANTS = new Set('бвгджзклмнпрстфхцчшщ');
/** What е follows: э never does, and «ыэ» is not Russian while «ые» is everywhere (новые). */
const BEFORE_E = new Set([...CONSONANTS, 'й', 'ы', 'ь', 'ъ']);

/** е after a consonant or й ы ь ъ, э elsewhere. */
const letterForE = (previous: string) => (BEFORE_E.has(previous) ? 'е' : 'э');
/** ы after a consonant (й rarely does), й elsewhere. */
const letterForY = (previous: string) => (CONSONANTS.has(previous) ? 'ы' : 'й');
const OTHER_READING: Readonly<Record<string, string>> = { е: 'э', э: 'е', ы: 'й', й: 'ы' };

const isUpperCase = (character: string) =>
  character !== character.toLocaleLowerCase('en') && character === character.toLocaleUpperCase('en');

/** The spelling that starts at `latin[i]`: how many keys it takes and its letter (or e / y). */
function spellingAt(latin: string, i: number): { keys: number; letter: string } | null {
  const ahead = latin.slice(i, i + 4).toLocaleLowerCase('en');
  for (const [keys, letter] of DIGRAPHS) {
    if (!ahead.startsWith(keys)) continue;
    if (keys === 'ts' && ahead[2] === 'h') continue;
    return { keys: keys.length, letter };
  }
  const key = ahead[0] ?? '';
  if (POSITIONAL_KEYS.has(key)) return { keys: 1, letter: key };
  const letter = SINGLE_KEYS[key];
  return letter === undefined ? null : { keys: 1, letter };
}

/**
 * The Russian for a run of typed keys. `before` is the text in front of it (only its last
 * character counts: it decides e and y at the run's start). A letter takes the case of its
 * first key ("Shch" Щ); ь and ъ are always small.
 */
export function latinToCyrillic(latin: string, before = ''): string {
  let out = '';
  let previous = before.slice(-1).toLocaleLowerCase('ru-RU');
  let otherReading = false;
  for (let i = 0; i < latin.length;) {
    const key = latin[i]!;
    if (SEPARATORS.has(key)) {
      otherReading = true;
      i += 1;
      continue;
    }
    const spelling = spellingAt(latin, i);
    let letter = spelling?.letter ?? key;
    if (letter === 'e') letter = letterForE(previous);
    if (letter === 'y') letter = letterForY(previous);
    if (otherReading && spelling?.keys === 1) letter = OTHER_READING[letter] ?? letter;
    if (isUpperCase(key)) letter = letter.toLocaleUpperCase('ru-RU');
    out += letter;
    previous = letter.toLocaleLowerCase('ru-RU');
    otherReading = false;
    i += spelling?.keys ?? 1;
  }
  return out;
}

/** A key that phonetic typing takes: a Latin letter, ë, ' or " (ь ъ), or the separator. */
export function isPhoneticKey(key: string): boolean {
  return /^[a-zA-ZëË]$/.test(key) || SEPARATORS.has(key) || SINGLE_KEYS[key] !== undefined;
}

const PROBE_KEYS = [...'abcdefghijklmnopqrstuvwxyzë\'"', PHONETIC_SEPARATOR];

/**
 * Whether one more key could still rewrite what `latin` shows, not just add to it: "s" (с may
 * become ш), "t" (т → ц), "y" (й → я), "shc" (its c waits for h). A game waits before judging such
 * an answer (issue 33 §5).
 */
export function canStillChange(latin: string, before = ''): boolean {
  const shown = latinToCyrillic(latin, before);
  return PROBE_KEYS.some((key) => !latinToCyrillic(latin + key, before).startsWith(shown));
}

/** Keys typed in a row at one place of a text, and the length of the Russian they became there. */
export interface PhoneticRun {
  start: number;
  latin: string;
  length: number;
}

export interface PhoneticEdit {
  text: string;
  caret: number;
  run: PhoneticRun;
}

/**
 * One phonetic key typed into `text` with `start`…`end` selected: the run of keys typed just
 * before the caret grows and its Russian is written anew ("s" с, then "h" turns it into ш); a key
 * anywhere else, or over a selection, starts a new run.
 */
export function typePhonetic(
  text: string,
  selection: { start: number; end: number },
  key: string,
  run: PhoneticRun | null,
): PhoneticEdit {
  const continues =
    run !== null &&
    selection.start === selection.end &&
    selection.start === run.start + run.length &&
    text.slice(run.start, selection.start) === latinToCyrillic(run.latin, text.slice(0, run.start));
  const start = continues ? run.start : selection.start;
  const latin = (continues ? run.latin : '') + key;
  const cyrillic = latinToCyrillic(latin, text.slice(0, start));
  return {
    text: text.slice(0, start) + cyrillic + text.slice(selection.end),
    caret: start + cyrillic.length,
    run: { start, latin, length: cyrillic.length },
  };
}

/** Each letter's keys, in the order of the alphabet: the table the learner sees. */
export const PHONETIC_TABLE: ReadonlyArray<{ letter: string; keys: readonly string[] }> = [
  { letter: 'а', keys: ['a'] },
  { letter: 'б', keys: ['b'] },
  { letter: 'в', keys: ['v'] },
  { letter: 'г', keys: ['g'] },
  { letter: 'д', keys: ['d'] },
  { letter: 'е', keys: ['e', 'ye'] },
  { letter: 'ё', keys: ['ë', 'yë'] },
  { letter: 'ж', keys: ['zh'] },
  { letter: 'з', keys: ['z'] },
  { letter: 'и', keys: ['i'] },
  { letter: 'й', keys: ['y'] },
  { letter: 'к', keys: ['k'] },
  { letter: 'л', keys: ['l'] },
  { letter: 'м', keys: ['m'] },
  { letter: 'н', keys: ['n'] },
  { letter: 'о', keys: ['o'] },
  { letter: 'п', keys: ['p'] },
  { letter: 'р', keys: ['r'] },
  { letter: 'с', keys: ['s'] },
  { letter: 'т', keys: ['t'] },
  { letter: 'у', keys: ['u'] },
  { letter: 'ф', keys: ['f'] },
  { letter: 'х', keys: ['kh'] },
  { letter: 'ц', keys: ['ts'] },
  { letter: 'ч', keys: ['ch'] },
  { letter: 'ш', keys: ['sh'] },
  { letter: 'щ', keys: ['shch'] },
  { letter: 'ъ', keys: ['"'] },
  { letter: 'ы', keys: ['y'] },
  { letter: 'ь', keys: ["'"] },
  { letter: 'э', keys: ['e'] },
  { letter: 'ю', keys: ['yu'] },
  { letter: 'я', keys: ['ya'] },
];

const SPELLINGS = new Map(PHONETIC_TABLE.map(({ letter, keys }) => [letter, keys]));

const capitalized = (keys: string) => keys.charAt(0).toLocaleUpperCase('en') + keys.slice(1);

/**
 * The keys that type `text` (the scheme the other way round): for each letter the first of its
 * spellings that reads back as that letter where it stands, with the separator when nothing else
 * does ("тс" t_s, "мэр" m_er). Other characters stay. Reading the result with latinToCyrillic
 * gives `text` back (capital Ъ and Ь aside: the keys type them small).
 */
export function cyrillicToLatin(text: string): string {
  let latin = '';
  for (const character of text) {
    const lower = character.toLocaleLowerCase('ru-RU');
    const spellings = (SPELLINGS.get(lower) ?? [character]).map((keys) => (lower === character ? keys : capitalized(keys)));
    const wanted = latinToCyrillic(latin) + character;
    const options = [...spellings, ...spellings.map((keys) => PHONETIC_SEPARATOR + keys)];
    latin += options.find((keys) => latinToCyrillic(latin + keys) === wanted) ?? spellings[0];
  }
  return latin;
}

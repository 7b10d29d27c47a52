import type { PartOfSpeech } from '@slovo/shared';
import { IPA_MAX_LENGTH } from '@slovo/shared';
import { lazyLoad } from './lazy-load';

/**
 * The General American pronunciation of an English word or phrase, from CMUdict (as the npm
 * package cmu-pronouncing-dictionary ships it: ARPAbet with a stress digit on every vowel),
 * written in IPA between slashes with ˈ and ˌ before the stressed syllables: water → /ˈwɔtɚ/.
 */

/** ARPAbet → IPA. AH and ER depend on stress: unstressed they are ə and ɚ. */
const VOWELS: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};
const UNSTRESSED_VOWELS: Record<string, string> = { AH: 'ə', ER: 'ɚ' };
const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/**
 * The consonant clusters English lets a syllable begin with (besides any single consonant but
 * NG). A stress mark goes before the longest of them that ends the consonants ahead of the
 * stressed vowel: construction → kənˈstɹʌkʃən (s t r begins a syllable), Atlantic → ætˈlæntɪk
 * (t l does not).
 */
const ONSET_CLUSTERS = new Set([
  ...['P', 'B', 'T', 'D', 'K', 'G', 'F', 'TH', 'SH', 'V'].map((first) => `${first} R`),
  ...['P', 'B', 'K', 'G', 'F', 'S'].map((first) => `${first} L`),
  ...['T', 'D', 'K', 'G', 'S', 'TH', 'HH'].map((first) => `${first} W`),
  ...['P', 'B', 'F', 'V', 'K', 'G', 'M', 'HH'].map((first) => `${first} Y`),
  ...['P', 'T', 'K', 'M', 'N', 'F'].map((second) => `S ${second}`),
  'S P R',
  'S T R',
  'S K R',
  'S P L',
  'S K W',
  'S P Y',
  'S K Y',
]);

const isLegalOnset = (consonants: readonly string[]) =>
  consonants.length === 0 || (consonants.length === 1 ? consonants[0] !== 'NG' : ONSET_CLUSTERS.has(consonants.join(' ')));

/** Every ARPAbet phone (a vowel with each stress digit) → its IPA and, for a vowel, the mark its stress puts before its syllable. */
interface Phone {
  ipa: string;
  vowel: boolean;
  mark: string;
}
const PHONES = new Map<string, Phone>([
  ...Object.entries(CONSONANTS).map(([name, ipa]): [string, Phone] => [name, { ipa, vowel: false, mark: '' }]),
  ...Object.entries(VOWELS).flatMap(([name, ipa]): Array<[string, Phone]> => [
    [`${name}0`, { ipa: UNSTRESSED_VOWELS[name] ?? ipa, vowel: true, mark: '' }],
    [`${name}1`, { ipa, vowel: true, mark: 'ˈ' }],
    [`${name}2`, { ipa, vowel: true, mark: 'ˌ' }],
  ]),
]);

/**
 * One word's ARPAbet ("W AO1 T ER0") in IPA, or undefined when it holds a phone the table does
 * not know. Stress marks before each stressed syllable, except in a word of one syllable alone
 * (`markSingleSyllable` false), which dictionaries write without.
 */
export function arpabetToIpa(arpabet: string, markSingleSyllable = false): string | undefined {
  const names = arpabet.trim().split(/\s+/);
  const phones: Phone[] = [];
  const vowelAt: number[] = [];
  for (const name of names) {
    const phone = PHONES.get(name);
    if (phone === undefined) return undefined;
    if (phone.vowel) vowelAt.push(phones.length);
    phones.push(phone);
  }
  const marks: string[] = new Array<string>(phones.length).fill('');
  if (vowelAt.length > 1 || markSingleSyllable) {
    vowelAt.forEach((vowel, nth) => {
      const { mark } = phones[vowel] as Phone;
      if (mark === '') return;
      const previous = nth === 0 ? -1 : (vowelAt[nth - 1] as number);
      // The first syllable begins with the word; a later one with the longest legal onset.
      let onset = previous + 1;
      if (previous >= 0) while (!isLegalOnset(names.slice(onset, vowel))) onset += 1;
      marks[onset] = mark;
    });
  }
  let ipa = '';
  for (let index = 0; index < phones.length; index += 1) ipa += (marks[index] as string) + (phones[index] as Phone).ipa;
  return ipa;
}

/**
 * Words CMUdict spells alike but pronounces by part of speech (it knows no parts of speech): the
 * entry each takes, 0 = "word", 1 = "word(2)", 2 = "word(3)"; null where the part of speech does
 * not decide (lead the metal or the leash) and the word gets no IPA. A part of speech not listed
 * takes `other`, else the first entry. Checked against cmu-pronouncing-dictionary 3.0.0.
 */
type EntryChoice = Partial<Record<PartOfSpeech | 'other', number | null>>;
const HOMOGRAPHS: Record<string, EntryChoice> = {
  read: { verb: 1, other: null },
  live: { verb: 1, adjective: 0, adverb: 0, other: null },
  close: { verb: 1, adjective: 0, adverb: 0, other: null },
  use: { noun: 0, verb: 1 },
  wind: { noun: 1, verb: 0 },
  record: { noun: 1, verb: 0 },
  present: { noun: 0, adjective: 0, verb: 1 },
  object: { noun: 0, verb: 1 },
  lead: { verb: 1, other: null },
  tear: { verb: 0, other: null },
  minute: { noun: 0, adjective: 1 },
  wound: { other: 1 },
  bass: { other: null },
  bow: { other: null },
  desert: { noun: 0, verb: 1 },
  content: { noun: 0, adjective: 1 },
  refuse: { noun: 1, verb: 0 },
  permit: { noun: 1, verb: 0 },
  produce: { noun: 1, verb: 0 },
  project: { noun: 0, verb: 1 },
  conduct: { noun: 0, verb: 1 },
  contract: { noun: 0, verb: 1 },
  increase: { noun: 1, verb: 0 },
  excuse: { noun: 0, verb: 1 },
  separate: { adjective: 1, verb: 0 },
  moderate: { adjective: 0, verb: 1 },
  estimate: { noun: 0, verb: 1 },
  graduate: { noun: 0, verb: 1 },
  polish: { adjective: 1 },
  invalid: { adjective: 2, noun: 0 },
  sow: { verb: 1, noun: 0 },
};

export type CmuDictionary = Readonly<Record<string, string>>;

/** The entry of `word` that suits the part of speech (see HOMOGRAPHS), else its first. */
function entryOf(dictionary: CmuDictionary, word: string, partOfSpeech: PartOfSpeech): string | undefined {
  if (!Object.hasOwn(dictionary, word)) return undefined;
  const choice = Object.hasOwn(HOMOGRAPHS, word) ? (HOMOGRAPHS[word] as EntryChoice) : {};
  const chosen = choice[partOfSpeech] !== undefined ? choice[partOfSpeech] : choice.other;
  const nth = chosen === undefined ? 0 : chosen;
  if (nth === null) return undefined;
  const key = nth === 0 ? word : `${word}(${nth + 1})`;
  return Object.hasOwn(dictionary, key) ? dictionary[key] : dictionary[word];
}

const ENGLISH_WORDS = /^[a-z']+(?:-[a-z']+)*(?: [a-z']+(?:-[a-z']+)*)*$/;

/**
 * The IPA of `english` (as stored: a word or a phrase of words), or undefined when it holds
 * anything but letters, apostrophes, hyphens and spaces, or a word CMUdict lacks. Verbs lose a
 * leading "to". Each word of a phrase is marked where it is stressed: ice cream → /ˈaɪs ˈkɹim/.
 */
export function englishIpa(dictionary: CmuDictionary, english: string, partOfSpeech: PartOfSpeech): string | undefined {
  let text = english.toLowerCase().trim();
  if (!ENGLISH_WORDS.test(text)) return undefined;
  if (partOfSpeech === 'verb' && text.startsWith('to ')) text = text.slice(3);
  const words = text.split(' ');
  const phrase = words.length > 1;
  const parts: string[] = [];
  for (const word of words) {
    const pieces = entryOf(dictionary, word, partOfSpeech) !== undefined ? [word] : word.split('-');
    const ipa = pieces.map((piece) => {
      const arpabet = entryOf(dictionary, piece, partOfSpeech);
      return arpabet === undefined ? undefined : arpabetToIpa(arpabet, phrase || pieces.length > 1);
    });
    if (ipa.some((piece) => piece === undefined)) return undefined;
    parts.push(ipa.join('-'));
  }
  const transcription = `/${parts.join(' ')}/`;
  return transcription.length <= IPA_MAX_LENGTH ? transcription : undefined;
}

/** CMUdict's 135,000 entries as one object (about 4.6 MB of source), imported on first use. */
export const loadEnglishPronunciation = lazyLoad('CMUdict', async (): Promise<CmuDictionary> => {
  const { dictionary } = await import('cmu-pronouncing-dictionary');
  return dictionary;
});

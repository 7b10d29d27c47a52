import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Aspect, Gender, PartOfSpeech, RussianFormKey, RussianForms } from '@slovo/shared';
import type { AzModule, AzMorph, AzParse, AzTag } from './az-types';
import { lazyLoad } from './lazy-load';
import { FIRST_PERSON_MISSING } from './russian-defective-verbs';

/**
 * Gender, animacy, aspect and the key forms of a Russian word, from Az.js (MIT) and the OpenCorpora
 * dictionary it ships (CC BY-SA). Facts only where the dictionary is sure: the word must be the
 * dictionary form of a lexeme of the part of speech the word was given, and where several
 * lexemes fit (замок "castle" and "lock", ёж animate and not) only what they all agree on is
 * given. Forms come without stress marks: OpenCorpora has none, and stress is never guessed.
 */

/** What the dictionary knows of one word; every field may be missing. */
export interface RussianFacts {
  gender?: Gender;
  animate?: boolean;
  aspect?: Aspect;
  forms?: RussianForms;
}

/**
 * Only the dictionary's own words (no guesses from prefixes or endings of unknown words), through
 * az's dictionary analyser alone: Morph() around it would also score each parse (a second
 * dictionary lookup per parse) and sort them, which nothing here uses: about three times the
 * cost (measured: 2.6 µs a word against 8–9 µs). е also finds ё (елка → ёлка), as Morph's defaults do;
 * no typos or repeated letters are corrected.
 */
const DICTIONARY_ONLY = { ignoreCase: false, replacements: { е: 'ё' }, stutter: 0, typos: 0 };

/** Forms marked rare, old, wrong or a spelling variant: a learner is given the plain form instead. */
const MARKED_FORM = /^(?:Infr|Arch|Litr|Erro|Dist|Slng|V-.*)$/;

const GENDER_OF: Record<string, Gender> = { masc: 'm', femn: 'f', neut: 'n' };

/** Each form a learner is shown, by the grammemes of its tag. */
const NOUN_FORMS: ReadonlyArray<readonly [RussianFormKey, readonly string[]]> = [
  ['gen_sg', ['gent', 'sing']],
  ['nom_pl', ['nomn', 'plur']],
  ['gen_pl', ['gent', 'plur']],
];
const VERB_FORMS: ReadonlyArray<readonly [RussianFormKey, readonly string[]]> = [
  ['sg1', ['VERB', 'indc', '1per', 'sing']],
  ['sg2', ['VERB', 'indc', '2per', 'sing']],
  ['pl3', ['VERB', 'indc', '3per', 'plur']],
  ['past_m', ['VERB', 'indc', 'past', 'masc', 'sing']],
  ['past_f', ['VERB', 'indc', 'past', 'femn', 'sing']],
];
const ADJECTIVE_FORMS: ReadonlyArray<readonly [RussianFormKey, readonly string[]]> = [
  ['short_m', ['ADJS', 'masc', 'sing']],
  ['short_f', ['ADJS', 'femn', 'sing']],
  ['short_n', ['ADJS', 'neut', 'sing']],
  ['short_pl', ['ADJS', 'plur']],
];

/** ё and е are one letter to a writer: елка is ёлка. */
const folded = (word: string) => word.replaceAll('ё', 'е');
/** How words are compared: Москва is москва (az finds a name only written with its capital). */
const comparable = (word: string) => folded(word.toLowerCase());

const hasAll = (tag: AzTag, grammemes: readonly string[]) =>
  grammemes.every((grammeme) => tag[grammeme] === true || tag.POS === grammeme);

const isMarked = (tag: AzTag) => [...tag.stat, ...tag.flex].some((grammeme) => MARKED_FORM.test(grammeme));

/** The parse is the dictionary form of a lexeme of this part of speech. */
function isDictionaryForm(parse: AzParse, partOfSpeech: PartOfSpeech, key: string): boolean {
  const { tag } = parse;
  const fits =
    partOfSpeech === 'noun'
      ? tag.POS === 'NOUN' && tag.nomn === true && (tag.sing === true || tag.Pltm === true)
      : partOfSpeech === 'verb'
        ? tag.POS === 'INFN'
        : tag.POS === 'ADJF' && tag.masc === true && tag.sing === true && tag.nomn === true;
  if (!fits || comparable(parse.word) !== key) return false;
  // A paradigm's first form is its dictionary form.
  if (parse.formIdx === 0) return true;
  const normal = parse.normalize();
  return normal !== false && comparable(normal.word) === key;
}

/**
 * The lexemes whose dictionary form `word` is, once each: the same form of the same paradigm is
 * one lexeme (замок the castle and the lock tell the same facts), while one paradigm may hold two
 * (ёж animate and not, бежать of both aspects) at different forms.
 */
function lexemesOf(morph: AzMorph, word: string, partOfSpeech: PartOfSpeech): AzParse[] {
  const key = comparable(word);
  const lexemes = new Map<string, AzParse>();
  for (const parse of morph.Parsers.Dictionary(word, DICTIONARY_ONLY)) {
    if (isDictionaryForm(parse, partOfSpeech, key)) lexemes.set(`${parse.paradigmIdx}:${parse.formIdx}`, parse);
  }
  return [...lexemes.values()];
}

/** The one value every item gives, else undefined (none, or they disagree). */
function agreed<T>(values: readonly (T | undefined)[]): T | undefined {
  const [first] = values;
  if (first === undefined) return undefined;
  return values.every((value) => value === first) ? first : undefined;
}

/** None for a noun of common gender (судья, коллега: Ms-f), whose gender follows the person meant. */
function genderOf(tag: AzTag): Gender | undefined {
  if (tag.Pltm === true) return 'pl';
  if (tag['Ms-f'] === true) return undefined;
  return typeof tag.GNdr === 'string' ? GENDER_OF[tag.GNdr] : undefined;
}

function animacyOf(tag: AzTag): boolean | undefined {
  if (tag.anim === true) return true;
  if (tag.inan === true) return false;
  return undefined;
}

function aspectOf(tag: AzTag): Aspect | undefined {
  if (tag.perf === true) return 'pf';
  if (tag.impf === true) return 'impf';
  return undefined;
}

/** Which forms a lexeme has to show: none for an indeclinable noun, one for a singular- or plural-only one. */
function wantedForms(lexeme: AzParse, word: string): ReadonlyArray<readonly [RussianFormKey, readonly string[]]> {
  const { tag } = lexeme;
  if (tag.POS === 'NOUN') {
    if (tag.Fixd === true) return [];
    if (tag.Pltm === true) return NOUN_FORMS.filter(([key]) => key === 'gen_pl');
    if (tag.Sgtm === true) return NOUN_FORMS.filter(([key]) => key === 'gen_sg');
    return NOUN_FORMS;
  }
  if (tag.POS === 'INFN')
    return FIRST_PERSON_MISSING.has(comparable(word)) ? VERB_FORMS.filter(([key]) => key !== 'sg1') : VERB_FORMS;
  return ADJECTIVE_FORMS;
}

const EVERY_FORM = [...NOUN_FORMS, ...VERB_FORMS, ...ADJECTIVE_FORMS];

/**
 * Per paradigm (one serves thousands of words alike), the positions of its plain (unmarked) forms
 * of each kind a learner is shown, worked out on the first word of that paradigm: a word's forms
 * are then a few string joins, not a walk through up to 200 forms of a verb. Bounded by the
 * dictionary's paradigms (a few thousand).
 */
const formPositions = new Map<number, ReadonlyMap<RussianFormKey, readonly number[]>>();

function positionsOf(lexeme: AzParse): ReadonlyMap<RussianFormKey, readonly number[]> {
  const known = formPositions.get(lexeme.paradigmIdx);
  if (known) return known;
  const positions = new Map<RussianFormKey, number[]>();
  for (let index = 0; index < lexeme.formCnt; index += 1) {
    const form = lexeme.inflect(index);
    if (!form || isMarked(form.tag)) continue;
    for (const [key, grammemes] of EVERY_FORM) {
      if (hasAll(form.tag, grammemes)) positions.set(key, [...(positions.get(key) ?? []), index]);
    }
  }
  formPositions.set(lexeme.paradigmIdx, positions);
  return positions;
}

/**
 * The lexeme's forms: for each wanted form the one plain (unmarked) spelling its paradigm has; a
 * form with two plain spellings (учители / учителя) is left out rather than chosen.
 */
function formsOf(lexeme: AzParse, word: string): RussianForms {
  const positions = positionsOf(lexeme);
  const forms: RussianForms = {};
  for (const [key] of wantedForms(lexeme, word)) {
    const at = positions.get(key);
    if (at === undefined) continue;
    const spelling = (lexeme.inflect(at[0] as number) as AzParse).word;
    if (at.some((index) => index !== at[0] && (lexeme.inflect(index) as AzParse).word !== spelling)) continue;
    // OpenCorpora puts ё into short forms where it does not belong (дешёвый → "дешёв", тёмный →
    // "темён"); ё always carries the stress, so a wrong one is a wrong stress. е is never wrong.
    forms[key] = lexeme.tag.POS === 'ADJF' ? folded(spelling) : spelling;
  }
  return forms;
}

/** The forms every lexeme gives alike. */
function agreedForms(lexemes: readonly AzParse[], word: string): RussianForms | undefined {
  if (lexemes.length === 1) {
    const forms = formsOf(lexemes[0] as AzParse, word);
    return Object.keys(forms).length === 0 ? undefined : forms;
  }
  const each = lexemes.map((lexeme) => formsOf(lexeme, word));
  const forms: RussianForms = {};
  const keys = new Set(each.flatMap((one) => Object.keys(one) as RussianFormKey[]));
  for (const key of keys) {
    const value = agreed(each.map((one) => one[key]));
    if (value !== undefined) forms[key] = value;
  }
  return Object.keys(forms).length === 0 ? undefined : forms;
}

/** The forms written as the word is: Москва → Москвы. */
function withCapital(forms: RussianForms | undefined, capital: boolean): RussianForms | undefined {
  if (!forms || !capital) return forms;
  return Object.fromEntries(
    Object.entries(forms).map(([key, form]) => [key, form.charAt(0).toUpperCase() + form.slice(1)]),
  ) as RussianForms;
}

function factsOfLexemes(lexemes: readonly AzParse[]): RussianFacts {
  const facts: RussianFacts = {};
  const tags = lexemes.map((lexeme) => lexeme.tag);
  const gender = tags[0]?.POS === 'NOUN' ? agreed(tags.map(genderOf)) : undefined;
  const animate = tags[0]?.POS === 'NOUN' ? agreed(tags.map(animacyOf)) : undefined;
  const aspect = tags[0]?.POS === 'INFN' ? agreed(tags.map(aspectOf)) : undefined;
  if (gender !== undefined) facts.gender = gender;
  if (animate !== undefined) facts.animate = animate;
  if (aspect !== undefined) facts.aspect = aspect;
  return facts;
}

const RUSSIAN_WORDS = /^[а-яё]+(?:-[а-яё]+)*(?: [а-яё]+(?:-[а-яё]+)*)*$/i;

/**
 * The facts of `russian` (a bare word or phrase as stored) taken as `partOfSpeech` (its forms only
 * when `withForms`: a word that has them already is spared the work). A single word:
 * gender and animacy (nouns), aspect (verbs), forms. A phrase: no forms, and the gender and
 * animacy (or aspect) of its head word when exactly one of its words is a noun in its dictionary
 * form (белый медведь → медведь; чашка чая → чашка) or a verb in the infinitive.
 */
export function russianFacts(morph: AzMorph, russian: string, partOfSpeech: PartOfSpeech, withForms = true): RussianFacts {
  if (partOfSpeech !== 'noun' && partOfSpeech !== 'verb' && partOfSpeech !== 'adjective') return {};
  if (!RUSSIAN_WORDS.test(russian)) return {};
  const words = russian.split(' ');
  if (words.length === 1) {
    const lexemes = lexemesOf(morph, russian, partOfSpeech);
    if (lexemes.length === 0) return {};
    const forms = withForms ? withCapital(agreedForms(lexemes, russian), russian !== russian.toLowerCase()) : undefined;
    return { ...factsOfLexemes(lexemes), ...(forms ? { forms } : {}) };
  }
  if (partOfSpeech === 'adjective') return {};
  const heads = words.map((word) => lexemesOf(morph, word, partOfSpeech)).filter((lexemes) => lexemes.length > 0);
  return heads.length === 1 ? factsOfLexemes(heads[0] as AzParse[]) : {};
}

const require = createRequire(import.meta.url);
/** The folder of the dictionary files az ships. */
const AZ_DICTIONARIES = join(dirname(require.resolve('az/package.json')), 'dicts');

/** Loads az and its dictionary (about 11 MB of files) once, on first use. */
export const loadRussianMorphology = lazyLoad('az (OpenCorpora)', async (): Promise<AzMorph> => {
  const Az = require('az') as AzModule;
  await new Promise<void>((resolve, reject) => {
    // az calls back once per file that fails; the first settles the promise.
    Az.Morph.init(AZ_DICTIONARIES, (error) => (error ? reject(error) : resolve()));
  });
  return Az.Morph;
});

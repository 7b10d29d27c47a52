import { createRequire } from 'node:module';
import type { AnnotationSource, EnglishForms, PartOfSpeech } from '@slovo/shared';
import { DICTIONARY_SOURCES } from './dictionary-sources';
import { IRREGULAR_COMPARISONS } from './english-comparisons';
import { lazyLoad } from './lazy-load';

/**
 * The irregular forms of an English word: a verb's past and past participle
 * (english-verbs-irregular, Apache-2.0), a noun's plural (irregular-plurals, MIT), an adjective's
 * or adverb's comparative and superlative (english-comparisons.ts). Regular words get nothing:
 * went / gone is worth showing, walked is not.
 */

/** Infinitive → [past, past participle] pairs, the usual one first: "be": [["was","been"],["were","been"]]. */
type IrregularVerbs = Readonly<Record<string, ReadonlyArray<readonly [string, string]>>>;

export interface EnglishFormsData {
  verbs: IrregularVerbs;
  plurals: ReadonlyMap<string, string>;
}

export interface EnglishFormsFound {
  forms: EnglishForms;
  source: AnnotationSource;
}

/**
 * A past form made the regular way: the verb, perhaps without its last e or y or with its last
 * consonant doubled, and -ed (mowed, fitted, awakened from awaken). bled, fled and wed are not.
 */
function isRegularPast(verb: string, past: string): boolean {
  return past.endsWith('ed') && past.length > verb.length && past.startsWith(verb.replace(/[ey]$/, ''));
}

/** The regular plural of a noun (cat → cats, box → boxes, city → cities). */
function regularPlural(noun: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/**
 * Nouns irregular-plurals lists with the singular as plural that are counted that way (two
 * sheep); its other such entries are uncountable (advice, information) and get no plural.
 */
const ZERO_PLURALS = new Set([
  'aircraft',
  'bison',
  'buffalo',
  'carp',
  'cod',
  'deer',
  'elk',
  'fish',
  'grouse',
  'hovercraft',
  'mackerel',
  'moose',
  'offspring',
  'pike',
  'reindeer',
  'salmon',
  'series',
  'sheep',
  'shrimp',
  'spacecraft',
  'species',
  'squid',
  'swine',
  'trout',
  'tuna',
  'watercraft',
]);

/**
 * The verb's first listed pair, unless it is made the regular way (the list gives learn "learned,
 * learned" first, then "learnt": in General American the verb is regular). A later pair with the
 * same participle adds its past: be → "was, were".
 */
function verbForms(verbs: IrregularVerbs, verb: string): EnglishForms | undefined {
  if (!Object.hasOwn(verbs, verb)) return undefined;
  const pairs = verbs[verb] as ReadonlyArray<readonly [string, string]>;
  const [first] = pairs;
  if (!first) return undefined;
  const [past, participle] = first;
  if (isRegularPast(verb, past) && isRegularPast(verb, participle)) return undefined;
  const pasts = [past];
  for (const [otherPast, otherParticiple] of pairs.slice(1)) {
    if (otherParticiple === participle && !isRegularPast(verb, otherPast) && !pasts.includes(otherPast)) pasts.push(otherPast);
  }
  return { past: pasts.join(', '), past_participle: participle };
}

function pluralOf(plurals: ReadonlyMap<string, string>, noun: string): string | undefined {
  const plural = plurals.get(noun);
  if (plural === undefined || plural === regularPlural(noun)) return undefined;
  if (plural === noun && !ZERO_PLURALS.has(noun)) return undefined;
  return plural;
}

/**
 * The irregular forms of `english` taken as `partOfSpeech`. Verbs may be phrasal (give up → gave
 * up / given up) or begin with "to"; a noun phrase takes its last word's plural (field mouse →
 * field mice); comparisons are of single words.
 */
export function englishForms(data: EnglishFormsData, english: string, partOfSpeech: PartOfSpeech): EnglishFormsFound | undefined {
  const words = english.toLowerCase().trim().split(/\s+/);
  if (partOfSpeech === 'verb') {
    if (words[0] === 'to' && words.length > 1) words.shift();
    const [verb, ...rest] = words;
    const forms = verb === undefined ? undefined : verbForms(data.verbs, verb);
    if (!forms) return undefined;
    const tail = rest.length === 0 ? '' : ` ${rest.join(' ')}`;
    return {
      forms: { past: `${forms.past}${tail}`, past_participle: `${forms.past_participle}${tail}` },
      source: DICTIONARY_SOURCES.englishVerbsIrregular,
    };
  }
  if (partOfSpeech === 'noun') {
    const last = words.at(-1);
    const plural = last === undefined ? undefined : pluralOf(data.plurals, last);
    if (plural === undefined) return undefined;
    return { forms: { plural: [...words.slice(0, -1), plural].join(' ') }, source: DICTIONARY_SOURCES.irregularPlurals };
  }
  if ((partOfSpeech === 'adjective' || partOfSpeech === 'adverb') && words.length === 1) {
    const word = words[0] as string;
    if (!Object.hasOwn(IRREGULAR_COMPARISONS, word)) return undefined;
    const [comparative, superlative] = IRREGULAR_COMPARISONS[word] as readonly [string, string];
    return { forms: { comparative, superlative }, source: DICTIONARY_SOURCES.slovoComparisons };
  }
  return undefined;
}

/**
 * The two lists, read on first use. english-verbs-irregular's own list of truly irregular verbs
 * (resources/irregularVerbs.json): its dist/verbs.json adds 200 regular verbs that double their
 * last consonant and turns "bet" into "betted".
 */
export const loadEnglishForms = lazyLoad('English irregular forms', async (): Promise<EnglishFormsData> => {
  const require = createRequire(import.meta.url);
  const verbs = require('english-verbs-irregular/resources/irregularVerbs.json') as IrregularVerbs;
  const { default: plurals } = await import('irregular-plurals');
  return { verbs, plurals };
});

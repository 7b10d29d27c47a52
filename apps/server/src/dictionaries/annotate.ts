import type { AnnotationField, AnnotationSource, PartOfSpeech, RussianForms, WordAnnotations } from '@slovo/shared';
import { ADJECTIVE_FORM_KEYS, NOUN_FORM_KEYS, VERB_FORM_KEYS } from '@slovo/shared';
import type { AzMorph } from './az-types';
import { DICTIONARY_SOURCES } from './dictionary-sources';
import type { EnglishFormsData } from './english-forms';
import { englishForms, loadEnglishForms } from './english-forms';
import type { CmuDictionary } from './english-pronunciation';
import { englishIpa, loadEnglishPronunciation } from './english-pronunciation';
import { loadRussianMorphology, russianFacts } from './russian-morphology';
import type { SeedSuggestions } from './seed-suggestions';
import { loadSeedSuggestions, seedSuggestionFor } from './seed-suggestions';

/**
 * What a new word does not bring, filled in from open dictionaries (issue 32 §2), each fact with
 * its source: gender, animacy, aspect and forms from az (OpenCorpora); the English IPA from
 * CMUdict; irregular English forms; and a suggested stress from the owner's earlier words or the
 * seeded words. A fact the word already has (from the request or the imported file) is never
 * replaced. The dictionaries load once, on first use, in the lookup thread (lookup-thread.ts); a
 * word then costs 10–20 µs there (dictionary walks and map reads, docs/performance.md).
 */

export interface WordToAnnotate {
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

/** The loaded dictionaries; one that failed to load is null and gives nothing. */
export interface Dictionaries {
  morphology: AzMorph | null;
  pronunciation: CmuDictionary | null;
  englishForms: EnglishFormsData | null;
  seed: SeedSuggestions | null;
}

let enabled = true;

/** WORD_DICTIONARIES=off (config.ts): no dictionary is loaded and words get no facts or suggestions. */
export function useDictionaries(on: boolean): void {
  enabled = on;
}

export const dictionariesInUse = (): boolean => enabled;

const NONE: Dictionaries = { morphology: null, pronunciation: null, englishForms: null, seed: null };

/** Every dictionary, loaded together on the first call (the same promise for every caller meanwhile). */
export async function loadDictionaries(): Promise<Dictionaries> {
  if (!enabled) return NONE;
  const [morphology, pronunciation, forms, seed] = await Promise.all([
    loadRussianMorphology(),
    loadEnglishPronunciation(),
    loadEnglishForms(),
    loadSeedSuggestions(),
  ]);
  return { morphology, pronunciation, englishForms: forms, seed };
}

const FORM_KEYS: Partial<Record<PartOfSpeech, readonly string[]>> = {
  noun: NOUN_FORM_KEYS,
  verb: VERB_FORM_KEYS,
  adjective: ADJECTIVE_FORM_KEYS,
};

/** Forms only of the word's own part of speech (a seeded стекло the noun lends no verb forms). */
function formsFitting(forms: RussianForms | undefined, partOfSpeech: PartOfSpeech): RussianForms | undefined {
  const keys = FORM_KEYS[partOfSpeech];
  if (!forms || !keys) return undefined;
  return Object.keys(forms).every((key) => keys.includes(key)) ? forms : undefined;
}

/**
 * The facts `known` lacks that the dictionaries give for `word`, each with its source (only the
 * missing ones: none of their fields is in `known`). `earlierStress`: the stressed form
 * of an earlier word of the same owner with the same Russian text, which wins over the seeded
 * words' (the owner meant that word before).
 */
export function dictionaryAnnotations(
  dictionaries: Dictionaries,
  word: WordToAnnotate,
  known: WordAnnotations,
  earlierStress?: string,
): WordAnnotations {
  const facts: Record<string, unknown> = {};
  const sources: Partial<Record<AnnotationField, AnnotationSource>> = {};
  const put = <F extends AnnotationField>(field: F, value: WordAnnotations[F] | undefined, source: AnnotationSource) => {
    if (value === undefined || known[field] !== undefined || facts[field] !== undefined) return;
    facts[field] = value;
    sources[field] = source;
  };
  const { english, russian, part_of_speech: partOfSpeech } = word;

  // Stress: suggestions only. The seeded word's stressed forms and partner come with it only
  // where it is stressed as this word is (the same word, not a homograph).
  put('stressed', earlierStress, 'suggested');
  const seeded = dictionaries.seed ? seedSuggestionFor(dictionaries.seed, english, russian) : undefined;
  put('stressed', seeded?.stressed, 'suggested');
  if (seeded && seeded.stressed === (known.stressed ?? facts.stressed)) {
    put('forms', formsFitting(seeded.forms, partOfSpeech), 'suggested');
    if (partOfSpeech === 'verb') put('aspect_partner', seeded.aspect_partner, 'suggested');
  }

  if (dictionaries.morphology) {
    const formsWanted = known.forms === undefined && facts.forms === undefined;
    const found = russianFacts(dictionaries.morphology, russian, partOfSpeech, formsWanted);
    put('gender', found.gender, DICTIONARY_SOURCES.az);
    put('animate', found.animate, DICTIONARY_SOURCES.az);
    put('aspect', found.aspect, DICTIONARY_SOURCES.az);
    put('forms', found.forms, DICTIONARY_SOURCES.az);
  }
  if (dictionaries.pronunciation)
    put('ipa', englishIpa(dictionaries.pronunciation, english, partOfSpeech), DICTIONARY_SOURCES.cmudict);
  if (dictionaries.englishForms) {
    const irregular = englishForms(dictionaries.englishForms, english, partOfSpeech);
    if (irregular) put('english_forms', irregular.forms, irregular.source);
  }

  if (Object.keys(sources).length === 0) return {};
  facts.sources = sources;
  return facts as WordAnnotations;
}

/** A word sent to the lookup thread: what it is, the facts it has, and the owner's earlier stress of its text. */
export interface FactsRequest extends WordToAnnotate {
  known: WordAnnotations;
  earlierStress?: string;
}

/** Each word's missing facts, in order: the lookup thread's task (lookup-worker.mjs). */
export function missingFacts(dictionaries: Dictionaries, requests: readonly FactsRequest[]): WordAnnotations[] {
  return requests.map((request) => dictionaryAnnotations(dictionaries, request, request.known, request.earlierStress));
}

import {
  ENGLISH_FORM_KEYS,
  RUSSIAN_FORM_KEYS,
  needsStressMark,
  stressWords,
  type AnnotationField,
  type AnnotationSource,
  type EnglishFormKey,
  type RussianFormKey,
  type WordAnnotations,
} from '@slovo/shared';

/**
 * What the word card shows of a word, worked out without React: which facts concern this kind of
 * word (so the card can say "not known yet" for them rather than leave them out), the forms in
 * their table order, and what each source means.
 */

/** A word as the card takes it: both sides, its part of speech when known, and its facts. */
export interface CardWord extends WordAnnotations {
  english: string;
  russian: string;
  part_of_speech?: string;
  /** Its picture and recorded sound (issue 34), when it has them. */
  image?: string | null;
  sound?: string | null;
}

export type WordKind = 'noun' | 'verb' | 'adjective' | 'other';

/** The kind of word: its part of speech, or what its facts give away (a gender → a noun). */
export function wordKind(word: CardWord): WordKind {
  const part = word.part_of_speech?.trim().toLowerCase() ?? '';
  if (part === 'noun' || part === 'verb' || part === 'adjective') return part;
  if (word.gender !== undefined || word.animate !== undefined) return 'noun';
  if (word.aspect !== undefined || word.aspect_partner !== undefined) return 'verb';
  return 'other';
}

/** The facts the card lists for this kind of word: known ones always, the others as "not known yet". */
export function factsToList(word: CardWord): AnnotationField[] {
  const kind = wordKind(word);
  const relevant: AnnotationField[] = ['stressed'];
  if (kind === 'noun') relevant.push('gender', 'animate');
  if (kind === 'verb') relevant.push('aspect', 'aspect_partner');
  relevant.push('ipa');
  if (kind !== 'other') relevant.push('english_forms');
  const known = (field: AnnotationField) => word[field] !== undefined;
  const order: readonly AnnotationField[] = ['stressed', 'gender', 'animate', 'aspect', 'aspect_partner', 'ipa', 'english_forms'];
  return order.filter((field) => relevant.includes(field) || known(field));
}

/** The Russian forms the card's table shows, in the table's order (nouns, verbs, adjectives). */
export function russianFormRows(word: CardWord): { key: RussianFormKey; value: string }[] {
  const forms = word.forms ?? {};
  return RUSSIAN_FORM_KEYS.flatMap((key) => (forms[key] !== undefined ? [{ key, value: forms[key] }] : []));
}

/** Whether this kind of word has forms a learner needs (so an empty table says "not known yet"). */
export function expectsForms(word: CardWord): boolean {
  const kind = wordKind(word);
  return kind === 'noun' || kind === 'verb' || kind === 'adjective';
}

/** The person forms (я / ты / они) are present tense for an imperfective verb, future for a perfective one. */
export const PERSON_FORMS: readonly RussianFormKey[] = ['sg1', 'sg2', 'pl3'];

export function englishFormRows(word: CardWord): { key: EnglishFormKey; value: string }[] {
  const forms = word.english_forms ?? {};
  return ENGLISH_FORM_KEYS.flatMap((key) => (forms[key] !== undefined ? [{ key, value: forms[key] }] : []));
}

/** A word whose every part is one syllable or has ё needs no stress mark at all. */
export function needsNoStress(russian: string): boolean {
  return !stressWords(russian).some(needsStressMark);
}

export type SourceKind =
  { kind: 'import' | 'editor' | 'suggested' | 'none' } | { kind: 'dictionary'; name: string; version: string };

/** The readable names of the open dictionaries the server uses (others show as named). */
const DICTIONARY_NAMES: Readonly<Record<string, string>> = {
  az: 'OpenCorpora (az)',
  'cmu-pronouncing-dictionary': 'CMUdict',
  'english-verbs-irregular': 'English irregular verbs',
};

/** What a recorded source says: a file, a person, a dictionary (by name), a guess, or nothing recorded. */
export function sourceKind(source: AnnotationSource | undefined): SourceKind {
  if (source === undefined) return { kind: 'none' };
  if (source === 'import' || source === 'editor' || source === 'suggested') return { kind: source };
  const match = /^dictionary:([^@]+)@(.+)$/.exec(source);
  if (!match) return { kind: 'none' };
  return { kind: 'dictionary', name: DICTIONARY_NAMES[match[1]!] ?? match[1]!, version: match[2]! };
}

/** Whether any fact the word carries is still only a suggestion. */
export function hasSuggestions(word: CardWord): boolean {
  return Object.values(word.sources ?? {}).includes('suggested');
}

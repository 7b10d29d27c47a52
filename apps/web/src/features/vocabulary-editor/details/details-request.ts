/**
 * What a word request sends from the Details section (issue 32): the facts flat beside english and
 * russian, as the add, edit and batch routes take them — a value to set, null to clear, absent to
 * keep what the word has (and where it came from). The server credits what it is sent to 'editor'.
 */
import type { PartOfSpeech } from '@slovo/shared/constants';
import {
  ANNOTATION_FIELDS,
  ENGLISH_ANNOTATION_FIELDS,
  RUSSIAN_ANNOTATION_FIELDS,
  type AnnotationField,
  type AnnotationInput,
  type WordAnnotations,
} from '@slovo/shared/rules/word-annotations';
import {
  englishFormKeys,
  fieldApplies,
  partOfSpeechOf,
  russianFormKeys,
  stressedFor,
  type DetailedWord,
  type DetailsDraft,
} from './details-draft';

export type DetailsRequest = AnnotationInput & { part_of_speech?: PartOfSpeech };

type FactValue = WordAnnotations[AnnotationField] | null;

/** The texts of the given keys, trimmed; null when none is left. */
function textsOf<K extends string>(texts: Partial<Record<K, string>>, keys: readonly K[]): Partial<Record<K, string>> | null {
  const kept: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const text = texts[key]?.trim();
    if (text) kept[key] = text;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

const textOrNull = (text: string) => text.trim() || null;

/** One fact as the draft would save it: null when it is empty or does not belong to the part of speech. */
export function draftValue(draft: DetailsDraft, field: AnnotationField, russian: string): FactValue {
  const pos = draft.partOfSpeech;
  if (!fieldApplies(field, pos)) return null;
  const { values } = draft;
  switch (field) {
    case 'stressed':
      return stressedFor(draft, russian);
    case 'aspect_partner':
      return textOrNull(values.aspect_partner);
    case 'forms':
      return textsOf(values.forms, russianFormKeys(pos));
    case 'ipa':
      return textOrNull(values.ipa);
    case 'english_forms':
      return textsOf(values.english_forms, englishFormKeys(pos));
    default:
      return values[field];
  }
}

/** Equal facts: the same text, choice, or the same forms (key order aside). */
export function sameFact(a: FactValue | undefined, b: FactValue | undefined): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  const entries = (value: object) => JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
  return entries(a) === entries(b);
}

export interface DetailsRequestContext {
  /** The word as it was (nothing for a word being added). */
  original?: DetailedWord;
  /** The Russian side as it will be saved (the stress must be that word's). */
  russian: string;
  /** Which sides the edit changes: the server drops the facts of a changed side unless they are sent again. */
  russianChanged: boolean;
  englishChanged: boolean;
}

/**
 * The fields to send. A new word sends every fact it has. An edit sends a fact the person changed
 * (null when they emptied it), one they confirmed, and — when its side changes — one it keeps, so
 * the server does not drop it; the others stay as they are, with their sources. The part of
 * speech goes when it changes (for a new word: when it is not the default noun).
 */
export function detailsRequest(draft: DetailsDraft, context: DetailsRequestContext): DetailsRequest {
  const { original } = context;
  const request: DetailsRequest = {};
  const record = request as Record<string, unknown>;
  for (const field of ANNOTATION_FIELDS) {
    const value = draftValue(draft, field, context.russian);
    if (!original) {
      if (value !== null) record[field] = value;
      continue;
    }
    const before = original[field];
    const sideChanged =
      ((RUSSIAN_ANNOTATION_FIELDS as readonly string[]).includes(field) && context.russianChanged) ||
      ((ENGLISH_ANNOTATION_FIELDS as readonly string[]).includes(field) && context.englishChanged);
    const changed = draft.touched.has(field) && !sameFact(value, before);
    if (changed || (value !== null && (draft.confirmed.has(field) || sideChanged))) record[field] = value;
  }
  // A new word is a noun unless it says otherwise (the routes' default).
  if (draft.partOfSpeech !== partOfSpeechOf(original?.part_of_speech)) request.part_of_speech = draft.partOfSpeech;
  return request;
}

import {
  ANNOTATION_FIELDS,
  ANNOTATION_SOURCE_PATTERN,
  ASPECTS,
  ENGLISH_FORM_KEYS,
  GENDERS,
  RUSSIAN_FORM_KEYS,
  type AnnotationSource,
  type WordAnnotations,
} from '@slovo/shared/rules/word-annotations';
import { isBoolean, isNonEmptyString, isRecord } from '@/lib/response-shape';

/**
 * A word's details (issue 32) as the words route answers them, flat beside english and russian:
 * each field kept only when it has the expected shape, so an answer from an older or newer server
 * never breaks the editor — an unknown value is simply not shown.
 */
export function readWordAnnotations(raw: Record<string, unknown>): WordAnnotations {
  const facts: WordAnnotations = {};
  if (isNonEmptyString(raw.stressed)) facts.stressed = raw.stressed;
  const gender = GENDERS.find((value) => value === raw.gender);
  if (gender) facts.gender = gender;
  if (isBoolean(raw.animate)) facts.animate = raw.animate;
  const aspect = ASPECTS.find((value) => value === raw.aspect);
  if (aspect) facts.aspect = aspect;
  if (isNonEmptyString(raw.aspect_partner)) facts.aspect_partner = raw.aspect_partner;
  const forms = textsOf(raw.forms, RUSSIAN_FORM_KEYS);
  if (forms) facts.forms = forms;
  if (isNonEmptyString(raw.ipa)) facts.ipa = raw.ipa;
  const englishForms = textsOf(raw.english_forms, ENGLISH_FORM_KEYS);
  if (englishForms) facts.english_forms = englishForms;
  const sources = sourcesOf(raw.sources, facts);
  if (sources) facts.sources = sources;
  return facts;
}

/** The known keys of a record of texts, or undefined when it holds none. */
function textsOf<K extends string>(value: unknown, keys: readonly K[]): Partial<Record<K, string>> | undefined {
  if (!isRecord(value)) return undefined;
  const texts: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const text = value[key];
    if (isNonEmptyString(text)) texts[key] = text;
  }
  return Object.keys(texts).length > 0 ? texts : undefined;
}

/** The source of each fact the word carries. */
function sourcesOf(value: unknown, facts: WordAnnotations): WordAnnotations['sources'] {
  if (!isRecord(value)) return undefined;
  const sources: NonNullable<WordAnnotations['sources']> = {};
  for (const field of ANNOTATION_FIELDS) {
    const source = value[field];
    if (facts[field] !== undefined && typeof source === 'string' && ANNOTATION_SOURCE_PATTERN.test(source)) {
      sources[field] = source as AnnotationSource;
    }
  }
  return Object.keys(sources).length > 0 ? sources : undefined;
}

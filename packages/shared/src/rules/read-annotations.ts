import { stripStress } from './stress';
import {
  ANNOTATION_FIELDS,
  ANNOTATION_SOURCE_PATTERN,
  ASPECTS,
  ENGLISH_FORM_KEYS,
  GENDERS,
  RUSSIAN_FORM_KEYS,
  type AnnotationField,
  type AnnotationSource,
  type WordAnnotations,
} from './word-annotations';

/**
 * A word's annotations read from a payload nobody has checked yet (a words list in the browser, a
 * round kept in storage), without zod: each field is kept only when it has the type the API gives
 * it, so a screen can show what it finds without checking again. `stressed` is kept only when it
 * is `russian` with marks added: a stressed form of another word would teach a wrong stress.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The entries of `value` under `keys` that are non-blank texts; undefined when there are none. */
function textRecord<Key extends string>(value: unknown, keys: readonly Key[]): Partial<Record<Key, string>> | undefined {
  if (!isRecord(value)) return undefined;
  const picked: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const entry = text(value[key]);
    if (entry !== undefined) picked[key] = entry;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

function sourcesOf(value: unknown, present: ReadonlySet<AnnotationField>): WordAnnotations['sources'] {
  if (!isRecord(value)) return undefined;
  const sources: Partial<Record<AnnotationField, AnnotationSource>> = {};
  for (const field of ANNOTATION_FIELDS) {
    const source = value[field];
    if (present.has(field) && typeof source === 'string' && ANNOTATION_SOURCE_PATTERN.test(source)) {
      sources[field] = source as AnnotationSource;
    }
  }
  return Object.keys(sources).length > 0 ? sources : undefined;
}

/** The well-formed annotations of `record`, a word whose Russian side is `russian`. */
export function readWordAnnotations(record: Record<string, unknown>, russian: string): WordAnnotations {
  const stressed = text(record.stressed);
  const facts: WordAnnotations = {
    stressed: stressed !== undefined && stripStress(stressed) === russian.trim() ? stressed.normalize('NFC') : undefined,
    gender: (GENDERS as readonly unknown[]).includes(record.gender) ? (record.gender as WordAnnotations['gender']) : undefined,
    animate: typeof record.animate === 'boolean' ? record.animate : undefined,
    aspect: (ASPECTS as readonly unknown[]).includes(record.aspect) ? (record.aspect as WordAnnotations['aspect']) : undefined,
    aspect_partner: text(record.aspect_partner),
    forms: textRecord(record.forms, RUSSIAN_FORM_KEYS),
    ipa: text(record.ipa),
    english_forms: textRecord(record.english_forms, ENGLISH_FORM_KEYS),
  };
  const present = new Set(ANNOTATION_FIELDS.filter((field) => facts[field] !== undefined));
  const known: WordAnnotations = {};
  for (const field of present) (known as Record<string, unknown>)[field] = facts[field];
  const sources = sourcesOf(record.sources, present);
  if (sources !== undefined) known.sources = sources;
  return known;
}

/** `word` with only its well-formed annotations: the others, and any malformed `sources`, left out. */
export function withCheckedAnnotations<Word extends { russian: string }>(word: Word): Word {
  const record = word as unknown as Record<string, unknown>;
  const rest = Object.fromEntries(
    Object.entries(record).filter(([key]) => key !== 'sources' && !(ANNOTATION_FIELDS as readonly string[]).includes(key)),
  );
  return { ...rest, ...readWordAnnotations(record, word.russian) } as unknown as Word;
}

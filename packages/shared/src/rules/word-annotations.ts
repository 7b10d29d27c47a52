/**
 * What a word knows beside its two bare sides (issue 32): the Russian stress, gender, animacy,
 * aspect, aspect partner and the forms a learner needs most; the English pronunciation and
 * irregular forms; and where each of these facts came from. Pure and zod-free: the server, the
 * web app and the file formats share these names.
 */

/** Nouns: masculine, feminine, neuter, or plural only (ножницы). */
export const GENDERS = ['m', 'f', 'n', 'pl'] as const;
export type Gender = (typeof GENDERS)[number];

/** Verbs: imperfective or perfective. */
export const ASPECTS = ['impf', 'pf'] as const;
export type Aspect = (typeof ASPECTS)[number];

/**
 * The Russian forms a learner needs most. Nouns: genitive singular, nominative plural, genitive
 * plural. Verbs: я / ты / они of the present (imperfective) or simple future (perfective), past
 * masculine and feminine. Adjectives: the short forms. A form carries stress marks where a
 * source knows them.
 */
export const NOUN_FORM_KEYS = ['gen_sg', 'nom_pl', 'gen_pl'] as const;
export const VERB_FORM_KEYS = ['sg1', 'sg2', 'pl3', 'past_m', 'past_f'] as const;
export const ADJECTIVE_FORM_KEYS = ['short_m', 'short_f', 'short_n', 'short_pl'] as const;
export const RUSSIAN_FORM_KEYS = [...NOUN_FORM_KEYS, ...VERB_FORM_KEYS, ...ADJECTIVE_FORM_KEYS] as const;
export type RussianFormKey = (typeof RUSSIAN_FORM_KEYS)[number];
export type RussianForms = Partial<Record<RussianFormKey, string>>;

/** English irregular forms: went / gone; mice; better / best. */
export const ENGLISH_FORM_KEYS = ['past', 'past_participle', 'plural', 'comparative', 'superlative'] as const;
export type EnglishFormKey = (typeof ENGLISH_FORM_KEYS)[number];
export type EnglishForms = Partial<Record<EnglishFormKey, string>>;

/** The facts a word may carry, each with its own source. */
export const ANNOTATION_FIELDS = [
  'stressed',
  'gender',
  'animate',
  'aspect',
  'aspect_partner',
  'forms',
  'ipa',
  'english_forms',
] as const;
export type AnnotationField = (typeof ANNOTATION_FIELDS)[number];

/**
 * Where a fact came from: a file the person imported, a person in an editor, an open dictionary
 * (`dictionary:az@0.2.3`), or a guess nobody has confirmed yet.
 */
export type AnnotationSource = 'import' | 'editor' | 'suggested' | `dictionary:${string}@${string}`;
export const ANNOTATION_SOURCE_PATTERN = /^(?:import|editor|suggested|dictionary:[a-z0-9-]{1,40}@[A-Za-z0-9.+-]{1,20})$/;

/** The facts as the API answers them: every field optional, only the known ones present. */
export interface WordAnnotations {
  /** The Russian text with U+0301 after each stressed vowel (U+0300 for a secondary stress). */
  stressed?: string;
  gender?: Gender;
  animate?: boolean;
  aspect?: Aspect;
  /** делать ↔ сделать, stress-marked where known. */
  aspect_partner?: string;
  forms?: RussianForms;
  /** General American, between slashes: /ˈwɔtɚ/. */
  ipa?: string;
  english_forms?: EnglishForms;
  sources?: Partial<Record<AnnotationField, AnnotationSource>>;
}

/** The facts of the Russian side: a change of the Russian word makes them wrong. */
export const RUSSIAN_ANNOTATION_FIELDS = ['stressed', 'gender', 'animate', 'aspect', 'aspect_partner', 'forms'] as const;
/** The facts of the English side. */
export const ENGLISH_ANNOTATION_FIELDS = ['ipa', 'english_forms'] as const;

/** True when the word carries no fact at all. */
export function isBareWord(annotations: WordAnnotations): boolean {
  return ANNOTATION_FIELDS.every((field) => annotations[field] === undefined);
}

/** Only the given fields (and their sources). */
export function pickAnnotations(annotations: WordAnnotations, fields: readonly AnnotationField[]): WordAnnotations {
  const picked: WordAnnotations = {};
  const sources: NonNullable<WordAnnotations['sources']> = {};
  for (const field of fields) {
    if (annotations[field] === undefined) continue;
    (picked as Record<string, unknown>)[field] = annotations[field];
    const source = annotations.sources?.[field];
    if (source !== undefined) sources[field] = source;
  }
  if (Object.keys(sources).length > 0) picked.sources = sources;
  return picked;
}

/**
 * The facts of `over` laid over `base`, field by field (sources go with their fields); a field
 * `over` sets to null is removed.
 */
export function mergeAnnotations(
  base: WordAnnotations,
  over: { [F in AnnotationField]?: WordAnnotations[F] | null } & Pick<WordAnnotations, 'sources'>,
): WordAnnotations {
  const merged: Record<string, unknown> = {};
  const sources: Record<string, AnnotationSource> = {};
  for (const field of ANNOTATION_FIELDS) {
    const fromOver = Object.prototype.hasOwnProperty.call(over, field) && over[field] !== undefined;
    const value = fromOver ? over[field] : base[field];
    if (value === null || value === undefined) continue;
    merged[field] = value;
    const source = fromOver ? over.sources?.[field] : base.sources?.[field];
    if (source !== undefined) sources[field] = source;
  }
  if (Object.keys(sources).length > 0) merged.sources = sources;
  return merged as WordAnnotations;
}

/** What a request sets: a value, null to clear, absent to keep. */
export type AnnotationInput = { [F in AnnotationField]?: WordAnnotations[F] | null };

/** The annotation fields a request object sends (its other fields ignored), each credited to `source`. */
export function sourcedInput(
  request: AnnotationInput,
  source: AnnotationSource,
): AnnotationInput & Pick<WordAnnotations, 'sources'> {
  const input: Record<string, unknown> = {};
  const sources: Partial<Record<AnnotationField, AnnotationSource>> = {};
  for (const field of ANNOTATION_FIELDS) {
    const value = request[field];
    if (value === undefined) continue;
    input[field] = value;
    if (value !== null) sources[field] = source;
  }
  return { ...(input as AnnotationInput), sources };
}

/**
 * The facts an edit keeps before its own are laid over: those of a side the edit changed are
 * dropped (the stress of "мука" is wrong for "мука́ка").
 */
export function annotationsKeptByEdit(
  before: WordAnnotations,
  sides: { englishChanged: boolean; russianChanged: boolean },
): WordAnnotations {
  const kept = ANNOTATION_FIELDS.filter(
    (field) =>
      !(sides.russianChanged && (RUSSIAN_ANNOTATION_FIELDS as readonly string[]).includes(field)) &&
      !(sides.englishChanged && (ENGLISH_ANNOTATION_FIELDS as readonly string[]).includes(field)),
  );
  return pickAnnotations(before, kept);
}

/**
 * The facts something vouches for: those only suggested are left out. For files that carry no
 * sources (CSV, Anki text), where a guess would come back from the next import as a checked fact.
 */
export function withoutSuggestions(annotations: WordAnnotations): WordAnnotations {
  return pickAnnotations(
    annotations,
    ANNOTATION_FIELDS.filter((field) => annotations.sources?.[field] !== 'suggested'),
  );
}

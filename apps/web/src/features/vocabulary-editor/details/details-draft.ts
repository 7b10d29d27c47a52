/**
 * The Details section's state (issue 32 §2 "People correct it"): what a person sets about a word
 * in Add Word and Edit Word — the stress, the part of speech, gender and animacy for nouns, aspect
 * and partner for verbs, the forms, the English IPA and irregular forms — and which of the word's
 * facts they changed or confirmed. Pure, tested without React; details-request.ts turns it into
 * the fields a request sends.
 */
import { DEFAULT_PART_OF_SPEECH, PARTS_OF_SPEECH, type PartOfSpeech } from '@slovo/shared/constants';
import { isRussianVowel, stripStress, withStressAt } from '@slovo/shared/rules/stress';
import {
  ADJECTIVE_FORM_KEYS,
  NOUN_FORM_KEYS,
  VERB_FORM_KEYS,
  type AnnotationField,
  type Aspect,
  type EnglishFormKey,
  type EnglishForms,
  type Gender,
  type RussianFormKey,
  type RussianForms,
  type WordAnnotations,
} from '@slovo/shared/rules/word-annotations';
import { cleanWord } from '@slovo/shared/rules/word-rules';

/** The values as the fields hold them: texts as typed ('' = none), choices or null. */
export interface DetailsValues {
  stressed: string | null;
  gender: Gender | null;
  animate: boolean | null;
  aspect: Aspect | null;
  aspect_partner: string;
  forms: RussianForms;
  ipa: string;
  english_forms: EnglishForms;
}

export interface DetailsDraft {
  partOfSpeech: PartOfSpeech;
  values: DetailsValues;
  /** The facts the person changed (a new part of speech changes the facts that depend on it). */
  touched: ReadonlySet<AnnotationField>;
  /** The "suggested" facts the person confirmed as they are. */
  confirmed: ReadonlySet<AnnotationField>;
}

/** A word as the Details section starts from: its part of speech and the facts it carries. */
export interface DetailedWord extends WordAnnotations {
  part_of_speech?: string;
}

/** The Russian forms a part of speech has (none for adverbs, prepositions…). */
export function russianFormKeys(partOfSpeech: PartOfSpeech): readonly RussianFormKey[] {
  if (partOfSpeech === 'noun') return NOUN_FORM_KEYS;
  if (partOfSpeech === 'verb') return VERB_FORM_KEYS;
  if (partOfSpeech === 'adjective') return ADJECTIVE_FORM_KEYS;
  return [];
}

/** The English irregular forms a part of speech has: mice; went / gone; better / best. */
export function englishFormKeys(partOfSpeech: PartOfSpeech): readonly EnglishFormKey[] {
  if (partOfSpeech === 'noun') return ['plural'];
  if (partOfSpeech === 'verb') return ['past', 'past_participle'];
  if (partOfSpeech === 'adjective' || partOfSpeech === 'adverb') return ['comparative', 'superlative'];
  return [];
}

/** Whether a fact belongs to words of this part of speech (stress and IPA belong to every word). */
export function fieldApplies(field: AnnotationField, partOfSpeech: PartOfSpeech): boolean {
  switch (field) {
    case 'gender':
    case 'animate':
      return partOfSpeech === 'noun';
    case 'aspect':
    case 'aspect_partner':
      return partOfSpeech === 'verb';
    case 'forms':
      return russianFormKeys(partOfSpeech).length > 0;
    case 'english_forms':
      return englishFormKeys(partOfSpeech).length > 0;
    default:
      return true;
  }
}

/** The facts that change meaning with the part of speech: a new one touches them all. */
const BY_PART_OF_SPEECH: readonly AnnotationField[] = ['gender', 'animate', 'aspect', 'aspect_partner', 'forms', 'english_forms'];

export function partOfSpeechOf(value: string | undefined): PartOfSpeech {
  return PARTS_OF_SPEECH.find((part) => part === value) ?? DEFAULT_PART_OF_SPEECH;
}

/** The draft of a word as it is: nothing touched, nothing confirmed. */
export function draftOf(word: DetailedWord): DetailsDraft {
  return {
    partOfSpeech: partOfSpeechOf(word.part_of_speech),
    values: {
      stressed: word.stressed ?? null,
      gender: word.gender ?? null,
      animate: word.animate ?? null,
      aspect: word.aspect ?? null,
      aspect_partner: word.aspect_partner ?? '',
      forms: { ...word.forms },
      ipa: word.ipa ?? '',
      english_forms: { ...word.english_forms },
    },
    touched: new Set(),
    confirmed: new Set(),
  };
}

const withField = (set: ReadonlySet<AnnotationField>, field: AnnotationField, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(field);
  else next.delete(field);
  return next;
};

/** One fact set to a new value by the person. */
export function withValue<F extends keyof DetailsValues>(draft: DetailsDraft, field: F, value: DetailsValues[F]): DetailsDraft {
  return { ...draft, values: { ...draft.values, [field]: value }, touched: withField(draft.touched, field, true) };
}

/** One Russian form typed ('' clears it). */
export function withForm(draft: DetailsDraft, key: RussianFormKey, text: string): DetailsDraft {
  return withValue(draft, 'forms', { ...draft.values.forms, [key]: text });
}

/** One English form typed ('' clears it). */
export function withEnglishForm(draft: DetailsDraft, key: EnglishFormKey, text: string): DetailsDraft {
  return withValue(draft, 'english_forms', { ...draft.values.english_forms, [key]: text });
}

export function withPartOfSpeech(draft: DetailsDraft, partOfSpeech: PartOfSpeech): DetailsDraft {
  if (partOfSpeech === draft.partOfSpeech) return draft;
  let touched = new Set(draft.touched);
  for (const field of BY_PART_OF_SPEECH) touched = withField(touched, field, true);
  return { ...draft, partOfSpeech, touched };
}

/** A suggested fact confirmed as it is (or the confirmation taken back). */
export function withConfirmed(draft: DetailsDraft, field: AnnotationField, confirmed: boolean): DetailsDraft {
  return { ...draft, confirmed: withField(draft.confirmed, field, confirmed) };
}

/**
 * The stressed form that fits the Russian side as it is now: the draft's when its letters are
 * that side's, else none (typing a new word leaves the old stress behind; typing the old word
 * back brings it back).
 */
export function stressedFor(draft: DetailsDraft, russian: string): string | null {
  const { stressed } = draft.values;
  return stressed !== null && stripStress(stressed) === cleanWord(russian) ? stressed : null;
}

/** The stress of one word of the Russian side set on the vowel at `position` (in the bare text). */
export function withStressOn(draft: DetailsDraft, russian: string, position: number): DetailsDraft {
  const bare = cleanWord(russian);
  if (!isRussianVowel(bare[position] ?? '')) return draft;
  return withValue(draft, 'stressed', withStressAt(stressedFor(draft, russian) ?? bare, position));
}

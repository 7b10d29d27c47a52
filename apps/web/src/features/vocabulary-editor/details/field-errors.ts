/**
 * Which field a server refusal is about (issue 32): the add, edit and batch routes answer
 * `{error}` with the first problem's message, one of the shared texts, so the message names the
 * field; the dialog shows it next to that field instead of at the bottom.
 */
import { ANNOTATION_MESSAGES as M } from '@slovo/shared/limits/word-annotations';
import { localizeServerText } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import {
  ENGLISH_FORM_KEYS,
  RUSSIAN_FORM_KEYS,
  type AnnotationField,
  type EnglishFormKey,
  type RussianFormKey,
} from '@slovo/shared/rules/word-annotations';

/** A field of the Details section, a single form included ('forms.gen_sg'). */
export type DetailsFieldKey = AnnotationField | 'part_of_speech' | `forms.${RussianFormKey}` | `english_forms.${EnglishFormKey}`;

const BY_MESSAGE = new Map<string, DetailsFieldKey>([
  [M.stressedMismatch, 'stressed'],
  [M.stressedUnmarked, 'stressed'],
  [M.genderInvalid, 'gender'],
  [M.animateInvalid, 'animate'],
  [M.aspectInvalid, 'aspect'],
  [M.partnerInvalid, 'aspect_partner'],
  [M.formsInvalid, 'forms'],
  [M.ipaInvalid, 'ipa'],
  [M.englishFormsInvalid, 'english_forms'],
  [MY_VOCABULARY_MESSAGES.partOfSpeechInvalid, 'part_of_speech'],
  ...RUSSIAN_FORM_KEYS.map((key) => [M.formInvalid(key), `forms.${key}`] as const),
  ...ENGLISH_FORM_KEYS.map((key) => [M.englishFormInvalid(key), `english_forms.${key}`] as const),
]);

/** The Details field a server message is about, or null when it is about something else. */
export function detailsFieldOfError(message: string): DetailsFieldKey | null {
  return BY_MESSAGE.get(message) ?? null;
}

/** A refusal shown next to its field: the field and the message in the interface language. */
export interface DetailsFieldError {
  field: DetailsFieldKey;
  message: string;
}

/** The refusal of a failed write as a Details field's error, or null when it is about no details field. */
export function detailsErrorOf(failure: unknown): DetailsFieldError | null {
  const message = failure instanceof ApiError ? failure.serverMessage : undefined;
  const field = message === undefined ? null : detailsFieldOfError(message);
  return field === null ? null : { field, message: localizeServerText(message!) };
}

import { ANNOTATION_MESSAGES as M, IPA_MAX_LENGTH } from '../limits/word-annotations';
import { stripStress } from './stress';
import { checkWord, cleanWord, readStressedWord } from './word-rules';
import { ANNOTATION_SOURCE_PATTERN, ASPECTS, ENGLISH_FORM_KEYS, GENDERS, RUSSIAN_FORM_KEYS } from './word-annotations';
import type { AnnotationField, AnnotationSource, Aspect, Gender, WordAnnotations } from './word-annotations';

/**
 * A word's facts checked one value at a time, zod-free: the file formats (which the web app's
 * previews run too) read them with these, and the API's schemas (schemas/word-annotations.ts)
 * build on the same rules, so a value a file may carry is exactly one a request may send.
 */

/** The facts without their sources: what a file or a request gives for one word. */
export type AnnotationValues = Omit<WordAnnotations, 'sources'>;

export type ValueCheck<T> = { ok: true; value: T } | { ok: false; message: string };
const good = <T>(value: T): ValueCheck<T> => ({ ok: true, value });
const bad = <T>(message: string): ValueCheck<T> => ({ ok: false, message });

/** /ˈwɔtɚ/: slashes around IPA letters, stress and length marks, spaces and dots. */
export const IPA_PATTERN = new RegExp(`^/[\\p{L}\\p{M}ˈˌːˑ.\\- ]{1,${IPA_MAX_LENGTH - 2}}/$`, 'u');

/** A Russian word as an annotation holds it (a partner, a form): cleaned, marks kept; null when invalid. */
export function readMarkedRussianWord(value: string): string | null {
  const bare = cleanWord(value);
  if (checkWord(bare) !== null || !/[А-Яа-яЁё]/.test(bare)) return null;
  return readStressedWord(value) ?? bare;
}

/** An English form (went, mice): cleaned; null when invalid. */
export function readEnglishWord(value: string): string | null {
  const word = cleanWord(value);
  return checkWord(word) !== null || !/[A-Za-z]/.test(word) ? null : word;
}

/** An IPA transcription in NFC, trimmed; null when it is not one. */
export function readIpa(value: string): string | null {
  const ipa = value.normalize('NFC').trim();
  return IPA_PATTERN.test(ipa) ? ipa : null;
}

/** The stressed form, normalised, when it is `russian` with marks added; else why not. */
export function checkStressedForm(
  russian: string,
  stressed: string,
): { ok: true; stressed: string } | { ok: false; message: string } {
  const marked = readStressedWord(stressed);
  if (marked === null) return { ok: false, message: M.stressedUnmarked };
  if (stripStress(marked) !== russian) return { ok: false, message: M.stressedMismatch };
  return { ok: true, stressed: marked };
}

// ---- Values as files write them ----------------------------------------------------------------

/** What a file gives for one word's facts, before checking: any JSON value, or a cell's text. */
export type RawAnnotationValues = { [F in AnnotationField]?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Absent, null and blank text all mean "no value". */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const lowerText = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : null);

/** Spreadsheet words for the API's values, beside the values themselves. */
const GENDER_WORDS: Readonly<Record<string, Gender>> = { masculine: 'm', feminine: 'f', neuter: 'n', plural: 'pl' };
const ASPECT_WORDS: Readonly<Record<string, Aspect>> = { imperfective: 'impf', perfective: 'pf' };
const ANIMATE_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

function readGender(value: unknown): ValueCheck<Gender> {
  const text = lowerText(value);
  if (text !== null && (GENDERS as readonly string[]).includes(text)) return good(text as Gender);
  const word = text === null ? undefined : GENDER_WORDS[text];
  return word === undefined ? bad(M.genderInvalid) : good(word);
}

function readAspect(value: unknown): ValueCheck<Aspect> {
  const text = lowerText(value);
  if (text !== null && (ASPECTS as readonly string[]).includes(text)) return good(text as Aspect);
  const word = text === null ? undefined : ASPECT_WORDS[text];
  return word === undefined ? bad(M.aspectInvalid) : good(word);
}

function readAnimate(value: unknown): ValueCheck<boolean> {
  if (typeof value === 'boolean') return good(value);
  const text = lowerText(value);
  const word = text === null || !Object.hasOwn(ANIMATE_WORDS, text) ? undefined : ANIMATE_WORDS[text];
  return word === undefined ? bad(M.animateInvalid) : good(word);
}

/** A transcription; a cell without slashes ("ˈwɔtɚ") gets them. */
function readIpaValue(value: unknown): ValueCheck<string> {
  if (typeof value !== 'string') return bad(M.ipaInvalid);
  const text = value.trim();
  const ipa = readIpa(text.includes('/') ? text : `/${text}/`);
  return ipa === null ? bad(M.ipaInvalid) : good(ipa);
}

/** An object of forms by key; blank forms are left out, an unknown key or a bad form refuses the whole. */
function readForms<K extends string>(
  value: unknown,
  keys: readonly K[],
  readWord: (text: string) => string | null,
  messages: { invalid: string; formInvalid: (key: string) => string },
): ValueCheck<Partial<Record<K, string>> | undefined> {
  if (!isRecord(value)) return bad(messages.invalid);
  const forms: Partial<Record<K, string>> = {};
  for (const [key, form] of Object.entries(value)) {
    if (!(keys as readonly string[]).includes(key)) return bad(messages.invalid);
    if (isBlank(form)) continue;
    const word = typeof form === 'string' ? readWord(form) : null;
    if (word === null) return bad(messages.formInvalid(key));
    forms[key as K] = word;
  }
  return good(Object.keys(forms).length === 0 ? undefined : forms);
}

/**
 * One word's facts as a file gives them (a JSON word's fields, a row's cells), checked against
 * the word's cleaned Russian side: the values the API takes (gender m/f/n/pl, aspect impf/pf, a
 * stressed form that is the Russian side with marks added…), read leniently where a spreadsheet
 * writes them otherwise ("Masculine", "yes", an IPA cell without slashes, a stress column
 * repeating a word that needs no mark). Blank values are left
 * out; the first bad value refuses them all, with its message, so the caller skips the entry.
 */
export function readAnnotationValues(raw: RawAnnotationValues, russian: string): ValueCheck<AnnotationValues> {
  const values: AnnotationValues = {};
  // A stress column repeating a word that needs no mark ("хлеб") says nothing: no value, no problem.
  const unmarkedSameWord = typeof raw.stressed === 'string' && cleanWord(raw.stressed) === russian;
  if (!isBlank(raw.stressed) && !(unmarkedSameWord && readStressedWord(raw.stressed as string) === null)) {
    if (typeof raw.stressed !== 'string') return bad(M.stressedUnmarked);
    const check = checkStressedForm(russian, raw.stressed);
    if (!check.ok) return bad(check.message);
    values.stressed = check.stressed;
  }
  const readers: Array<[keyof AnnotationValues, (value: unknown) => ValueCheck<unknown>]> = [
    ['gender', readGender],
    ['animate', readAnimate],
    ['aspect', readAspect],
    [
      'aspect_partner',
      (value) => {
        const word = typeof value === 'string' ? readMarkedRussianWord(value) : null;
        return word === null ? bad(M.partnerInvalid) : good(word);
      },
    ],
    [
      'forms',
      (value) =>
        readForms(value, RUSSIAN_FORM_KEYS, readMarkedRussianWord, { invalid: M.formsInvalid, formInvalid: M.formInvalid }),
    ],
    ['ipa', readIpaValue],
    [
      'english_forms',
      (value) =>
        readForms(value, ENGLISH_FORM_KEYS, readEnglishWord, {
          invalid: M.englishFormsInvalid,
          formInvalid: M.englishFormInvalid,
        }),
    ],
  ];
  for (const [field, read] of readers) {
    if (isBlank(raw[field])) continue;
    const check = read(raw[field]);
    if (!check.ok) return check as ValueCheck<never>;
    if (check.value !== undefined) (values as Record<string, unknown>)[field] = check.value;
  }
  return good(values);
}

/**
 * The sources a file gives (the JSON export writes them): those of the given facts, when each is a
 * valid source; null when the value is not an object of field → source.
 */
export function readAnnotationSources(
  value: unknown,
  values: AnnotationValues,
): Partial<Record<AnnotationField, AnnotationSource>> | null {
  if (isBlank(value)) return {};
  if (!isRecord(value)) return null;
  const sources: Partial<Record<AnnotationField, AnnotationSource>> = {};
  for (const [field, source] of Object.entries(value)) {
    if (!Object.hasOwn(values, field)) continue;
    if (typeof source !== 'string' || !ANNOTATION_SOURCE_PATTERN.test(source)) return null;
    sources[field as AnnotationField] = source as AnnotationSource;
  }
  return sources;
}

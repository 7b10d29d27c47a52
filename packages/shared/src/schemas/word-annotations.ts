import { z } from 'zod';
import { ANNOTATION_MESSAGES as M } from '../limits/word-annotations';
import { IPA_PATTERN, checkStressedForm, readEnglishWord, readMarkedRussianWord } from '../rules/annotation-values';
import { readStressedWord } from '../rules/word-rules';
import {
  ANNOTATION_FIELDS,
  ANNOTATION_SOURCE_PATTERN,
  ASPECTS,
  ENGLISH_FORM_KEYS,
  GENDERS,
  RUSSIAN_FORM_KEYS,
} from '../rules/word-annotations';
import type { AnnotationSource } from '../rules/word-annotations';

/** The check of a stressed form lives with the other value rules (zod-free); requests use it here. */
export { checkStressedForm } from '../rules/annotation-values';

/**
 * A word's annotations in the API (issue 32): optional fields beside `english` and `russian` in
 * every answer that returns words, and what a request may set. Requests never set `sources`: the
 * server records where each fact came from.
 */

const sourceSchema = z.string().regex(ANNOTATION_SOURCE_PATTERN) as unknown as z.ZodType<AnnotationSource>;

/** The annotations as answers carry them: only the known fields are present. */
export const wordAnnotationsSchema = z.object({
  stressed: z.string().optional(),
  gender: z.enum(GENDERS).optional(),
  animate: z.boolean().optional(),
  aspect: z.enum(ASPECTS).optional(),
  aspect_partner: z.string().optional(),
  forms: z.partialRecord(z.enum(RUSSIAN_FORM_KEYS), z.string()).optional(),
  ipa: z.string().optional(),
  english_forms: z.partialRecord(z.enum(ENGLISH_FORM_KEYS), z.string()).optional(),
  sources: z.partialRecord(z.enum(ANNOTATION_FIELDS), sourceSchema).optional(),
});

/** A Russian word as an annotation holds it: cleaned, stress marks kept, valid once they are removed. */
const markedRussianWord = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const word = readMarkedRussianWord(value);
    if (word === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return word;
  });

const englishWord = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const word = readEnglishWord(value);
    if (word === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return word;
  });

const formsSchema = z.strictObject(
  Object.fromEntries(RUSSIAN_FORM_KEYS.map((key) => [key, markedRussianWord(M.formInvalid(key)).optional()])) as {
    [K in (typeof RUSSIAN_FORM_KEYS)[number]]: z.ZodOptional<ReturnType<typeof markedRussianWord>>;
  },
  { error: M.formsInvalid },
);

const englishFormsSchema = z.strictObject(
  Object.fromEntries(ENGLISH_FORM_KEYS.map((key) => [key, englishWord(M.englishFormInvalid(key)).optional()])) as {
    [K in (typeof ENGLISH_FORM_KEYS)[number]]: z.ZodOptional<ReturnType<typeof englishWord>>;
  },
  { error: M.englishFormsInvalid },
);

/**
 * What a request may set. Each field is optional (absent = keep what the word has); null clears
 * it. `stressed` is checked against the word's Russian side by the service (it must be that word
 * with marks added).
 */
export const wordAnnotationsInputSchema = z.object({
  stressed: z.string({ error: M.stressedUnmarked }).nullable().optional(),
  gender: z.enum(GENDERS, { error: M.genderInvalid }).nullable().optional(),
  animate: z.boolean({ error: M.animateInvalid }).nullable().optional(),
  aspect: z.enum(ASPECTS, { error: M.aspectInvalid }).nullable().optional(),
  aspect_partner: markedRussianWord(M.partnerInvalid).nullable().optional(),
  forms: formsSchema.nullable().optional(),
  ipa: z
    .string({ error: M.ipaInvalid })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(z.string().regex(IPA_PATTERN, M.ipaInvalid))
    .nullable()
    .optional(),
  english_forms: englishFormsSchema.nullable().optional(),
});
export type WordAnnotationsInput = z.output<typeof wordAnnotationsInputSchema>;

/**
 * A word request's object with the annotation fields beside its sides: stress marks typed in the
 * Russian side become `stressed` (unless the request sends one), and `stressed` must be the
 * cleaned Russian side with marks added.
 */
export function annotatedWordSchema<Shape extends { russian: z.ZodType<string, unknown> }>(shape: Shape) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const record = value as Record<string, unknown>;
      if (record.stressed !== undefined || typeof record.russian !== 'string') return value;
      const stressed = readStressedWord(record.russian);
      return stressed === null ? value : { ...record, stressed };
    },
    z.object({ ...shape, ...wordAnnotationsInputSchema.shape }).transform((word, ctx) => {
      const sides = word as unknown as { russian: string; stressed?: string | null };
      if (typeof sides.stressed !== 'string') return word;
      const check = checkStressedForm(sides.russian, sides.stressed);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.message, path: ['stressed'] });
        return z.NEVER;
      }
      return { ...word, stressed: check.stressed };
    }),
  );
}

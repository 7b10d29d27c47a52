import { describe, expect, it } from 'vitest';
import { ANNOTATION_MESSAGES as M } from '../limits/word-annotations';
import { wordAnnotationsInputSchema } from '../schemas/word-annotations';
import { checkStressedForm, readAnnotationSources, readAnnotationValues } from './annotation-values';

const ACUTE = '\u0301';

describe('readAnnotationValues', () => {
  it('reads every fact by its API name, checked against the word’s Russian side', () => {
    const read = readAnnotationValues(
      {
        stressed: `молоко${ACUTE}`,
        gender: 'n',
        animate: false,
        forms: { gen_sg: `молока${ACUTE}`, nom_pl: '' },
        ipa: '/mɪlk/',
        english_forms: { plural: 'milks' },
      },
      'молоко',
    );
    expect(read).toEqual({
      ok: true,
      value: {
        stressed: `молоко${ACUTE}`,
        gender: 'n',
        animate: false,
        forms: { gen_sg: `молока${ACUTE}` },
        ipa: '/mɪlk/',
        english_forms: { plural: 'milks' },
      },
    });
    expect(readAnnotationValues({ aspect: 'impf', aspect_partner: 'сде\u0301лать' }, 'делать')).toEqual({
      ok: true,
      value: { aspect: 'impf', aspect_partner: `сде${ACUTE}лать` },
    });
  });

  it('reads what a spreadsheet writes: any case, words for the values, yes/no, an IPA cell without slashes', () => {
    expect(readAnnotationValues({ gender: 'Masculine', animate: 'yes', aspect: 'Perfective', ipa: ' ˈwɔtɚ ' }, 'стол')).toEqual({
      ok: true,
      value: { gender: 'm', animate: true, aspect: 'pf', ipa: '/ˈwɔtɚ/' },
    });
    expect(readAnnotationValues({ gender: 'PL', animate: '0', stressed: '  ' }, 'ножницы')).toEqual({
      ok: true,
      value: { gender: 'pl', animate: false },
    });
  });

  it('leaves blank values out: absent, null, empty text, a stressed form that is the bare word itself', () => {
    expect(readAnnotationValues({ stressed: null, gender: '', forms: undefined }, 'стол')).toEqual({ ok: true, value: {} });
    expect(readAnnotationValues({ stressed: ' хлеб ' }, 'хлеб')).toEqual({ ok: true, value: {} });
  });

  it('refuses the first bad value with the API’s message', () => {
    const russian = 'молоко';
    expect(readAnnotationValues({ gender: 'x' }, russian)).toEqual({ ok: false, message: M.genderInvalid });
    expect(readAnnotationValues({ animate: 'maybe' }, russian)).toEqual({ ok: false, message: M.animateInvalid });
    expect(readAnnotationValues({ aspect: 3 }, russian)).toEqual({ ok: false, message: M.aspectInvalid });
    expect(readAnnotationValues({ stressed: 'мука' }, russian)).toEqual({ ok: false, message: M.stressedUnmarked });
    expect(readAnnotationValues({ stressed: `мука${ACUTE}` }, russian)).toEqual({ ok: false, message: M.stressedMismatch });
    expect(readAnnotationValues({ aspect_partner: 'milk' }, russian)).toEqual({ ok: false, message: M.partnerInvalid });
    expect(readAnnotationValues({ forms: { dat_sg: 'молоку' } }, russian)).toEqual({ ok: false, message: M.formsInvalid });
    expect(readAnnotationValues({ forms: ['молока'] }, russian)).toEqual({ ok: false, message: M.formsInvalid });
    expect(readAnnotationValues({ forms: { gen_sg: 'milk' } }, russian)).toEqual({
      ok: false,
      message: M.formInvalid('gen_sg'),
    });
    expect(readAnnotationValues({ ipa: '/<script>/' }, russian)).toEqual({ ok: false, message: M.ipaInvalid });
    expect(readAnnotationValues({ english_forms: { past: 'пил' } }, russian)).toEqual({
      ok: false,
      message: M.englishFormInvalid('past'),
    });
  });

  it('accepts the API’s own values exactly as the request schema does', () => {
    const values = {
      gender: 'f',
      animate: true,
      aspect: 'pf',
      aspect_partner: 'делать',
      forms: { sg1: 'сделаю', past_f: `сде${ACUTE}лала` },
      ipa: '/ˈduː/',
      english_forms: { past: 'did', past_participle: 'done' },
    } as const;
    const parsed = wordAnnotationsInputSchema.parse(values);
    expect(readAnnotationValues(values, 'сделать')).toEqual({ ok: true, value: parsed });
    for (const bad of [{ gender: 'x' }, { ipa: 'duː//' }, { forms: { gen_sg: 'x' } }]) {
      expect(wordAnnotationsInputSchema.safeParse(bad).success).toBe(false);
      expect(readAnnotationValues(bad, 'сделать').ok).toBe(false);
    }
  });
});

describe('checkStressedForm', () => {
  it('takes the word with marks added, in the stored form (a Latin look-alike becomes the vowel and U+0301)', () => {
    expect(checkStressedForm('молоко', 'молок\u00F3')).toEqual({ ok: true, stressed: `молоко${ACUTE}` });
    expect(checkStressedForm('молоко', 'молоко')).toEqual({ ok: false, message: M.stressedUnmarked });
  });
});

describe('readAnnotationSources', () => {
  const values = { stressed: `молоко${ACUTE}`, gender: 'n' as const };

  it('keeps the valid sources of the facts given and ignores those of facts not given', () => {
    expect(readAnnotationSources({ stressed: 'editor', gender: 'dictionary:az@0.2.3', ipa: 'import' }, values)).toEqual({
      stressed: 'editor',
      gender: 'dictionary:az@0.2.3',
    });
    expect(readAnnotationSources(undefined, values)).toEqual({});
  });

  it('is null for a value that is not an object of valid sources', () => {
    expect(readAnnotationSources('editor', values)).toBeNull();
    expect(readAnnotationSources({ stressed: 'a guess' }, values)).toBeNull();
  });
});

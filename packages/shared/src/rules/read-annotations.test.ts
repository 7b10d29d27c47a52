import { describe, expect, it } from 'vitest';
import { normalizeWord } from './category-words';
import { readWordAnnotations, withCheckedAnnotations } from './read-annotations';

describe('readWordAnnotations', () => {
  it('keeps every well-formed fact and the sources of the facts it kept', () => {
    const facts = readWordAnnotations(
      {
        stressed: 'молоко́',
        gender: 'n',
        animate: false,
        forms: { gen_sg: 'молока́', nom_pl: 'молока́', bogus: 'x' },
        ipa: '/mɪlk/',
        english_forms: { plural: 'milks' },
        sources: { stressed: 'editor', gender: 'dictionary:az@0.2.3', forms: 'suggested', aspect: 'import', ipa: 'nonsense' },
      },
      'молоко',
    );
    expect(facts).toEqual({
      stressed: 'молоко́',
      gender: 'n',
      animate: false,
      forms: { gen_sg: 'молока́', nom_pl: 'молока́' },
      ipa: '/mɪlk/',
      english_forms: { plural: 'milks' },
      sources: { stressed: 'editor', gender: 'dictionary:az@0.2.3', forms: 'suggested' },
    });
  });

  it('drops a stressed form of another word and values of the wrong kind', () => {
    expect(
      readWordAnnotations({ stressed: 'му́ка', gender: 'x', animate: 'yes', aspect: 'perfect', forms: 'none', ipa: 3 }, 'молоко'),
    ).toEqual({});
  });

  it('gives nothing for a bare word, so a game word stays as it was', () => {
    expect(readWordAnnotations({ english: 'cat', russian: 'кошка' }, 'кошка')).toEqual({});
    expect(normalizeWord({ id: 1, english: 'cat', russian: 'кошка', stressed: 'ко́шка', aspect: 'impf' })).toMatchObject({
      russian: 'кошка',
      stressed: 'ко́шка',
      aspect: 'impf',
    });
  });
});

describe('withCheckedAnnotations', () => {
  it('keeps the other fields and only the well-formed facts', () => {
    expect(
      withCheckedAnnotations({ id: 3, russian: 'мука', english: 'flour', misses: 2, stressed: 'мука́', forms: 7, sources: 'x' }),
    ).toEqual({ id: 3, russian: 'мука', english: 'flour', misses: 2, stressed: 'мука́' });
  });
});

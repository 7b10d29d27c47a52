import { beforeAll, describe, expect, it } from 'vitest';
import type { EnglishFormsData } from './english-forms';
import { englishForms, loadEnglishForms } from './english-forms';

let data: EnglishFormsData;
beforeAll(async () => {
  const loaded = await loadEnglishForms();
  if (!loaded) throw new Error('the English lists did not load');
  data = loaded;
});

describe('englishForms', () => {
  it('gives an irregular verb its past and past participle', () => {
    expect(englishForms(data, 'go', 'verb')).toEqual({
      forms: { past: 'went', past_participle: 'gone' },
      source: 'dictionary:english-verbs-irregular@3.4.0',
    });
    expect(englishForms(data, 'be', 'verb')?.forms).toEqual({ past: 'was, were', past_participle: 'been' });
    expect(englishForms(data, 'show', 'verb')?.forms).toEqual({ past: 'showed', past_participle: 'shown' });
    expect(englishForms(data, 'bleed', 'verb')?.forms).toEqual({ past: 'bled', past_participle: 'bled' });
  });

  it('keeps a phrasal verb’s particle and drops a leading "to"', () => {
    expect(englishForms(data, 'give up', 'verb')?.forms).toEqual({ past: 'gave up', past_participle: 'given up' });
    expect(englishForms(data, 'to take', 'verb')?.forms).toEqual({ past: 'took', past_participle: 'taken' });
  });

  it('gives a regular verb nothing, even one the list carries with a regular pair first', () => {
    expect(englishForms(data, 'walk', 'verb')).toBeUndefined();
    expect(englishForms(data, 'learn', 'verb')).toBeUndefined();
    expect(englishForms(data, 'bet', 'verb')?.forms).toEqual({ past: 'bet', past_participle: 'bet' });
  });

  it('gives an irregular noun its plural, a phrase on its last word', () => {
    expect(englishForms(data, 'mouse', 'noun')).toEqual({
      forms: { plural: 'mice' },
      source: 'dictionary:irregular-plurals@4.2.0',
    });
    expect(englishForms(data, 'field mouse', 'noun')?.forms).toEqual({ plural: 'field mice' });
    expect(englishForms(data, 'child', 'noun')?.forms).toEqual({ plural: 'children' });
    expect(englishForms(data, 'sheep', 'noun')?.forms).toEqual({ plural: 'sheep' });
  });

  it('gives a regular or uncountable noun nothing', () => {
    expect(englishForms(data, 'cat', 'noun')).toBeUndefined();
    expect(englishForms(data, 'cactus', 'noun')).toBeUndefined(); // listed as "cactuses": regular
    expect(englishForms(data, 'advice', 'noun')).toBeUndefined();
  });

  it('compares good, bad, far, little, many and much irregularly', () => {
    expect(englishForms(data, 'good', 'adjective')).toEqual({
      forms: { comparative: 'better', superlative: 'best' },
      source: 'dictionary:slovo-comparisons@1',
    });
    expect(englishForms(data, 'bad', 'adjective')?.forms).toEqual({ comparative: 'worse', superlative: 'worst' });
    expect(englishForms(data, 'far', 'adverb')?.forms).toEqual({
      comparative: 'farther, further',
      superlative: 'farthest, furthest',
    });
    expect(englishForms(data, 'many', 'adjective')?.forms).toEqual({ comparative: 'more', superlative: 'most' });
    expect(englishForms(data, 'big', 'adjective')).toBeUndefined();
  });

  it('gives nothing to a word of another part of speech', () => {
    expect(englishForms(data, 'go', 'noun')).toBeUndefined();
    expect(englishForms(data, 'mouse', 'verb')).toBeUndefined();
    expect(englishForms(data, 'good', 'noun')).toBeUndefined();
  });
});

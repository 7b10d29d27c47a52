import { describe, expect, it } from 'vitest';
import { annotationsKeptByEdit, mergeAnnotations, sourcedInput, withoutSuggestions } from './word-annotations';
import type { WordAnnotations } from './word-annotations';

const dog: WordAnnotations = {
  stressed: 'соба\u0301ка',
  gender: 'f',
  ipa: '/dɔɡ/',
  sources: { stressed: 'suggested', gender: 'dictionary:az@0.2.3', ipa: 'dictionary:cmudict@3.0.0' },
};

describe('word annotations', () => {
  it('credits what a request sets to its source, keeps nulls (they clear) and ignores other fields', () => {
    expect(sourcedInput({ gender: 'm', aspect: null, english: 'x' } as never, 'editor')).toEqual({
      gender: 'm',
      aspect: null,
      sources: { gender: 'editor' },
    });
  });

  it('lays facts over others field by field, sources with their fields; null removes one', () => {
    expect(mergeAnnotations(dog, { gender: 'm', ipa: null, sources: { gender: 'editor' } })).toEqual({
      stressed: 'соба\u0301ка',
      gender: 'm',
      sources: { stressed: 'suggested', gender: 'editor' },
    });
  });

  it('drops the facts of a side an edit changed', () => {
    expect(annotationsKeptByEdit(dog, { englishChanged: false, russianChanged: true })).toEqual({
      ipa: '/dɔɡ/',
      sources: { ipa: 'dictionary:cmudict@3.0.0' },
    });
    expect(annotationsKeptByEdit(dog, { englishChanged: true, russianChanged: false })).not.toHaveProperty('ipa');
  });

  it('leaves suggestions out of what a file without sources may carry', () => {
    expect(withoutSuggestions(dog)).toEqual({
      gender: 'f',
      ipa: '/dɔɡ/',
      sources: { gender: 'dictionary:az@0.2.3', ipa: 'dictionary:cmudict@3.0.0' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isPartOfSpeechColumn, partOfSpeechFromTags, readPartOfSpeech } from './part-of-speech';

describe('readPartOfSpeech: a column or field value', () => {
  it.each([
    ['verb', 'verb'],
    [' Verb ', 'verb'],
    ['NOUN', 'noun'],
    ['adjective', 'adjective'],
    ['v', 'verb'],
    ['v.', 'verb'],
    ['n.', 'noun'],
    ['adj.', 'adjective'],
    ['adv', 'adverb'],
    ['prep.', 'preposition'],
    ['pron', 'pronoun'],
    ['conj.', 'conjunction'],
    ['interj', 'interjection'],
    ['глагол', 'verb'],
    ['гл.', 'verb'],
    ['сущ.', 'noun'],
    ['Существительное', 'noun'],
    ['прил.', 'adjective'],
    ['нареч.', 'adverb'],
    ['<b>verb</b>', 'verb'],
  ])('%j → %s', (text, expected) => {
    expect(readPartOfSpeech(text)).toBe(expected);
  });

  it.each(['', ' ', 'food', 'verbs and nouns', 'a', 'phrase', 'n/a'])('%j → nothing', (text) => {
    expect(readPartOfSpeech(text)).toBeNull();
  });
});

describe('partOfSpeechFromTags: Anki tags', () => {
  it('takes the first tag naming a part of speech, whole or plural, in any case', () => {
    expect(partOfSpeechFromTags(['food', 'verb'])).toBe('verb');
    expect(partOfSpeechFromTags(['Verbs', 'noun'])).toBe('verb');
    expect(partOfSpeechFromTags(['Adjectives'])).toBe('adjective');
    expect(partOfSpeechFromTags(['pos::adverb'])).toBe('adverb');
  });

  it('leaves abbreviations and other tags alone: a tag "v" or "n" means too many things', () => {
    expect(partOfSpeechFromTags(['v', 'n', 'food', 'verbal'])).toBeNull();
    expect(partOfSpeechFromTags([])).toBeNull();
  });
});

describe('isPartOfSpeechColumn: a column or field name', () => {
  it.each(['Part of speech', 'part_of_speech', 'Part-of-Speech', 'POS', 'pos', 'Часть речи'])('%j is one', (name) => {
    expect(isPartOfSpeechColumn(name)).toBe(true);
  });

  it.each(['Front', 'Back', 'Notes', 'position', 'tags'])('%j is not', (name) => {
    expect(isPartOfSpeechColumn(name)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasStressMarks,
  mainStressCount,
  needsStressMark,
  normalizeStressMarks,
  stressedVowelPositions,
  stripStress,
  withStressAt,
  wordsWithoutOneStress,
} from './stress';
import { checkWordPair, cleanWord, findForbiddenCharacters, readStressedWord } from './word-rules';

const ACUTE = '\u0301';
const GRAVE = '\u0300';

describe('stress marks', () => {
  it('strips the combining acute and grave, leaving the spec’s bare word', () => {
    expect(stripStress(`молоко${ACUTE}`)).toBe('молоко');
    expect(stripStress(`бе${ACUTE}лый медве${ACUTE}дь`)).toBe('белый медведь');
    expect(stripStress(`же${GRAVE}лезнодоро${ACUTE}жный`)).toBe('железнодорожный');
  });

  it('turns ѐ and ѝ (NFC composes е and и with a grave) back into the vowel and a secondary mark', () => {
    expect(normalizeStressMarks('\u0450')).toBe(`е${GRAVE}`);
    expect(stripStress('\u045Dх')).toBe('их');
  });

  it('reads a Latin look-alike with an acute inside a Cyrillic word as a stressed Cyrillic vowel', () => {
    expect(normalizeStressMarks('молокó')).toBe(`молоко${ACUTE}`);
    expect(stripStress('Ýтро')).toBe('Утро');
    expect(normalizeStressMarks('café')).toBe('café');
  });

  it('keeps ё as it is and drops a mark on ё or after a consonant', () => {
    expect(normalizeStressMarks(`ёж${ACUTE}`)).toBe('ёж');
    expect(normalizeStressMarks(`ё${ACUTE}лка`)).toBe('ёлка');
    expect(hasStressMarks('котёнок')).toBe(false);
  });

  it('says which words need a mark: two or more syllables and no ё', () => {
    expect(needsStressMark('кот')).toBe(false);
    expect(needsStressMark('котёнок')).toBe(false);
    expect(needsStressMark('собака')).toBe(true);
    expect(mainStressCount(`соба${ACUTE}ка`)).toBe(1);
    expect(wordsWithoutOneStress(`бе${ACUTE}лый медведь`)).toEqual(['медведь']);
    expect(wordsWithoutOneStress(`кот, ко${ACUTE}шка`)).toEqual([]);
    expect(wordsWithoutOneStress(`мо${ACUTE}локо${ACUTE}`)).toEqual([`мо${ACUTE}локо${ACUTE}`]);
  });

  it('finds the stressed vowels’ positions in the bare text', () => {
    expect(stressedVowelPositions(`бе${ACUTE}лый медве${ACUTE}дь`)).toEqual([1, 10]);
    expect(stressedVowelPositions('кот')).toEqual([]);
  });

  it('sets a word’s stress on the tapped vowel, moving its earlier one and keeping the other words’', () => {
    expect(withStressAt('мука', 1)).toBe(`му${ACUTE}ка`);
    expect(withStressAt(`му${ACUTE}ка`, 3)).toBe(`мука${ACUTE}`);
    expect(withStressAt(`бе${ACUTE}лый медведь`, 10)).toBe(`бе${ACUTE}лый медве${ACUTE}дь`);
    expect(withStressAt('мука', 0)).toBe('мука');
  });
});

describe('word rules with stress marks', () => {
  it('stores the Russian side without marks and keeps them as the stressed form', () => {
    expect(cleanWord(` молоко${ACUTE} `)).toBe('молоко');
    expect(readStressedWord(` бе${ACUTE}лый  медве${ACUTE}дь `)).toBe(`бе${ACUTE}лый медве${ACUTE}дь`);
    expect(readStressedWord('молоко')).toBeNull();
    expect(checkWordPair('milk', 'молокó')).toEqual({ ok: true, english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}` });
  });

  it('does not warn about stress marks in Pattern Entry or a word field', () => {
    expect(findForbiddenCharacters(`milk = молоко${ACUTE}`)).toEqual([]);
    expect(findForbiddenCharacters('молокó', 'word')).toEqual([]);
    expect(findForbiddenCharacters('café', 'word')).toEqual(['é']);
  });
});

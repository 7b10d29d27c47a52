import { describe, expect, it } from 'vitest';
import {
  ADJECTIVE_FORM_KEYS,
  GENDERS,
  NOUN_FORM_KEYS,
  VERB_FORM_KEYS,
  ASPECTS,
  ANNOTATION_SOURCE_PATTERN,
  needsStressMark,
  stressWords,
  stripStress,
  wordsWithoutOneStress,
} from '@slovo/shared';
import { SEED_CATEGORIES } from './index';
import { readSeedAnnotations } from './seed-annotations';

/**
 * The seeded words' reviewed facts (issue 32): every seeded word has its entry, every stress mark
 * sits on the word it belongs to, one main stress per word, every noun a gender and every verb an
 * aspect, and at least 95 % of the words that need a stress carry one.
 */

const entries = SEED_CATEGORIES.flatMap((category) => {
  const annotations = readSeedAnnotations(category.name);
  return category.words.map(([english, russian, partOfSpeech], index) => ({
    category: category.name,
    english,
    russian,
    partOfSpeech,
    entry: annotations[index],
  }));
});

const FORM_KEYS = { noun: NOUN_FORM_KEYS, verb: VERB_FORM_KEYS, adjective: ADJECTIVE_FORM_KEYS } as Record<string, readonly string[]>;

describe('seed annotations', () => {
  it('give every seeded word one entry, in the category’s order, with the same two sides', () => {
    for (const category of SEED_CATEGORIES) {
      const annotations = readSeedAnnotations(category.name);
      expect(annotations.map((entry) => [entry.english, entry.russian]), category.name).toEqual(
        category.words.map(([english, russian]) => [english, russian]),
      );
    }
  });

  it('mark the stress of the word itself, once in each word of two or more syllables without ё', () => {
    for (const { category, russian, entry } of entries) {
      if (entry?.stressed === undefined) continue;
      const where = `${category}: ${russian}`;
      expect(stripStress(entry.stressed), where).toBe(russian);
      expect(wordsWithoutOneStress(entry.stressed), where).toEqual([]);
    }
  });

  it('carry a stress for at least 95 % of the words that need one', () => {
    const needing = entries.filter(({ russian }) => stressWords(russian).some(needsStressMark));
    const stressed = needing.filter(({ entry }) => entry?.stressed !== undefined);
    expect(stressed.length / needing.length).toBeGreaterThanOrEqual(0.95);
  });

  it('give every noun a gender and animacy and every verb an aspect', () => {
    for (const { category, russian, partOfSpeech, entry } of entries) {
      const where = `${category}: ${russian}`;
      if (partOfSpeech === 'noun') {
        expect(GENDERS, where).toContain(entry?.gender);
        expect(typeof entry?.animate, where).toBe('boolean');
      }
      if (partOfSpeech === 'verb') expect(ASPECTS, where).toContain(entry?.aspect);
    }
  });

  it('hold only the forms of the word’s part of speech, each a Russian word stressed once per word', () => {
    for (const { category, russian, partOfSpeech, entry } of entries) {
      for (const [key, form] of Object.entries(entry?.forms ?? {})) {
        const where = `${category}: ${russian} ${key}`;
        expect(FORM_KEYS[partOfSpeech] ?? [], where).toContain(key);
        expect(form, where).toMatch(/^[\u0301а-яё -]+$/i);
        expect(wordsWithoutOneStress(form), where).toEqual([]);
      }
    }
  });
});

describe('the seeded words’ English facts', () => {
  it('give nearly every word its IPA and name the dictionary each English fact came from', () => {
    const withIpa = entries.filter(({ entry }) => entry?.ipa !== undefined);
    expect(withIpa.length / entries.length).toBeGreaterThanOrEqual(0.98);
    for (const { english, entry } of entries) {
      expect(entry?.ipa ?? '/x/', english).toMatch(/^\/.+\/$/);
      for (const [field, source] of Object.entries(entry?.sources ?? {})) {
        expect(['ipa', 'english_forms'], english).toContain(field);
        expect(source, english).toMatch(ANNOTATION_SOURCE_PATTERN);
        expect(entry?.[field as 'ipa'], english).toBeDefined();
      }
    }
    expect(entries.find(({ english }) => english === 'mouse')?.entry?.english_forms).toEqual({ plural: 'mice' });
  });
});

import { describe, expect, it } from 'vitest';
import { MEMORY } from '@slovo/shared';
import { SAMPLE_CATEGORIES } from './sample-data';
import { SAMPLE_CATEGORY_INDEX } from './sample-index';

describe('sample vocabulary for preview mode', () => {
  it('has at least 3 categories of 20+ words, enough for Memory Match', () => {
    expect(SAMPLE_CATEGORIES.length).toBeGreaterThanOrEqual(3);
    for (const category of SAMPLE_CATEGORIES) {
      expect(category.words.length, category.name).toBeGreaterThanOrEqual(20);
      expect(category.words.length).toBeGreaterThanOrEqual(MEMORY.minWords);
    }
  });

  it('names categories with a sample- id and a "Sample:" display name, all distinct', () => {
    const names = SAMPLE_CATEGORIES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const category of SAMPLE_CATEGORIES) {
      expect(category.name).toMatch(/^sample-[a-z-]+$/);
      expect(category.display_name).toMatch(/^Sample: [A-Z]/);
    }
  });

  it('pairs lower-case English with lower-case Cyrillic Russian, in the server word shape', () => {
    for (const category of SAMPLE_CATEGORIES) {
      for (const word of category.words) {
        expect(word.english, word.russian).toMatch(/^[a-z]+(?:[ -][a-z]+)*$/);
        expect(word.russian, word.english).toMatch(/^[а-яё]+(?:[ -][а-яё]+)*$/);
        expect(word.category).toBe(category.name);
        expect(Number.isInteger(word.id)).toBe(true);
        expect(['noun', 'verb']).toContain(word.part_of_speech);
      }
    }
  });

  it('has no duplicate words within a category and no duplicate ids anywhere', () => {
    for (const category of SAMPLE_CATEGORIES) {
      const english = category.words.map((w) => w.english);
      const russian = category.words.map((w) => w.russian);
      expect(new Set(english).size, category.name).toBe(english.length);
      expect(new Set(russian).size, category.name).toBe(russian.length);
    }
    const ids = SAMPLE_CATEGORIES.flatMap((c) => c.words.map((w) => w.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps everyday translations right (spot checks)', () => {
    const lookup = new Map(SAMPLE_CATEGORIES.flatMap((c) => c.words.map((w) => [w.english, w.russian] as const)));
    expect(lookup.get('cat')).toBe('кошка');
    expect(lookup.get('bread')).toBe('хлеб');
    expect(lookup.get('read')).toBe('читать');
    // Verbs are infinitives.
    const verbs = SAMPLE_CATEGORIES.flatMap((c) => c.words).filter((w) => w.part_of_speech === 'verb');
    expect(verbs.length).toBeGreaterThanOrEqual(20);
    for (const verb of verbs) expect(verb.russian).toMatch(/(ть|ти|чь)$/);
  });

  it('is listed by the picker as it is: the index holds each category’s name, display name and word count', () => {
    expect(SAMPLE_CATEGORY_INDEX.map((c) => [c.name, c.displayName, c.wordCount])).toEqual(
      SAMPLE_CATEGORIES.map((c) => [c.name, c.display_name, c.words.length]),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { PARTS_OF_SPEECH, categoryNameError, tagDisplayNameError } from '@slovo/shared';
import { LEVEL_TAG_NAMES, SEED_CATEGORIES, SEED_TAGS } from './index';

/** The product's word rule (vocabulary-management.md §6): what the app accepts as a word. */
const WORD_RULE = /^[a-zA-Z\u0400-\u04FF0-9\s\-'.,!?()]{1,100}$/;
/** Stricter than the rule on purpose: the typing and unscramble games accept only letters and spaces. */
const PLAIN_ENGLISH = /^[a-zA-Z]+( [a-zA-Z]+)*$/;
const PLAIN_RUSSIAN = /^[а-яёА-ЯЁ]+( [а-яёА-ЯЁ]+)*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const levelTags = new Set<string>(LEVEL_TAG_NAMES);

const allWords = SEED_CATEGORIES.flatMap((category) =>
  category.words.map(([english, russian, partOfSpeech]) => ({ category: category.name, english, russian, partOfSpeech })),
);

describe('seed tags', () => {
  it('include the three levels and several topics', () => {
    const names = SEED_TAGS.map((tag) => tag.name);
    expect(names).toEqual(expect.arrayContaining(['beginner', 'intermediate', 'advanced']));
    expect(names).toEqual(expect.arrayContaining(['everyday', 'nature', 'people', 'grammar', 'travel', 'food', 'home', 'work']));
  });

  it('have unique slug names and complete display fields', () => {
    const names = SEED_TAGS.map((tag) => tag.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tag of SEED_TAGS) {
      expect(tag.name, tag.name).toMatch(SLUG);
      expect(tag.display_name.trim(), tag.name).not.toBe('');
      expect(tag.description.trim(), tag.name).not.toBe('');
      expect(tag.color, tag.name).toMatch(HEX_COLOUR);
      expect(tag.icon, tag.name).toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});

describe('seed categories', () => {
  it('offer at least 14 categories of 25+ words, at least 4 of them with 50+', () => {
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(14);
    for (const category of SEED_CATEGORIES) {
      expect(category.words.length, category.name).toBeGreaterThanOrEqual(25);
    }
    expect(SEED_CATEGORIES.filter((category) => category.words.length >= 50).length).toBeGreaterThanOrEqual(4);
  });

  it('have unique slug names, Title Case display names and a one-sentence description', () => {
    const names = SEED_CATEGORIES.map((category) => category.name);
    expect(new Set(names).size).toBe(names.length);
    for (const category of SEED_CATEGORIES) {
      expect(category.name).toMatch(SLUG);
      expect(category.display_name, category.name).toMatch(/^[A-Z][a-z]*( (&|of|the|[A-Z][a-z]*))*$/);
      expect(category.description, category.name).toMatch(/^[A-Z][^.]*\.$/);
    }
  });

  it('pass the name rules a learner or admin is held to (no hidden characters, no word mixing alphabets)', () => {
    for (const category of SEED_CATEGORIES) expect(categoryNameError(category.display_name), category.name).toBeNull();
    for (const tag of SEED_TAGS) expect(tagDisplayNameError(tag.display_name), tag.name).toBeNull();
  });

  it('carry exactly one level tag and one or two topic tags, all of them existing', () => {
    const known = new Set(SEED_TAGS.map((tag) => tag.name));
    for (const category of SEED_CATEGORIES) {
      expect(new Set(category.tags).size, category.name).toBe(category.tags.length);
      for (const tag of category.tags) expect(known.has(tag), `${category.name} → ${tag}`).toBe(true);
      expect(category.tags.filter((tag) => levelTags.has(tag)), category.name).toHaveLength(1);
      const topics = category.tags.filter((tag) => !levelTags.has(tag));
      expect(topics.length, category.name).toBeGreaterThanOrEqual(1);
      expect(topics.length, category.name).toBeLessThanOrEqual(2);
    }
  });

  it('use every seeded tag at least once', () => {
    const used = new Set(SEED_CATEGORIES.flatMap((category) => category.tags));
    for (const tag of SEED_TAGS) expect(used.has(tag.name), tag.name).toBe(true);
  });
});

describe('seed words', () => {
  it('all pass the product word rule on both sides', () => {
    for (const word of allWords) {
      expect(word.english, word.category).toMatch(WORD_RULE);
      expect(word.russian, word.category).toMatch(WORD_RULE);
    }
  });

  it('are plain English letters on one side and plain Cyrillic on the other', () => {
    for (const word of allWords) {
      expect(word.english, word.category).toMatch(PLAIN_ENGLISH);
      expect(word.english, word.category).not.toMatch(/[\u0400-\u04FF]/);
      expect(word.russian, `${word.category}: ${word.english}`).toMatch(PLAIN_RUSSIAN);
      expect(word.russian, `${word.category}: ${word.english}`).not.toMatch(/[a-zA-Z]/);
    }
  });

  it('are lower case except proper nouns and I, on both sides', () => {
    const properNouns = /^(I|English|Russian|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
    for (const word of allWords) {
      if (!properNouns.test(word.english)) expect(word.english, word.category).toBe(word.english.toLowerCase());
      expect(word.russian, word.english).toBe(word.russian.toLowerCase());
    }
  });

  it('have a valid part of speech', () => {
    const valid = new Set<string>(PARTS_OF_SPEECH);
    for (const word of allWords) expect(valid.has(word.partOfSpeech), `${word.english}: ${word.partOfSpeech}`).toBe(true);
  });

  it('never repeat an English word, within a category or across categories', () => {
    const seen = new Map<string, string>();
    for (const word of allWords) {
      const key = word.english.toLowerCase();
      expect(seen.get(key), `"${word.english}" in ${word.category}`).toBeUndefined();
      seen.set(key, word.category);
    }
  });

  it('never repeat a Russian word within a category, so matching games have one right answer', () => {
    for (const category of SEED_CATEGORIES) {
      const russian = category.words.map(([, ru]) => ru.toLowerCase());
      const repeated = russian.filter((ru, index) => russian.indexOf(ru) !== index);
      expect(repeated, category.name).toEqual([]);
    }
  });
});

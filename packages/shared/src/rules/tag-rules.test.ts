import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES } from '../limits/tags';
import {
  normalizeTagColor,
  normalizeTagDescription,
  normalizeTagIcon,
  tagColorError,
  tagDescriptionError,
  tagDisplayNameError,
  tagIconError,
  tagNameError,
  tagNameFromDisplayName,
} from './tag-rules';

describe('tag names', () => {
  it('accept slugs of 1–50 lower-case letters, digits and single hyphens', () => {
    for (const name of ['a', 'b2', 'phrasal-verbs', 'a-1-b', 'x'.repeat(50)]) expect(tagNameError(name)).toBeNull();
    for (const name of ['', 'A', 'two words', '-a', 'a-', 'a--b', 'é', 'x'.repeat(51), 'a_b']) {
      expect(tagNameError(name)).toBe(TAG_MESSAGES.nameInvalid);
    }
  });

  it('can be derived from a display name', () => {
    expect(tagNameFromDisplayName('  Phrasal Verbs! ')).toBe('phrasal-verbs');
    expect(tagNameFromDisplayName('Café & Crème')).toBe('cafe-creme');
    expect(tagNameFromDisplayName('Глаголы')).toBe('');
    const long = tagNameFromDisplayName(`${'a'.repeat(49)} b`);
    expect(long).toBe('a'.repeat(49));
    expect(tagNameError(long)).toBeNull();
  });
});

describe('other fields', () => {
  it('display names: 1–50 characters after trimming, no control characters', () => {
    expect(tagDisplayNameError(' Verbs ')).toBeNull();
    expect(tagDisplayNameError('  ')).toBe(TAG_MESSAGES.displayNameRequired);
    expect(tagDisplayNameError('x'.repeat(51))).toBe(TAG_MESSAGES.displayNameTooLong);
    expect(tagDisplayNameError('a\tb')).toBe(TAG_MESSAGES.displayNameControlCharacters);
  });

  it('display names: no invisible or text-direction characters, no word mixing Latin and Cyrillic letters', () => {
    for (const name of ['Ver\u200Bbs', '\u202EVerbs', 'Ve\u00ADrbs', 'Verbs\u2066']) {
      expect(tagDisplayNameError(name), JSON.stringify(name)).toBe(
        'Display name cannot contain invisible or text-direction characters',
      );
    }
    // The "е" of "Vеrbs" is Cyrillic.
    expect(tagDisplayNameError('Vеrbs')).toBe('Display name may not mix Latin and Cyrillic letters in one word: "Vеrbs"');
    for (const name of ['Verbs Глаголы', '✈️ Travel', 'Глаголы']) expect(tagDisplayNameError(name), name).toBeNull();
  });

  it('descriptions, colours and icons: blank is none; limits hold', () => {
    expect(normalizeTagDescription('  ')).toBeNull();
    expect(tagDescriptionError('x'.repeat(200))).toBeNull();
    expect(tagDescriptionError('x'.repeat(201))).toBe(TAG_MESSAGES.descriptionTooLong);
    expect(normalizeTagColor(' #ABCDEF ')).toBe('#abcdef');
    expect(normalizeTagColor('')).toBeNull();
    for (const color of ['#abc', '#A1B2C3', null]) expect(tagColorError(color)).toBeNull();
    for (const color of ['abc', '#abcd', '#ggg', 'red']) expect(tagColorError(color)).toBe(TAG_MESSAGES.colorInvalid);
    expect(normalizeTagIcon(' 🌱 ')).toBe('🌱');
    for (const icon of ['🌱', '☀️', '👩‍🏫', '🇷🇺', '12345678', null]) expect(tagIconError(icon)).toBeNull();
    for (const icon of ['123456789', 'a b']) expect(tagIconError(icon)).toBe(TAG_MESSAGES.iconInvalid);
  });
});

import { describe, expect, it } from 'vitest';
import { FALLBACK_NAME_BASE, categoryNameBase, isNameOfBase, nameCandidates } from './category-names';

describe('categoryNameBase', () => {
  it('keeps Unicode letters and digits, lower-cased, with one hyphen for every other run', () => {
    expect(categoryNameBase('Travel')).toBe('travel');
    expect(categoryNameBase('  Food & Drink (A1) ')).toBe('food-drink-a1');
    expect(categoryNameBase('Мои слова: ПУТЕШЕСТВИЯ 2')).toBe('мои-слова-путешествия-2');
    expect(categoryNameBase('Ёлка и чаи\u0306')).toBe('ёлка-и-чай');
    expect(categoryNameBase("don't--stop")).toBe('don-t-stop');
  });

  it('falls back to a fixed base when nothing is left', () => {
    expect(categoryNameBase('!!! 🍎 ???')).toBe(FALLBACK_NAME_BASE);
  });
});

describe('nameCandidates and isNameOfBase', () => {
  it('tries base, then base-2 onwards', () => {
    expect(nameCandidates('travel').slice(0, 3)).toEqual(['travel', 'travel-2', 'travel-3']);
    expect(nameCandidates('travel')).toHaveLength(20);
  });

  it('recognises the names derived from a base only', () => {
    expect(isNameOfBase('travel', 'travel')).toBe(true);
    expect(isNameOfBase('travel-12', 'travel')).toBe(true);
    expect(isNameOfBase('travel-tips', 'travel')).toBe(false);
    expect(isNameOfBase('travel-', 'travel')).toBe(false);
    expect(isNameOfBase('travelling', 'travel')).toBe(false);
  });
});

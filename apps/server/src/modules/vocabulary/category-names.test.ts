import { describe, expect, it } from 'vitest';
import { FALLBACK_NAME_BASE, categoryNameBase, isNameOfBase, nameCandidates, ownedNameCandidate } from './category-names';

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

  it("gives an owned category the base and 8 random hex digits, never another's", () => {
    const names = Array.from({ length: 50 }, () => ownedNameCandidate('travel'));
    for (const name of names) expect(name).toMatch(/^travel-[0-9a-f]{8}$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('recognises the names derived from a base only', () => {
    expect(isNameOfBase('travel', 'travel')).toBe(true);
    expect(isNameOfBase('travel-12', 'travel')).toBe(true);
    expect(isNameOfBase('travel-3f9a2c1b', 'travel')).toBe(true);
    expect(isNameOfBase('travel-3f9a2c1', 'travel')).toBe(false);
    expect(isNameOfBase('travel-guidebook', 'travel')).toBe(false);
    expect(isNameOfBase('travel-tips', 'travel')).toBe(false);
    expect(isNameOfBase('travel-', 'travel')).toBe(false);
    expect(isNameOfBase('travelling', 'travel')).toBe(false);
  });
});

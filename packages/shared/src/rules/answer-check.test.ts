import { describe, expect, it } from 'vitest';
import { isCorrectAnswer, normalizeAnswer } from './answer-check';

describe('answer checking', () => {
  it('ignores surrounding whitespace and case', () => {
    expect(isCorrectAnswer('  Apple ', 'apple')).toBe(true);
    expect(isCorrectAnswer('APPLE', 'apple')).toBe(true);
  });

  it('treats ё and е (and Ё and Е) as the same letter', () => {
    expect(isCorrectAnswer('еж', 'ёж')).toBe(true);
    expect(isCorrectAnswer('ЁЖ', 'еж')).toBe(true);
  });

  it('collapses inner whitespace but keeps words apart', () => {
    expect(isCorrectAnswer('ice   cream', 'ice cream')).toBe(true);
    expect(isCorrectAnswer('icecream', 'ice cream')).toBe(false);
  });

  it('rejects blank answers and different words', () => {
    expect(isCorrectAnswer('   ', '')).toBe(false);
    expect(isCorrectAnswer('', 'cat')).toBe(false);
    expect(isCorrectAnswer('cat', 'car')).toBe(false);
  });

  it('folds Cyrillic capitals', () => {
    expect(normalizeAnswer('  Кошка ')).toBe('кошка');
  });
});

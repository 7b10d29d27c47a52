import { describe, expect, it } from 'vitest';
import type { GameWord } from '@slovo/shared';
import { canAskStress, markedAt, stressQuestion, stressQuestions } from './logic';

const word = (id: number, russian: string, stressed: string | undefined, extra: Partial<GameWord> = {}): GameWord =>
  ({ id, english: `word ${id}`, russian, stressed, part_of_speech: 'noun', ...extra }) as GameWord;

describe('the Stress drill', () => {
  it('asks only a known stress of one vowel in one word', () => {
    expect(canAskStress(word(1, 'молоко', 'молоко́'))).toBe(true);
    expect(canAskStress(word(2, 'на столе', 'на столе́'))).toBe(true);
    // A guess is not asked; nor a word without marks, of one syllable, with ё, or two stressed words.
    expect(canAskStress(word(3, 'молоко', 'молоко́', { sources: { stressed: 'suggested' } }))).toBe(false);
    expect(canAskStress(word(4, 'молоко', undefined))).toBe(false);
    expect(canAskStress(word(5, 'дом', 'дом'))).toBe(false);
    expect(canAskStress(word(6, 'ёлка', 'ёлка'))).toBe(false);
    expect(canAskStress(word(7, 'белый медведь', 'бе́лый медве́дь'))).toBe(false);
    expect(canAskStress(word(8, 'молоко', 'мо́локо́'))).toBe(false);
  });

  it('offers the asked word’s vowels, the stressed one right', () => {
    const question = stressQuestion(word(1, 'молоко', 'молоко́'));
    expect(question.text).toBe('молоко');
    expect(question.vowels).toEqual([1, 3, 5]);
    expect(question.stressed).toBe(5);
    const phrase = stressQuestion(word(2, 'на столе', 'на столе́'));
    expect(phrase.vowels).toEqual([5, 7]);
    expect(phrase.stressed).toBe(7);
    expect(markedAt('молоко', 5)).toBe('молоко́');
  });

  it('asks each word it can, its stress its own even where another word is spelled the same', () => {
    const questions = stressQuestions([
      word(1, 'замок', 'за́мок', { english: 'castle' }),
      word(2, 'замок', 'замо́к', { english: 'lock' }),
      word(3, 'молоко', 'молоко́'),
      word(4, 'дом', undefined),
    ]);
    expect(questions.map((q) => [q.word.id, q.stressed])).toEqual([
      [1, 1],
      [2, 3],
      [3, 5],
    ]);
  });
});

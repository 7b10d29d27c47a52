import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  firstTranslation,
  isCorrectAnswer,
  normalizeAnswer,
  stripStressMarks,
  translationsOf,
} from './answer-check';

describe('answer checking', () => {
  it('ignores surrounding whitespace and case', () => {
    expect(isCorrectAnswer('  Apple ', 'apple')).toBe(true);
    expect(isCorrectAnswer('APPLE', 'apple')).toBe(true);
    expect(isCorrectAnswer(' Кошка', 'кошка')).toBe(true);
  });

  it('treats ё and е (and Ё and Е) as the same letter', () => {
    expect(isCorrectAnswer('еж', 'ёж')).toBe(true);
    expect(isCorrectAnswer('ЁЖ', 'еж')).toBe(true);
    expect(isCorrectAnswer('елка', 'ёлка')).toBe(true);
    expect(isCorrectAnswer('всё', 'все')).toBe(true);
  });

  it('reads an ё typed as е with a combining diaeresis as ё', () => {
    expect(isCorrectAnswer('е\u0308лка', 'елка')).toBe(true);
  });

  it('ignores stress marks in the answer and in the stored word', () => {
    expect(isCorrectAnswer('молоко', 'моло\u0301ко')).toBe(true);
    expect(isCorrectAnswer('за\u0301мок', 'замок')).toBe(true);
    expect(isCorrectAnswer('за\u0300мок', 'замок')).toBe(true);
  });

  it('keeps й a letter of its own (stress marks go, breves stay)', () => {
    expect(normalizeAnswer('чаи\u0306')).toBe('чай');
    expect(isCorrectAnswer('чаи', 'чай')).toBe(false);
  });

  it('ignores a trailing period', () => {
    expect(isCorrectAnswer('Доброе утро.', 'доброе утро')).toBe(true);
    expect(isCorrectAnswer('good morning', 'Good morning.')).toBe(true);
    expect(isCorrectAnswer('спасибо …', 'спасибо')).toBe(false);
  });

  it('collapses inner whitespace but keeps words apart', () => {
    expect(isCorrectAnswer('ice   cream', 'ice cream')).toBe(true);
    expect(isCorrectAnswer('icecream', 'ice cream')).toBe(false);
    expect(isCorrectAnswer('железная  дорога', 'железная дорога')).toBe(true);
  });

  it('accepts any of several translations, whichever separator stores them', () => {
    for (const stored of ['кошка, кот', 'кошка / кот', 'кошка; кот', 'кошка,кот']) {
      expect(isCorrectAnswer('кошка', stored)).toBe(true);
      expect(isCorrectAnswer('Кот', stored)).toBe(true);
      expect(isCorrectAnswer('собака', stored)).toBe(false);
    }
    expect(isCorrectAnswer('кошка, кот', 'кошка, кот')).toBe(true);
    expect(isCorrectAnswer('colour', 'colour / color')).toBe(true);
    expect(isCorrectAnswer('color', 'colour / color')).toBe(true);
  });

  it('reports a word one letter off as a near miss, never as right', () => {
    expect(checkAnswer('малоко', 'молоко')).toBe('almost');
    expect(checkAnswer('молок', 'молоко')).toBe('almost');
    expect(checkAnswer('моллоко', 'молоко')).toBe('almost');
    expect(checkAnswer('кошкa', 'кошка')).toBe('almost'); // a Latin "a" typed among Cyrillic letters
    expect(checkAnswer('кошко', 'собака, кошка')).toBe('almost');
    expect(checkAnswer('apple', 'aple')).toBe('almost');
    expect(isCorrectAnswer('малоко', 'молоко')).toBe(false);
  });

  it('calls two letters off, a swap and short words plainly wrong', () => {
    expect(checkAnswer('мылако', 'молоко')).toBe('wrong');
    expect(checkAnswer('кошак', 'кошка')).toBe('wrong');
    expect(checkAnswer('кит', 'кот')).toBe('wrong');
    expect(checkAnswer('дым', 'дом')).toBe('wrong');
  });

  it('rejects blank answers and blank expectations', () => {
    expect(checkAnswer('   ', '')).toBe('wrong');
    expect(checkAnswer('', 'cat')).toBe('wrong');
    expect(checkAnswer('.', 'cat')).toBe('wrong');
    expect(checkAnswer('cat', ' ')).toBe('wrong');
  });
});

describe('translations of a field', () => {
  it('splits on commas, slashes and semicolons, trimming each', () => {
    expect(translationsOf('кошка, кот')).toEqual(['кошка', 'кот']);
    expect(translationsOf(' кошка / кот ; котёнок ')).toEqual(['кошка', 'кот', 'котёнок']);
    expect(translationsOf('кошка')).toEqual(['кошка']);
  });

  it('drops empty pieces and keeps a field that is only separators as it is', () => {
    expect(translationsOf('кошка,, кот,')).toEqual(['кошка', 'кот']);
    expect(translationsOf(' / ')).toEqual(['/']);
  });

  it('gives the first translation as written', () => {
    expect(firstTranslation('Кошка, кот')).toBe('Кошка');
    expect(firstTranslation('  молоко́ ')).toBe('молоко́');
  });

  it('strips stress marks for display and speech, keeping ё and й', () => {
    expect(stripStressMarks('моло\u0301ко')).toBe('молоко');
    expect(stripStressMarks('ёлка, чай')).toBe('ёлка, чай');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerParts,
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

describe('a parenthesised part is optional', () => {
  it('accepts the answer without it, with it, and as written', () => {
    for (const given of ['to go', 'to go on foot', 'to go (on foot)', 'To go (on foot).', 'to go ( on foot )']) {
      expect(checkAnswer(given, 'to go (on foot)'), given).toBe('correct');
    }
    for (const given of ['идти', 'идти пешком', 'идти (пешком)', 'Идти (пешком)']) {
      expect(checkAnswer(given, 'идти (пешком)'), given).toBe('correct');
    }
  });

  it('lets each part be left out on its own, a bracketed ending too', () => {
    for (const given of ['go', 'to go', 'go on foot', 'to go on foot', '(to) go (on foot)']) {
      expect(checkAnswer(given, '(to) go (on foot)'), given).toBe('correct');
    }
    expect(checkAnswer('glass', 'glass(es)')).toBe('correct');
    expect(checkAnswer('glasses', 'glass(es)')).toBe('correct');
    expect(checkAnswer('color', 'colo(u)r')).toBe('correct');
    expect(checkAnswer('colour', 'colo(u)r')).toBe('correct');
  });

  it('still wants the part outside the brackets, and the right part inside them', () => {
    expect(checkAnswer('on foot', 'to go (on foot)')).toBe('wrong');
    expect(checkAnswer('to go by car', 'to go (on foot)')).toBe('wrong');
    expect(checkAnswer('to run', 'to go (on foot)')).toBe('wrong');
    expect(checkAnswer('to ga', 'to go (on foot)')).toBe('almost');
  });

  it('keeps a comma inside brackets within one translation', () => {
    expect(translationsOf('to go (on foot, slowly), to walk')).toEqual(['to go (on foot, slowly)', 'to walk']);
    expect(firstTranslation('идти (пешком; медленно) / шагать')).toBe('идти (пешком; медленно)');
    expect(checkAnswer('to go', 'to go (on foot, slowly), to walk')).toBe('correct');
    expect(checkAnswer('to walk', 'to go (on foot, slowly), to walk')).toBe('correct');
  });

  it('reads unbalanced brackets, and a word that is only brackets, as plain text', () => {
    expect(answerParts('to go (on foot')).toEqual([{ text: 'to go (on foot', optional: false }]);
    expect(answerParts('(to)')).toEqual([{ text: '(to)', optional: false }]);
    expect(checkAnswer('to', '(to)')).toBe('correct');
    expect(checkAnswer('', '(to)')).toBe('wrong');
  });

  it('cuts a translation into its required and optional parts', () => {
    expect(answerParts('(to) go (on foot)')).toEqual([
      { text: '(to)', optional: true },
      { text: ' go ', optional: false },
      { text: '(on foot)', optional: true },
    ]);
    expect(answerParts('chair')).toEqual([{ text: 'chair', optional: false }]);
  });

  // Words of letters and single spaces, without the separators and brackets the checker reads.
  const phrase = (letters: string) =>
    fc
      .array(fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 })
      .map((words) => words.join(' '));
  const latin = 'abcdefghijklmnopqrstuvwxyz';
  const cyrillic = 'абвгдежзийклмнопрстуфхцчшщъыьэюяё';

  it('accepts a word with an optional part in every form (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(latin, cyrillic).chain((letters) => fc.tuple(phrase(letters), phrase(letters))),
        ([word, note]) => {
          const stored = `${word} (${note})`;
          expect(checkAnswer(word, stored)).toBe('correct');
          expect(checkAnswer(`${word} ${note}`, stored)).toBe('correct');
          expect(checkAnswer(stored, stored)).toBe('correct');
        },
      ),
    );
  });

  it('never accepts the optional part alone for a longer required part (property)', () => {
    fc.assert(
      fc.property(fc.tuple(phrase(latin), phrase(cyrillic)), ([word, note]) => {
        expect(checkAnswer(note, `${word} (${note})`)).not.toBe('correct');
      }),
    );
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

describe('many bracketed parts', () => {
  it('takes all of them or none when there are too many to try each combination', () => {
    const stored = 'a (b) (c) (d) (e) (f) (g) (h) (i)';
    expect(checkAnswer('a', stored)).toBe('correct');
    expect(checkAnswer('a b c d e f g h i', stored)).toBe('correct');
    expect(checkAnswer('a b', stored)).toBe('wrong');
    // Up to six, each on its own.
    expect(checkAnswer('a c f', 'a (b) (c) (d) (e) (f)')).toBe('correct');
  });
});

import { describe, expect, it } from 'vitest';
import { MY_VOCABULARY_MESSAGES } from '../limits/my-vocabulary';
import {
  WORD_RULE,
  canRemoveManualRow,
  canSaveWordEdit,
  canSubmitManualRows,
  checkWord,
  checkWordPair,
  cleanWord,
  collectManualPairs,
  findForbiddenCharacters,
  hasForbiddenCharacters,
  isValidWord,
  partitionWordPairs,
  sanitizeWord,
  wordEditError,
  wordPairKey,
} from './word-rules';

const INVALID_ENGLISH = 'English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )';

describe('sanitizeWord', () => {
  it('removes < > \' " backslash and semicolon, then trims', () => {
    expect(sanitizeWord(' <b>cat</b>; ')).toBe('bcat/b');
    expect(sanitizeWord(`"don't" \\ ;`)).toBe('dont');
  });

  it('leaves every other character alone', () => {
    expect(sanitizeWord('ice  cream!')).toBe('ice  cream!');
    expect(sanitizeWord('a=b')).toBe('a=b');
  });

  it('never leaves an apostrophe, so a sanitised word never holds one', () => {
    expect(sanitizeWord("rock'n'roll")).toBe('rocknroll');
  });
});

describe('cleanWord', () => {
  it('sanitises and makes each run of whitespace one space', () => {
    expect(cleanWord('  ice \t  cream ; ')).toBe('ice cream');
  });

  it('composes decomposed Cyrillic letters (й, ё) so they validate', () => {
    const decomposed = 'чаи\u0306 е\u0308ж';
    expect(checkWord(decomposed)).toBe('invalid-characters');
    expect(cleanWord(decomposed)).toBe('чай ёж');
    expect(checkWord(cleanWord(decomposed))).toBeNull();
  });
});

describe('isValidWord and checkWord', () => {
  it.each([
    'cat',
    'Кошка',
    'ёж',
    'ЁЛКА',
    'ice cream',
    'well-known',
    'e.g.',
    'Hi, there!',
    'why?',
    '(to) go',
    "don't",
    'R2D2',
    '1984',
  ])('accepts %s', (word) => {
    expect(isValidWord(word)).toBe(true);
    expect(checkWord(word)).toBeNull();
  });

  it.each([
    ['café', 'invalid-characters'],
    ['a@b', 'invalid-characters'],
    ['a=b', 'invalid-characters'],
    ['x_y', 'invalid-characters'],
    ['don’t', 'invalid-characters'],
    ['ґ', 'invalid-characters'],
    ['🙂', 'invalid-characters'],
    ['', 'empty'],
    ['a'.repeat(101), 'too-long'],
  ] as const)('refuses %s (%s)', (word, problem) => {
    expect(isValidWord(word)).toBe(false);
    expect(checkWord(word)).toBe(problem);
  });

  it('allows exactly 1 to 100 characters', () => {
    expect(checkWord('a')).toBeNull();
    expect(checkWord('я'.repeat(100))).toBeNull();
    expect(WORD_RULE.test('я'.repeat(100))).toBe(true);
    expect(WORD_RULE.test('я'.repeat(101))).toBe(false);
  });
});

describe('checkWordPair', () => {
  it('answers the cleaned pair', () => {
    expect(checkWordPair(' <cat> ', ' кошка; ')).toEqual({ ok: true, english: 'cat', russian: 'кошка', stressed: null });
  });

  it('names the first failing side, English first', () => {
    const both = checkWordPair('a@b', '');
    expect(both).toMatchObject({
      ok: false,
      englishProblem: 'invalid-characters',
      russianProblem: 'empty',
      message: INVALID_ENGLISH,
    });
    expect(checkWordPair('cat', '<>')).toMatchObject({ ok: false, message: 'Russian word cannot be empty' });
    expect(checkWordPair('a'.repeat(101), 'b')).toMatchObject({
      ok: false,
      message: 'English word must be at most 100 characters',
    });
  });
});

describe('wordPairKey', () => {
  it('ignores case, sanitised characters and extra spaces but keeps ё apart from е', () => {
    expect(wordPairKey('Ice  Cream', 'МОРОЖЕНОЕ')).toBe(wordPairKey('ice cream;', 'мороженое'));
    expect(wordPairKey('hedgehog', 'ёж')).not.toBe(wordPairKey('hedgehog', 'еж'));
    expect(wordPairKey('ab', 'c')).not.toBe(wordPairKey('a', 'bc'));
  });
});

describe('findForbiddenCharacters', () => {
  it('finds nothing in ordinary pattern text with every separator', () => {
    expect(hasForbiddenCharacters('cat - кошка\ndog — собака\r\nsun = солнце\nsky | небо\nsea: море\tx')).toBe(false);
  });

  it('reports characters the sanitiser removes, including the apostrophe', () => {
    expect(findForbiddenCharacters(`don't <b> "x" \\ ;`)).toEqual(["'", '<', '>', '"', '\\', ';']);
  });

  it('reports characters the validator refuses, each once', () => {
    expect(findForbiddenCharacters('café - кафе\ncafé @ home & 🙂')).toEqual(['é', '@', '&', '🙂']);
  });

  it('in word mode also refuses the separators (a line break is whitespace, which words allow)', () => {
    expect(findForbiddenCharacters('a=b|c:d—e\n', 'word')).toEqual(['=', '|', ':', '—']);
    expect(hasForbiddenCharacters('well-known (adj.)', 'word')).toBe(false);
  });

  it('does not flag decomposed Cyrillic letters that cleaning composes', () => {
    expect(hasForbiddenCharacters('tea - чаи\u0306')).toBe(false);
  });
});

describe('collectManualPairs', () => {
  it('keeps valid rows, cleaned, and ignores fully blank rows', () => {
    const result = collectManualPairs([
      { english: ' cat ', russian: 'кошка' },
      { english: '', russian: '  ' },
      { english: 'dog;', russian: 'собака' },
    ]);
    expect(result).toEqual({
      pairs: [
        { english: 'cat', russian: 'кошка' },
        { english: 'dog', russian: 'собака' },
      ],
      skipped: [],
      error: null,
    });
  });

  it('skips rows with an empty or invalid side and says why', () => {
    const result = collectManualPairs([
      { english: 'cat', russian: '' },
      { english: 'a@b', russian: 'кошка' },
      { english: 'sun', russian: 'солнце' },
    ]);
    expect(result.pairs).toEqual([{ english: 'sun', russian: 'солнце' }]);
    expect(result.skipped).toEqual([
      {
        index: 0,
        english: 'cat',
        russian: '',
        reason: 'invalid',
        englishProblem: null,
        russianProblem: 'empty',
        message: 'Russian word cannot be empty',
      },
      {
        index: 1,
        english: 'a@b',
        russian: 'кошка',
        reason: 'invalid',
        englishProblem: 'invalid-characters',
        russianProblem: null,
        message: INVALID_ENGLISH,
      },
    ]);
    expect(result.error).toBeNull();
  });

  it('keeps a repeated pair (ignoring case) once and reports the repeat', () => {
    const result = collectManualPairs([
      { english: 'Cat', russian: 'Кошка' },
      { english: 'cat', russian: 'кошка' },
    ]);
    expect(result.pairs).toEqual([{ english: 'Cat', russian: 'Кошка' }]);
    expect(result.skipped).toMatchObject([{ index: 1, reason: 'duplicate', message: MY_VOCABULARY_MESSAGES.duplicatePair }]);
  });

  it('gives the spec error when no row is valid', () => {
    expect(collectManualPairs([{ english: '', russian: '' }]).error).toBe('Please enter at least one valid word pair');
    expect(collectManualPairs([{ english: '<>', russian: 'x' }]).error).toBe('Please enter at least one valid word pair');
    expect(collectManualPairs([]).error).toBe('Please enter at least one valid word pair');
  });
});

describe('Manual Entry buttons', () => {
  it('enables Add when some row has both sides non-blank', () => {
    expect(canSubmitManualRows([{ english: '', russian: '' }])).toBe(false);
    expect(canSubmitManualRows([{ english: 'cat', russian: ' ' }])).toBe(false);
    expect(
      canSubmitManualRows([
        { english: 'cat', russian: '' },
        { english: ' ;', russian: 'x' },
      ]),
    ).toBe(true);
  });

  it('removes a row only while more than one exists', () => {
    expect(canRemoveManualRow(1)).toBe(false);
    expect(canRemoveManualRow(2)).toBe(true);
  });
});

describe('Edit Word', () => {
  it('needs both sides non-blank after trimming', () => {
    expect(canSaveWordEdit({ english: 'cat', russian: 'кошка' })).toBe(true);
    expect(canSaveWordEdit({ english: '  ', russian: 'кошка' })).toBe(false);
    expect(canSaveWordEdit({ english: 'cat', russian: '' })).toBe(false);
  });

  it('explains what the server would refuse', () => {
    expect(wordEditError({ english: 'cat', russian: ' ' })).toBe('Both English and Russian words are required');
    expect(wordEditError({ english: 'a@b', russian: 'кошка' })).toBe(INVALID_ENGLISH);
    expect(wordEditError({ english: 'cat', russian: 'кошка' })).toBeNull();
  });
});

describe('partitionWordPairs', () => {
  it('accepts cleaned new pairs and skips invalid ones and duplicates, with their positions', () => {
    const existing = new Set([wordPairKey('dog', 'собака')]);
    const result = partitionWordPairs(
      [
        { english: ' cat ', russian: 'кошка', part_of_speech: 'noun' as const },
        { english: 'x@y', russian: 'икс', part_of_speech: 'noun' as const },
        { english: 'CAT', russian: 'КОШКА', part_of_speech: 'noun' as const },
        { english: 'Dog', russian: 'собака', part_of_speech: 'noun' as const },
        { english: 'run', russian: 'бежать', part_of_speech: 'verb' as const },
      ],
      existing,
    );
    expect(result.accepted).toEqual([
      { index: 0, english: 'cat', russian: 'кошка', part_of_speech: 'noun' },
      { index: 4, english: 'run', russian: 'бежать', part_of_speech: 'verb' },
    ]);
    expect(result.skipped).toEqual([
      { index: 1, english: 'x@y', russian: 'икс', reason: 'invalid' },
      { index: 2, english: 'CAT', russian: 'КОШКА', reason: 'duplicate' },
      { index: 3, english: 'Dog', russian: 'собака', reason: 'duplicate' },
    ]);
    expect(existing.size).toBe(1);
  });
});

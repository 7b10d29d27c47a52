import { describe, expect, it } from 'vitest';
import { PATTERN_MAX_CHARS } from '../constants';
import { looksReversed, parsePatternText, patternTextLength, splitPatternLine, swapPatternLines } from './pattern-entry';

const NO_PAIRS = 'No valid word pairs found. Use format: "english - russian" or "english = russian"';

const pairsOf = (text: string) => parsePatternText(text).pairs.map(({ english, russian }) => [english, russian]);

describe('splitPatternLine', () => {
  it.each([
    ['cat - кошка', ' - '],
    ['cat — кошка', ' — '],
    ['cat=кошка', '='],
    ['cat|кошка', '|'],
    ['cat:кошка', ':'],
  ])('splits %s at %j', (line, separator) => {
    expect(splitPatternLine(line)).toMatchObject({ separator });
  });

  it('tries the separators in order: dash, =, |, :', () => {
    expect(splitPatternLine('a = b - c')).toEqual({ english: 'a = b', russian: 'c', separator: ' - ' });
    expect(splitPatternLine('a | b = c')).toEqual({ english: 'a | b ', russian: ' c', separator: '=' });
    expect(splitPatternLine('a : b | c')).toEqual({ english: 'a : b ', russian: ' c', separator: '|' });
  });

  it('treats the hyphen and em-dash forms as one separator: the earlier wins', () => {
    expect(splitPatternLine('a — b - c')).toMatchObject({ english: 'a', russian: 'b - c', separator: ' — ' });
    expect(splitPatternLine('a - b — c')).toMatchObject({ english: 'a', russian: 'b — c', separator: ' - ' });
  });

  it('splits at the first occurrence of the chosen separator', () => {
    expect(splitPatternLine('a = b = c')).toEqual({ english: 'a ', russian: ' b = c', separator: '=' });
  });

  it('needs spaces around a dash, so a hyphenated word is not split', () => {
    expect(splitPatternLine('well-known')).toBeNull();
    expect(splitPatternLine('cat -кошка')).toBeNull();
    expect(splitPatternLine('cat—кошка')).toBeNull();
    expect(splitPatternLine('well-known - известный')).toMatchObject({ english: 'well-known', russian: 'известный' });
  });
});

describe('parsePatternText', () => {
  it('reads one pair per line with every separator', () => {
    const text = ['cat - кошка', 'dog — собака', 'sun = солнце', 'sky | небо', 'sea: море'].join('\n');
    expect(pairsOf(text)).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
      ['sun', 'солнце'],
      ['sky', 'небо'],
      ['sea', 'море'],
    ]);
    expect(parsePatternText(text).error).toBeNull();
  });

  it('keeps Cyrillic (ё included) and cleans spaces on both sides', () => {
    expect(parsePatternText('  ice   cream  =  мороженое  \nhedgehog - ЁЖ').pairs).toEqual([
      {
        line: 1,
        english: 'ice cream',
        russian: 'мороженое',
        typed: { english: 'ice cream', russian: 'мороженое' },
        reversed: false,
      },
      { line: 2, english: 'hedgehog', russian: 'ЁЖ', typed: { english: 'hedgehog', russian: 'ЁЖ' }, reversed: false },
    ]);
  });

  it('accepts Russian on the left as well: it only checks the alphabet', () => {
    expect(pairsOf('кошка - cat')).toEqual([['кошка', 'cat']]);
  });

  it('marks a pair with Russian on the left and English on the right as reversed (issue 30)', () => {
    const result = parsePatternText('стол - table\ncat - кошка\nокно = window\nOK - ОК\nTV - телевизор 2');
    expect(result.pairs.map((pair) => [pair.line, pair.reversed])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
      [5, false],
    ]);
  });

  it('shows what the sanitiser stores beside what was typed (issue 30)', () => {
    const [pair] = parsePatternText('cup<script>  -  "чашка"').pairs;
    expect(pair).toMatchObject({ english: 'cupscript', russian: 'чашка', typed: { english: 'cup<script>', russian: '"чашка"' } });
  });

  it('handles Windows and old Mac line endings', () => {
    const result = parsePatternText('cat - кошка\r\ndog = собака\rsun | солнце\r\n');
    expect(result.pairs.map((pair) => pair.line)).toEqual([1, 2, 3]);
    expect(result.pairs.map((pair) => pair.russian)).toEqual(['кошка', 'собака', 'солнце']);
  });

  it('ignores blank lines without reporting them, and keeps line numbers', () => {
    const result = parsePatternText('\n  \ncat - кошка\n\t\n\ndog = собака\n');
    expect(result.skipped).toEqual([]);
    expect(result.pairs).toMatchObject([
      { line: 3, english: 'cat', russian: 'кошка' },
      { line: 6, english: 'dog', russian: 'собака' },
    ]);
  });

  it('reports a line without a separator', () => {
    expect(parsePatternText('cat кошка\ndog - собака').skipped).toEqual([
      {
        line: 1,
        text: 'cat кошка',
        reason: 'missing-separator',
        englishProblem: null,
        russianProblem: null,
        message: 'No separator: use "english - russian", "english = russian", "english | russian" or "english: russian"',
      },
    ]);
  });

  it('reports lines whose sides are invalid, naming the side', () => {
    const result = parsePatternText('x = y - z\ncafé - кафе\ncat - \n - кошка\nsun = солнце');
    expect(result.pairs).toMatchObject([{ line: 5, english: 'sun', russian: 'солнце' }]);
    expect(result.pairs).toHaveLength(1);
    expect(
      result.skipped.map(({ line, reason, englishProblem, russianProblem }) => [line, reason, englishProblem, russianProblem]),
    ).toEqual([
      [1, 'invalid', 'invalid-characters', null],
      [2, 'invalid', 'invalid-characters', null],
      [3, 'invalid', null, 'empty'],
      [4, 'invalid', 'empty', null],
    ]);
    expect(result.skipped[0]!.message).toBe('English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )');
    expect(result.skipped[2]!.message).toBe('Russian word cannot be empty');
  });

  it('removes the sanitiser characters, and skips a line left with an empty side', () => {
    const result = parsePatternText(`don't - не<надо>\n<;> = x`);
    expect(result.pairs).toEqual([
      { line: 1, english: 'dont', russian: 'ненадо', typed: { english: "don't", russian: 'не<надо>' }, reversed: false },
    ]);
    expect(result.skipped).toMatchObject([{ line: 2, reason: 'invalid', englishProblem: 'empty' }]);
  });

  it('keeps a repeated pair once (ignoring case) and reports the repeat', () => {
    const result = parsePatternText('Cat - Кошка\ncat = кошка\ncat - котёнок');
    expect(pairsOf('Cat - Кошка\ncat = кошка\ncat - котёнок')).toEqual([
      ['Cat', 'Кошка'],
      ['cat', 'котёнок'],
    ]);
    expect(result.skipped).toEqual([
      {
        line: 2,
        text: 'cat = кошка',
        reason: 'duplicate',
        englishProblem: null,
        russianProblem: null,
        message: 'Duplicate of an earlier pair',
      },
    ]);
  });

  it('gives the spec message when no pair is found', () => {
    expect(parsePatternText('').error).toBe(NO_PAIRS);
    expect(parsePatternText('\n\n').error).toBe(NO_PAIRS);
    expect(parsePatternText('just words\na @ b = c').error).toBe(NO_PAIRS);
  });

  it('accepts exactly 900 characters and refuses 901 without parsing', () => {
    const line = 'cat - кошка\n';
    const exact = line.repeat(75);
    expect(exact.length).toBe(PATTERN_MAX_CHARS);
    expect(parsePatternText(exact)).toMatchObject({ length: 900, tooLong: false, error: null });

    const over = `${exact}x`;
    expect(parsePatternText(over)).toEqual({
      pairs: [],
      skipped: [],
      length: 901,
      tooLong: true,
      error: 'Text must be at most 900 characters',
    });
  });

  it('counts a Windows line break as one character, as the textarea does', () => {
    const text = 'cat - кошка\r\n'.repeat(75);
    expect(text.length).toBe(975);
    expect(patternTextLength(text)).toBe(900);
    expect(parsePatternText(text).tooLong).toBe(false);
  });
});

describe('looksReversed', () => {
  it.each([
    ['стол', 'table', true],
    ['ёжик', 'hedgehog', true],
    ['Стол!', 'table, desk', true],
    ['table', 'стол', false],
    ['стол', 'стол', false],
    ['table', 'table', false],
    ['TV', 'телевизор', false],
    ['телевизор TV', 'TV set', false],
    ['123', 'abc', false],
  ])('%s | %s → %s', (english, russian, reversed) => {
    expect(looksReversed(english, russian)).toBe(reversed);
  });
});

describe('swapPatternLines', () => {
  it('swaps the words of the lines named, keeping each separator, the spacing and the other lines as they are', () => {
    const text = 'стол - table\ncat = кошка\r\nокно=window\n\n  дом | house  ';
    expect(swapPatternLines(text, [1, 3, 5])).toHaveLength(text.length);
    expect(swapPatternLines(text, [1, 3, 5])).toBe('table - стол\ncat = кошка\r\nwindow=окно\n\n  house | дом  ');
  });

  it('leaves a line without a separator, or one not named, untouched', () => {
    expect(swapPatternLines('no separator\ncat - кошка', [1])).toBe('no separator\ncat - кошка');
  });

  it('makes the reversed pairs read the right way round', () => {
    const text = 'стол - table\nокно — window';
    const swapped = parsePatternText(swapPatternLines(text, [1, 2]));
    expect(swapped.pairs.map(({ english, russian, reversed }) => [english, russian, reversed])).toEqual([
      ['table', 'стол', false],
      ['window', 'окно', false],
    ]);
  });
});

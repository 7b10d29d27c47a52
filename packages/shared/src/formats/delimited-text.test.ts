import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_IMPORT_MAX_CHARS, TEXT_IMPORT_MAX_ENTRIES } from '../limits/import-export';
import type { DelimitedTextOptions, TermSeparator } from './delimited-text';
import { delimitedOptionsError, guessSeparators, parseDelimitedText, writeDelimitedText } from './delimited-text';
import { wordPairArbitrary } from './text-arbitraries.test-helper';
import { readTextFixture } from './text-fixtures.test-helper';

const fixture = readTextFixture;
const tab: DelimitedTextOptions = { termSeparator: 'tab' };
const pairsOf = (text: string, options: DelimitedTextOptions = tab) =>
  parseDelimitedText(text, options).pairs.map(({ english, russian }) => [english, russian]);
const messagesOf = (text: string, options: DelimitedTextOptions = tab) =>
  parseDelimitedText(text, options).skipped.map((entry) => entry.message);

describe('parseDelimitedText', () => {
  it('reads a Quizlet export (tab, new line) and reports each skipped line with its reason', () => {
    const result = parseDelimitedText(fixture('quizlet-export.txt'), tab);
    expect(result.error).toBeNull();
    expect(result.pairs.map(({ line, english, russian }) => [line, english, russian])).toEqual([
      [1, 'hello', 'привет'],
      [2, 'good morning', 'доброе утро'],
      [3, 'hedgehog', 'ёжик'],
      [4, 'yolk', 'желток, желтки'],
      [5, 'to be, or not to be', 'быть или не быть'],
      [8, 'well-known', 'известный (хорошо)'],
      [11, 'what?', 'что?'],
    ]);
    expect(result.skipped).toEqual([
      { line: 7, text: 'Hello\tПривет', reason: 'duplicate', message: 'Line 7: duplicate of the pair on line 1' },
      {
        line: 9,
        text: 'café\tкафе',
        reason: 'invalid',
        message: 'Line 9: English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )',
      },
      {
        line: 10,
        text: 'no definition here',
        reason: 'missing-separator',
        message: 'Line 10: no tab between English and Russian',
      },
    ]);
  });

  it('reads a semicolon list with CRLF, spaces around the separator and extra columns', () => {
    const result = parseDelimitedText(fixture('semicolon-list.txt'), { termSeparator: 'semicolon' });
    expect(result.pairs).toEqual([
      { line: 1, english: 'apple', russian: 'яблоко', extra: [], part_of_speech: null },
      { line: 2, english: 'pear', russian: 'груша', extra: [], part_of_speech: null },
      { line: 3, english: 'cherry', russian: 'вишня', extra: [], part_of_speech: null },
      { line: 5, english: 'strawberry', russian: 'клубника', extra: ['fruit', 'summer'], part_of_speech: null },
      { line: 7, english: 'plum', russian: 'слива', extra: [], part_of_speech: null },
    ]);
    expect(messagesOf(fixture('semicolon-list.txt'), { termSeparator: 'semicolon' })).toEqual([
      'Line 6: English word cannot be empty',
    ]);
  });

  it('reads an Excel CSV (BOM, CRLF, quoted fields) and skips its header row', () => {
    const result = parseDelimitedText(fixture('excel-export.csv'), { termSeparator: 'comma' });
    expect(result.pairs.map(({ line, english, russian, extra }) => [line, english, russian, extra])).toEqual([
      [2, 'house', 'дом', ['Home']],
      [3, 'table, kitchen', 'кухонный стол', ['Home']],
      [4, 'the Big Apple', 'Нью-Йорк', ['Cities']],
      [5, 'armchair', 'кресло', ['Home']],
      [6, 'Moscow', 'Москва', ['Cities']],
      [8, 'lamp', 'лампа', []],
    ]);
    expect(result.skipped.map((entry) => [entry.reason, entry.message])).toEqual([
      ['header', 'Line 1: a header row, not a word pair'],
    ]);
  });

  it('reads a Google Sheets CSV: no final line end, a cell over two lines, a repeated row', () => {
    const result = parseDelimitedText(fixture('google-sheets.csv'), guessSeparators(fixture('google-sheets.csv')));
    expect(result.pairs.map(({ line, english, russian, extra }) => [line, english, russian, extra])).toEqual([
      [2, 'to run', 'бежать', ['I run every day.']],
      [3, 'to read', 'читать', ['She reads books,\nnewspapers and letters.']],
      [5, 'weather', 'погода', []],
      [7, 'ice-cream', 'мороженое', []],
    ]);
    expect(result.skipped.map((entry) => entry.message)).toEqual([
      'Line 1: a header row, not a word pair',
      'Line 6: duplicate of the pair on line 2',
      // Plain CSV is not HTML: the sanitiser removes < and >, and the / left over is refused.
      'Line 8: English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )',
    ]);
  });

  it('takes the part of speech from a third column that names one (issue 30)', () => {
    const text = 'to run\tбежать\tverb\nquickly\tбыстро\tadv.\nhouse\tдом\tHome\ncat\tкошка\n';
    expect(parseDelimitedText(text, { termSeparator: 'tab' }).pairs.map((pair) => [pair.english, pair.part_of_speech])).toEqual([
      ['to run', 'verb'],
      ['quickly', 'adverb'],
      ['house', null],
      ['cat', null],
    ]);
  });

  it('takes it from the column a header row names "Part of speech" or "POS", wherever it stands (issue 30)', () => {
    const text = 'English,Russian,Notes,Part of speech\nto read,читать,verb,verb\nbook,книга,noun here,\nred,красный,,прил.\n';
    const result = parseDelimitedText(text, { termSeparator: 'comma' });
    expect(result.pairs.map((pair) => [pair.english, pair.part_of_speech])).toEqual([
      ['to read', 'verb'],
      ['book', null],
      ['red', 'adjective'],
    ]);
    expect(result.skipped.map((entry) => entry.reason)).toEqual(['header']);
    const pos = parseDelimitedText('term\tdefinition\tPOS\nrun\tбежать\tv\n', { termSeparator: 'tab' });
    expect(pos.pairs[0]).toMatchObject({ english: 'run', part_of_speech: 'verb' });
  });

  it('reads the dash in its three forms, and names it when missing', () => {
    const text = 'apple - яблоко\npear – груша\nplum — слива\nwell-known известный';
    const options: DelimitedTextOptions = { termSeparator: 'dash' };
    expect(pairsOf(text, options)).toEqual([
      ['apple', 'яблоко'],
      ['pear', 'груша'],
      ['plum', 'слива'],
    ]);
    expect(messagesOf(text, options)).toEqual(['Line 4: no dash (" - ") between English and Russian']);
  });

  it('reads cards separated by semicolons or a custom string, line breaks ending cards too', () => {
    expect(pairsOf('apple,яблоко;pear,груша;\nplum,слива', { termSeparator: 'comma', cardSeparator: 'semicolon' })).toEqual([
      ['apple', 'яблоко'],
      ['pear', 'груша'],
      ['plum', 'слива'],
    ]);
    expect(pairsOf('apple::яблоко||pear::груша', { termSeparator: { custom: '::' }, cardSeparator: { custom: '||' } })).toEqual([
      ['apple', 'яблоко'],
      ['pear', 'груша'],
    ]);
    expect(messagesOf('apple яблоко', { termSeparator: { custom: '::' } })).toEqual([
      'Line 1: no "::" between English and Russian',
    ]);
  });

  it('cleans words with the shared rules and reports empty sides', () => {
    const result = parseDelimitedText("don't\t<нет>\n  \t\nyes\t  \n\t\tx", tab);
    expect(pairsOf("don't\t<нет>")).toEqual([['dont', 'нет']]);
    expect(result.skipped.map((entry) => [entry.line, entry.reason, entry.message])).toEqual([
      [3, 'empty-side', 'Line 3: Russian word cannot be empty'],
      [4, 'empty-side', 'Line 4: English word cannot be empty'],
    ]);
  });

  it('reads tabs, quotes and semicolons inside quoted fields, then cleans them by the word rules', () => {
    const text = '"say ""hi""; now","ёлка\tель"\n"red, ripe","спелый"';
    expect(pairsOf(text, { termSeparator: 'comma' })).toEqual([
      ['say hi now', 'ёлка ель'],
      ['red, ripe', 'спелый'],
    ]);
  });

  it('quotes a long skipped line only in part', () => {
    const [entry] = parseDelimitedText(`${'x'.repeat(500)}\tя`, tab).skipped;
    expect(entry?.message).toBe('Line 1: English word must be at most 100 characters');
    expect(entry?.text).toHaveLength(120);
    expect(entry?.text.endsWith('…')).toBe(true);
  });

  it('says why nothing was read', () => {
    expect(parseDelimitedText('', tab).error).toBe('No word pairs found');
    expect(parseDelimitedText('apple', tab)).toMatchObject({ pairs: [], error: 'No word pairs found' });
    expect(parseDelimitedText('x'.repeat(TEXT_IMPORT_MAX_CHARS + 1), tab).error).toBe(
      'The text is too long: the limit is 10 MiB',
    );
    const tooMany = 'a\tб\n'.repeat(TEXT_IMPORT_MAX_ENTRIES + 1);
    expect(parseDelimitedText(tooMany, tab)).toEqual({
      pairs: [],
      skipped: [],
      error: 'Too many entries: the limit is 50,000 word pairs, split the file',
    });
  });

  it('refuses unusable separators', () => {
    expect(delimitedOptionsError({ termSeparator: { custom: '' } })).toBe('Enter a separator');
    expect(delimitedOptionsError({ termSeparator: 'tab', cardSeparator: { custom: '' } })).toBe('Enter a separator');
    expect(delimitedOptionsError({ termSeparator: { custom: '"' } })).toBe('A double quote cannot be a separator');
    expect(delimitedOptionsError({ termSeparator: { custom: '"' }, quotes: false })).toBeNull();
    expect(parseDelimitedText('a;b', { termSeparator: 'semicolon', cardSeparator: 'semicolon' }).error).toBe(
      'The separator between English and Russian must differ from the one between cards',
    );
  });
});

describe('parseDelimitedText: a word’s facts (issue 32)', () => {
  const ACUTE = '\u0301';

  it('keeps stress marks in the Russian side as the pair’s stressed form, the side itself bare', () => {
    const result = parseDelimitedText(`milk\tмолоко${ACUTE}\nword\tсл\u00F3во\nbread\tхлеб\n`, tab);
    expect(result.pairs.map(({ english, russian, stressed }) => ({ english, russian, stressed }))).toEqual([
      { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}` },
      { english: 'word', russian: 'слово', stressed: `сло${ACUTE}во` },
      { english: 'bread', russian: 'хлеб', stressed: undefined },
    ]);
  });

  it('reads the columns a header row names: stress, gender, animate, aspect, partner, forms, IPA, English forms', () => {
    const text = [
      'English\tRussian\tStress\tGender\tAnimate\tAspect\tPartner\tgen_sg\tIPA\tenglish_past',
      `milk\tмолоко\tмолоко${ACUTE}\tn\tno\t\t\tмолока${ACUTE}\t/mɪlk/\t`,
      `to do\tделать\tде${ACUTE}лать\t\t\timpf\tсде${ACUTE}лать\t\tˈduː\tdid`,
      'bread\tхлеб\t\t\t\t\t\t\t\t',
    ].join('\n');
    const result = parseDelimitedText(text, tab);
    expect(result.skipped.map((entry) => entry.reason)).toEqual(['header']);
    expect(result.pairs.map(({ line: _line, extra: _extra, ...pair }) => pair)).toEqual([
      {
        english: 'milk',
        russian: 'молоко',
        part_of_speech: null,
        stressed: `молоко${ACUTE}`,
        gender: 'n',
        animate: false,
        forms: { gen_sg: `молока${ACUTE}` },
        ipa: '/mɪlk/',
      },
      {
        english: 'to do',
        russian: 'делать',
        part_of_speech: null,
        stressed: `де${ACUTE}лать`,
        aspect: 'impf',
        aspect_partner: `сде${ACUTE}лать`,
        ipa: '/ˈduː/',
        english_forms: { past: 'did' },
      },
      { english: 'bread', russian: 'хлеб', part_of_speech: null },
    ]);
  });

  it('skips a row whose fact is invalid, saying which and why; the other rows are read', () => {
    const text = ['english,russian,gender,stressed', 'table,стол,x,', `milk,молоко,n,мука${ACUTE}`, 'cat,кошка,f,'].join('\n');
    const result = parseDelimitedText(text, { termSeparator: 'comma' });
    expect(result.pairs.map(({ english, gender }) => [english, gender])).toEqual([['cat', 'f']]);
    expect(result.skipped.map((entry) => [entry.reason, entry.message])).toEqual([
      ['header', 'Line 1: a header row, not a word pair'],
      ['invalid', 'Line 2: Gender must be m, f, n or pl'],
      ['invalid', 'Line 3: The stressed form must be the Russian word with stress marks added'],
    ]);
  });

  it('reads no facts from columns without a header row naming them', () => {
    const result = parseDelimitedText('table\tстол\tm\n', tab);
    expect(result.pairs).toEqual([{ line: 1, english: 'table', russian: 'стол', extra: ['m'], part_of_speech: null }]);
  });
});

describe('guessSeparators', () => {
  it('prefers tab, then semicolon, then comma, then dash', () => {
    expect(guessSeparators(fixture('quizlet-export.txt'))).toEqual({ termSeparator: 'tab', cardSeparator: 'newline' });
    expect(guessSeparators(fixture('semicolon-list.txt'))).toEqual({ termSeparator: 'semicolon', cardSeparator: 'newline' });
    expect(guessSeparators(fixture('excel-export.csv'))).toEqual({ termSeparator: 'comma', cardSeparator: 'newline' });
    expect(guessSeparators('apple - яблоко\npear - груша')).toEqual({ termSeparator: 'dash', cardSeparator: 'newline' });
    expect(guessSeparators('red, ripe\tспелый\nbig\tбольшой')).toEqual({ termSeparator: 'tab', cardSeparator: 'newline' });
  });

  it('takes semicolons between cards when every card holds another separator', () => {
    expect(guessSeparators('apple,яблоко;pear,груша;plum,слива')).toEqual({ termSeparator: 'comma', cardSeparator: 'semicolon' });
    expect(guessSeparators('apple;яблоко, груша')).toEqual({ termSeparator: 'semicolon', cardSeparator: 'newline' });
  });

  it('falls back to tab', () => {
    expect(guessSeparators('')).toEqual({ termSeparator: 'tab', cardSeparator: 'newline' });
    expect(guessSeparators('just words')).toEqual({ termSeparator: 'tab', cardSeparator: 'newline' });
  });
});

describe('writeDelimitedText', () => {
  const separators: TermSeparator[] = ['tab', 'comma', 'semicolon', 'dash', { custom: '::' }];

  it('writes the stressed form on the Russian side where a pair has one', () => {
    expect(writeDelimitedText([{ english: 'milk', russian: 'молоко', stressed: 'молоко\u0301' }])).toBe('milk\tмолоко\u0301\n');
  });

  it('writes a TSV for Quizlet by default', () => {
    expect(writeDelimitedText([{ english: 'red, ripe', russian: 'спелый' }])).toBe('red, ripe\tспелый\n');
  });

  it('quotes what would split wrongly and reads back the same pairs, for every separator', () => {
    const pairs = [
      { english: 'red, ripe', russian: 'ёлка - ель' },
      { english: 'x -', russian: '- y' },
      { english: 'well-known', russian: 'ёжик' },
    ];
    for (const termSeparator of separators) {
      const text = writeDelimitedText(pairs, { termSeparator });
      expect(pairsOf(text, { termSeparator })).toEqual(pairs.map((pair) => [pair.english, pair.russian]));
    }
  });

  it('round-trips any valid vocabulary with any separators', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(wordPairArbitrary, {
          maxLength: 8,
          selector: (pair) => `${pair.english.toLowerCase()}|${pair.russian.toLowerCase()}`,
        }),
        fc.constantFrom(...separators),
        fc.constantFrom('newline' as const, 'semicolon' as const, { custom: '##' }),
        (pairs, termSeparator, cardSeparator) => {
          fc.pre(!(termSeparator === 'semicolon' && cardSeparator === 'semicolon'));
          const options = { termSeparator, cardSeparator };
          const result = parseDelimitedText(writeDelimitedText(pairs, options), options);
          expect(result.skipped).toEqual([]);
          expect(result.pairs.map(({ english, russian }) => ({ english, russian }))).toEqual(pairs);
        },
      ),
    );
  });
});

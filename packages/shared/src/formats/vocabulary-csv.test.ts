import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTS_OF_SPEECH } from '../constants';
import type { VocabularyCsvRow } from './vocabulary-csv';
import { parseVocabularyCsv, vocabularyCsvHeader, vocabularyCsvLine, writeVocabularyCsv } from './vocabulary-csv';
import { categoryNameArbitrary, tagNameArbitrary, wordPairArbitrary } from './text-arbitraries.test-helper';
import { readTextFixture } from './text-fixtures.test-helper';

const fixture = readTextFixture;
const rows: VocabularyCsvRow[] = [
  { english: 'apple', russian: 'яблоко', part_of_speech: 'noun', category: 'Food', tags: ['food', 'fruit'] },
  { english: 'red, ripe', russian: 'спелый', part_of_speech: 'adjective', category: 'Food, "fresh"', tags: [] },
  { english: '-ish', russian: 'ёлка', part_of_speech: 'noun', category: '=HYPERLINK("http://x")', tags: ['a1'] },
];

/** The header of the export: its own columns, then one per fact (annotation-columns.ts). */
const HEADER =
  'english,russian,part_of_speech,category,tags,stressed,gender,animate,aspect,aspect_partner,' +
  'gen_sg,nom_pl,gen_pl,sg1,sg2,pl3,past_m,past_f,short_m,short_f,short_n,short_pl,ipa,' +
  'english_past,english_past_participle,english_plural,english_comparative,english_superlative';
/** The blank cells of a word without facts. */
const NO_FACTS = ','.repeat(23);

describe('writeVocabularyCsv', () => {
  it('writes the header, RFC 4180 quoting and CRLF line ends', () => {
    expect(writeVocabularyCsv(rows)).toBe(
      `${HEADER}\r\n` +
        `apple,яблоко,noun,Food,food fruit${NO_FACTS}\r\n` +
        `"red, ripe",спелый,adjective,"Food, ""fresh""",${NO_FACTS}\r\n` +
        `'-ish,ёлка,noun,"'=HYPERLINK(""http://x"")",a1${NO_FACTS}\r\n`,
    );
  });

  it('starts with a byte order mark for Excel on request, and streams row by row', () => {
    expect(vocabularyCsvHeader({ bom: true })).toBe(`\uFEFF${HEADER}\r\n`);
    expect(vocabularyCsvHeader() + rows.map(vocabularyCsvLine).join('')).toBe(writeVocabularyCsv(rows));
    expect(vocabularyCsvLine({ ...rows[0]!, category: null, tags: ['two words', ' x '] })).toBe(
      `apple,яблоко,noun,,two_words x${NO_FACTS}\r\n`,
    );
  });

  it('writes a word’s facts in their columns: stressed form, gender, animacy, forms, IPA, English forms', () => {
    const line = vocabularyCsvLine({
      english: 'milk',
      russian: 'молоко',
      part_of_speech: 'noun',
      category: 'Food',
      tags: [],
      stressed: 'молоко\u0301',
      gender: 'n',
      animate: false,
      forms: { gen_sg: 'молока\u0301' },
      ipa: '/mɪlk/',
      english_forms: { plural: 'milks' },
    });
    expect(line).toBe('milk,молоко,noun,Food,,молоко\u0301,n,false,,,молока\u0301,,,,,,,,,,,,/mɪlk/,,,milks,,\r\n');
  });
});

describe('parseVocabularyCsv', () => {
  it('reads its own export back, with and without the BOM', () => {
    for (const bom of [false, true]) {
      const result = parseVocabularyCsv(writeVocabularyCsv(rows, { bom }));
      expect(result).toMatchObject({ hasHeader: true, skipped: [], error: null });
      expect(result.entries).toEqual(rows.map((row, index) => ({ line: index + 2, ...row })));
    }
  });

  it('finds the columns by name in any order and case, and fills the optional ones', () => {
    const result = parseVocabularyCsv('Tags,Russian,ENGLISH,Part of speech\r\nb2 b2,дом,house,NOUN\r\n,бежать,to run,\r\n');
    expect(result.entries).toEqual([
      { line: 2, english: 'house', russian: 'дом', part_of_speech: 'noun', category: null, tags: ['b2'] },
      { line: 3, english: 'to run', russian: 'бежать', part_of_speech: 'noun', category: null, tags: [] },
    ]);
  });

  it('reads a file without a header in the export order', () => {
    const result = parseVocabularyCsv('category,категория\nhouse,дом,noun,Home,home');
    expect(result.hasHeader).toBe(false);
    expect(result.entries.map(({ english, category, tags }) => [english, category, tags])).toEqual([
      ['category', null, []],
      ['house', 'Home', ['home']],
    ]);
  });

  it('reads back every fact its export writes (issue 32)', () => {
    const annotated: VocabularyCsvRow[] = [
      {
        english: 'to do',
        russian: 'делать',
        part_of_speech: 'verb',
        category: 'Verbs',
        tags: [],
        stressed: 'де\u0301лать',
        aspect: 'impf',
        aspect_partner: 'сде\u0301лать',
        forms: { sg1: 'де\u0301лаю', sg2: 'де\u0301лаешь', pl3: 'де\u0301лают', past_m: 'де\u0301лал', past_f: 'де\u0301лала' },
        ipa: '/ˈduː/',
        english_forms: { past: 'did', past_participle: 'done' },
      },
      {
        english: 'cat',
        russian: 'кошка',
        part_of_speech: 'noun',
        category: 'Animals',
        tags: ['pets'],
        stressed: 'ко\u0301шка',
        gender: 'f',
        animate: true,
        forms: { gen_sg: 'ко\u0301шки', nom_pl: 'ко\u0301шки', gen_pl: 'ко\u0301шек' },
      },
      {
        english: 'red',
        russian: 'красный',
        part_of_speech: 'adjective',
        category: null,
        tags: [],
        forms: { short_f: 'красна\u0301' },
      },
    ];
    const result = parseVocabularyCsv(writeVocabularyCsv(annotated));
    expect(result.skipped).toEqual([]);
    expect(result.entries.map(({ line: _line, ...entry }) => entry)).toEqual(annotated);
  });

  it('reads facts from a spreadsheet’s own columns and stress marks typed in the russian column', () => {
    const result = parseVocabularyCsv('English,Russian,Gender,Animate\r\nmilk,молоко\u0301,neuter,no\r\ncat,кошка,F,yes\r\n');
    expect(
      result.entries.map(({ english, russian, stressed, gender, animate }) => ({ english, russian, stressed, gender, animate })),
    ).toEqual([
      { english: 'milk', russian: 'молоко', stressed: 'молоко\u0301', gender: 'n', animate: false },
      { english: 'cat', russian: 'кошка', stressed: undefined, gender: 'f', animate: true },
    ]);
  });

  it('skips a row with an invalid fact, with the fact’s problem', () => {
    const result = parseVocabularyCsv('english,russian,aspect,ipa\nto do,делать,done,\nwater,вода,,/wɔtɚ<>/\ncat,кошка,,\n');
    expect(result.entries.map((entry) => entry.english)).toEqual(['cat']);
    expect(result.skipped.map(({ reason, message }) => [reason, message])).toEqual([
      ['invalid', 'Line 2: Aspect must be impf or pf'],
      ['invalid', 'Line 3: IPA must be a transcription between slashes, like /ˈwɔtɚ/'],
    ]);
  });

  it('reports rows it cannot take, naming the line', () => {
    const text = [
      'english,russian,part_of_speech,category',
      'apple,яблоко,fruit,Food',
      'lonely',
      'pear,,noun,Food',
      `plum,слива,noun,${'x'.repeat(51)}`,
      'house,дом,noun,Home',
      'HOUSE,ДОМ,noun, home ',
      'house,дом,noun,Other',
    ].join('\n');
    const result = parseVocabularyCsv(text);
    expect(result.entries.map(({ line, category }) => [line, category])).toEqual([
      [6, 'Home'],
      [8, 'Other'],
    ]);
    expect(result.skipped.map(({ reason, message }) => [reason, message])).toEqual([
      ['part-of-speech', `Line 2: part_of_speech must be one of ${PARTS_OF_SPEECH.join(', ')}`],
      ['missing-separator', 'Line 3: no comma between English and Russian'],
      ['empty-side', 'Line 4: Russian word cannot be empty'],
      ['invalid', 'Line 5: Category name must be at most 50 characters'],
      ['duplicate', 'Line 7: duplicate of the pair on line 6'],
    ]);
  });

  it('refuses a header without both word columns, and says when nothing was read', () => {
    expect(parseVocabularyCsv('english,category\napple,Food').error).toBe('The header must name an english and a russian column');
    expect(parseVocabularyCsv('english,russian\r\n').error).toBe('No word pairs found');
  });

  it('reads an Excel export with a BOM, CRLF and quoted fields when its columns are named', () => {
    const excel = fixture('excel-export.csv').replace('English,Russian,Topic', 'English,Russian,Category');
    const result = parseVocabularyCsv(excel);
    expect(result.entries.map(({ english, russian, category }) => [english, russian, category])).toEqual([
      ['house', 'дом', 'Home'],
      ['table, kitchen', 'кухонный стол', 'Home'],
      ['the Big Apple', 'Нью-Йорк', 'Cities'],
      ['armchair', 'кресло', 'Home'],
      ['Moscow', 'Москва', 'Cities'],
      ['lamp', 'лампа', null],
    ]);
  });

  it('cleans quotes, semicolons and tabs inside quoted words by the word rules', () => {
    const result = parseVocabularyCsv('english,russian\n"say ""hi""; ok","a\tб"');
    expect(result.entries.map(({ english, russian }) => [english, russian])).toEqual([['say hi ok', 'a б']]);
  });

  it('round-trips any valid vocabulary: pairs, parts of speech, categories and tags', () => {
    const rowArbitrary = fc.record({
      pair: wordPairArbitrary,
      part_of_speech: fc.constantFrom(...PARTS_OF_SPEECH),
      category: fc.option(categoryNameArbitrary, { nil: null }),
      tags: fc.uniqueArray(tagNameArbitrary, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(rowArbitrary, {
          maxLength: 8,
          selector: ({ pair, category }) =>
            `${pair.english.toLowerCase()}|${pair.russian.toLowerCase()}|${category?.toLowerCase() ?? ''}`,
        }),
        fc.boolean(),
        (generated, bom) => {
          const written: VocabularyCsvRow[] = generated.map(({ pair, ...rest }) => ({ ...pair, ...rest }));
          const result = parseVocabularyCsv(writeVocabularyCsv(written, { bom }));
          expect(result.skipped).toEqual([]);
          expect(result.entries.map(({ line: _line, ...entry }) => entry)).toEqual(written);
        },
      ),
    );
  });
});

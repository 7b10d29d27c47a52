import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteTextField, splitTextRecords, stripByteOrderMark } from './text-records';

const fieldsOf = (
  text: string,
  fieldSeparators: readonly string[] = [','],
  more: { recordSeparator?: string; quotes?: boolean } = {},
) => splitTextRecords(text, { fieldSeparators, ...more }).records.map((record) => record.fields);

describe('splitTextRecords', () => {
  it('splits lines and fields, with CRLF, LF and lone CR line ends', () => {
    expect(fieldsOf('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reads RFC 4180 quoting: separators, doubled quotes and line breaks inside quotes', () => {
    expect(fieldsOf('"a, b","say ""hi""","two\r\nlines",plain')).toEqual([['a, b', 'say "hi"', 'two\r\nlines', 'plain']]);
    expect(fieldsOf('"",x')).toEqual([['', 'x']]);
  });

  it('counts lines inside quoted fields, so later records name their real line', () => {
    const { records } = splitTextRecords('"one\ntwo",a\n\nb,c', { fieldSeparators: [','] });
    expect(records.map((record) => [record.line, record.text])).toEqual([
      [1, '"one\ntwo",a'],
      [4, 'b,c'],
    ]);
  });

  it('is lenient like Excel: spaces before a quote, text after the closing quote, quotes inside a field', () => {
    expect(fieldsOf('apple, "big, red"')).toEqual([['apple', 'big, red']]);
    expect(fieldsOf('"big" apple,x')).toEqual([['big apple', 'x']]);
    expect(fieldsOf('say "hi",x')).toEqual([['say "hi"', 'x']]);
  });

  it('reads a quote that is never closed as an ordinary character, and the rest without quoting', () => {
    expect(fieldsOf('"hello,привет\nworld,мир')).toEqual([
      ['"hello', 'привет'],
      ['world', 'мир'],
    ]);
    expect(fieldsOf('"a,b\n""c"",d')).toEqual([
      ['"a', 'b'],
      ['""c""', 'd'],
    ]);
  });

  it('leaves quoting off on request', () => {
    expect(fieldsOf('"a,b",c', [','], { quotes: false })).toEqual([['"a', 'b"', 'c']]);
  });

  it('takes the longest of several separators and a custom record separator', () => {
    expect(fieldsOf('a - b;c — d', [' - ', ' — ', '-'], { recordSeparator: ';' })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fieldsOf('a::b||c::d', ['::'], { recordSeparator: '||' })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('drops blank records: empty lines, whitespace, separators alone', () => {
    expect(fieldsOf('\n  \n,\n a,b \n\n')).toEqual([[' a', 'b ']]);
  });

  it('numbers lines from firstLine and stops after maxRecords', () => {
    const result = splitTextRecords('a,b\nc,d\ne,f', { fieldSeparators: [','], firstLine: 5, maxRecords: 2 });
    expect(result.tooMany).toBe(true);
    expect(result.records.map((record) => record.line)).toEqual([5, 6]);
    expect(splitTextRecords('a,b\nc,d\n\n', { fieldSeparators: [','], maxRecords: 2 }).tooMany).toBe(false);
  });
});

describe('stripByteOrderMark', () => {
  it('removes one leading BOM only', () => {
    expect(stripByteOrderMark('\uFEFFa\uFEFF')).toBe('a\uFEFF');
    expect(stripByteOrderMark('a')).toBe('a');
  });
});

describe('quoteTextField', () => {
  it('quotes only fields that need it', () => {
    expect(quoteTextField('apple', [','])).toBe('apple');
    expect(quoteTextField('a, b', [','])).toBe('"a, b"');
    expect(quoteTextField('say "hi"', [','])).toBe('"say ""hi"""');
    expect(quoteTextField('two\nlines', ['\t'])).toBe('"two\nlines"');
    expect(quoteTextField(' edge', ['\t'])).toBe('" edge"');
  });

  it('round-trips any fields through the tokenizer', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'я', 'ё', ',', ';', '\t', '"', '\n', '\r\n', ' ', '-'), maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { maxLength: 5 }),
        fc.constantFrom(',', '\t', ';'),
        (rows, separator) => {
          const text = rows.map((row) => row.map((value) => quoteTextField(value, [separator])).join(separator)).join('\r\n');
          const expected = rows.filter((row) => row.some((value) => value.trim() !== ''));
          expect(splitTextRecords(text, { fieldSeparators: [separator] }).records.map((record) => record.fields)).toEqual(
            expected,
          );
        },
      ),
    );
  });
});

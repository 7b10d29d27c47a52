/**
 * The tokenizer under the text formats (delimited-text.ts, anki-text.ts, vocabulary-csv.ts): splits
 * a text into records of fields, CSV-style (RFC 4180), with the separators the caller chooses.
 *
 * - A line break (CRLF, LF or a lone CR) always ends a record outside quotes; `recordSeparator`
 *   (e.g. ';' for Quizlet's "between cards: semicolon") ends one too.
 * - `fieldSeparators` are alternatives of any length (the dash separator is ' - ', ' – ' or ' — ').
 * - A field that starts with a double quote (after spaces) is quoted: separators and line breaks
 *   inside it are text, and "" is one quote. Text after the closing quote is kept as it is (Excel
 *   and Python's csv are as lenient). A quote anywhere else is an ordinary character.
 * - A quote that is never closed is an ordinary character, and quoting is off for the rest of the
 *   text: pasted text such as `"hello - привет` then still gives its pairs, and a hostile text of
 *   many lone quotes cannot make the scan quadratic.
 * - Records whose fields are all blank (blank lines, a trailing separator) are dropped.
 */

export interface TextRecord {
  /** 1-based line of the record's first character. */
  line: number;
  /** The fields, unquoted, otherwise untouched (not trimmed). */
  fields: string[];
  /** The record's source text, trimmed: what a preview quotes for a skipped entry. */
  text: string;
}

export interface TextRecordOptions {
  /** Alternatives, each non-empty; where several match at one place the longest wins. */
  fieldSeparators: readonly string[];
  /** Ends a record besides line breaks; null for line breaks only. */
  recordSeparator?: string | null;
  /** CSV quoting; true unless said otherwise. */
  quotes?: boolean;
  /** Line number of the text's first line, for a text cut from a larger one (Anki's header lines). */
  firstLine?: number;
  /** Stop after this many records and say so (the caller refuses the text as a whole). */
  maxRecords?: number;
}

export interface TextRecords {
  records: TextRecord[];
  /** More than maxRecords non-blank records. */
  tooMany: boolean;
}

const BYTE_ORDER_MARK = '\uFEFF';
const QUOTE = '"';

/** The text without a leading UTF-8 byte order mark (Excel's "CSV UTF-8" writes one). */
export function stripByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
}

/** Position of the quote closing a quoted field opened at `open`, or -1 when it is never closed. */
function closingQuote(text: string, open: number): number {
  let at = open + 1;
  for (;;) {
    at = text.indexOf(QUOTE, at);
    if (at === -1) return -1;
    if (text[at + 1] !== QUOTE) return at;
    at += 2;
  }
}

const countLineBreaks = (text: string): number => text.match(/\r\n|\r|\n/g)?.length ?? 0;
const isBlankRecord = (fields: readonly string[]) => fields.every((field) => field.trim() === '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LINE_BREAK_PATTERN = '\\r\\n|\\r|\\n';
const isLineBreak = (text: string) => text === '\n' || text === '\r' || text === '\r\n';

/** Splits `text` into records; see the module comment for the rules. */
export function splitTextRecords(text: string, options: TextRecordOptions): TextRecords {
  // Longest first, so ' - ' is not taken for a shorter alternative that happens to match too.
  const fieldSeparators = [...options.fieldSeparators].filter((s) => s !== '').sort((a, b) => b.length - a.length);
  const recordSeparator = options.recordSeparator ?? null;
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY;
  let quotes = options.quotes ?? true;
  // One search finds the next line break or separator; the text before it is copied in one slice
  // (character by character, a 10 MiB paste took seconds).
  const separators = [...(recordSeparator === null ? [] : [recordSeparator]), ...fieldSeparators].map(escapeRegExp);
  const boundary = new RegExp([LINE_BREAK_PATTERN, ...separators].join('|'), 'g');

  const records: TextRecord[] = [];
  let line = options.firstLine ?? 1;
  let recordLine = line;
  let recordStart = 0;
  let fields: string[] = [];
  let field = '';
  let tooMany = false;

  const endRecord = (end: number): boolean => {
    fields.push(field);
    if (!isBlankRecord(fields)) {
      if (records.length === maxRecords) {
        tooMany = true;
        return false;
      }
      records.push({ line: recordLine, fields, text: text.slice(recordStart, end).trim() });
    }
    fields = [];
    field = '';
    return true;
  };

  let at = 0;
  let atFieldStart = true;
  while (at < text.length) {
    if (atFieldStart && quotes) {
      let first = at;
      while (text[first] === ' ') first += 1;
      if (text[first] === QUOTE) {
        const close = closingQuote(text, first);
        if (close === -1) {
          quotes = false;
        } else {
          const inside = text.slice(first + 1, close);
          field += inside.replaceAll('""', QUOTE);
          line += countLineBreaks(inside);
          at = close + 1;
          atFieldStart = false;
          continue;
        }
      }
    }

    boundary.lastIndex = at;
    const found = boundary.exec(text);
    if (found === null) {
      field += text.slice(at);
      break;
    }
    field += text.slice(at, found.index);
    at = found.index + found[0].length;
    atFieldStart = true;
    if (isLineBreak(found[0]) || found[0] === recordSeparator) {
      if (!endRecord(found.index)) break;
      if (isLineBreak(found[0])) line += 1;
      recordLine = line;
      recordStart = at;
    } else {
      fields.push(field);
      field = '';
    }
  }
  if (!tooMany && (fields.length > 0 || field !== '')) endRecord(text.length);
  return { records, tooMany };
}

/**
 * A field as a CSV writer puts it: in double quotes, with quotes doubled, when it holds a quote, a
 * line break or a separator, or starts or ends with a space (which a lenient reader might trim).
 * A separator that would form across the field's edge counts too: "x -" before " - " reads "x - - y".
 */
export function quoteTextField(field: string, separators: readonly string[]): string {
  const formsSeparator = (separator: string) => {
    const padded = separator + field + separator;
    return padded.indexOf(separator, 1) !== separator.length + field.length;
  };
  const needsQuotes =
    field.includes(QUOTE) ||
    /[\r\n]/.test(field) ||
    field !== field.trim() ||
    separators.some((separator) => separator !== '' && formsSeparator(separator));
  return needsQuotes ? `${QUOTE}${field.replaceAll(QUOTE, '""')}${QUOTE}` : field;
}

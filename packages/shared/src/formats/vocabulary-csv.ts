import type { PartOfSpeech } from '../constants';
import { DEFAULT_PART_OF_SPEECH, PARTS_OF_SPEECH } from '../constants';
import { TEXT_IMPORT_MAX_CHARS, TEXT_IMPORT_MAX_ENTRIES, TEXT_IMPORT_MESSAGES } from '../limits/import-export';
import type { AnnotationValues } from '../rules/annotation-values';
import { categoryDisplayKey, categoryNameError, normalizeCategoryName } from '../rules/category-rules';
import type { AnnotationColumn } from './annotation-columns';
import {
  ANNOTATION_COLUMNS,
  annotationCells,
  annotationColumnsOf,
  positionalAnnotationColumns,
  readAnnotationCells,
} from './annotation-columns';
import type { SkippedTextEntry } from './text-pairs';
import { SeenPairs, checkTextPair, duplicateEntry, skippedEntry } from './text-pairs';
import { quoteTextField, splitTextRecords, stripByteOrderMark } from './text-records';

/**
 * Slovo's CSV export and its reader (RFC 4180):
 *
 *   english,russian,part_of_speech,category,tags,stressed,gender,animate,aspect,…
 *   apple,яблоко,noun,Food,food fruit,я́блоко,n,false,,…
 *   "red, ripe",спелый,adjective,Food,,спе́лый,,,,…
 *
 * After its own five columns come a word's facts (issue 32), one column each, blank where the word
 * has none (annotation-columns.ts lists them: stress, gender, animacy, aspect and partner, the
 * Russian forms, IPA, the English forms); their sources are not written (an import records
 * 'import').
 * CRLF line ends, fields quoted when they hold a comma, a quote, a line break or edge spaces, and
 * optionally a UTF-8 byte order mark, without which Excel reads the file as ANSI and garbles the
 * Cyrillic. `tags` are tag names separated by spaces (a space inside a name is written as '_').
 *
 * A field starting with = + - @ or a tab is written after an apostrophe, so Excel and Sheets do not
 * run a category name such as "=HYPERLINK(…)" as a formula (OWASP "CSV injection"); the reader
 * drops that apostrophe again, so the round trip is exact (a field starting with an apostrophe gets
 * a second one for the same reason). A spreadsheet may show the apostrophe: the price of not running a
 * formula. Words never hold an apostrophe: the sanitiser removes it.
 *
 * Reading takes this file back, and spreadsheets like it: a first row naming the columns (any
 * order, any case; english and russian required, the others optional) or, without one, the columns
 * in the order above. Rows are checked like the other text formats (text-pairs.ts); a pair repeated
 * within the same category is kept once. Stress marks in the russian column become the stressed
 * form; a fact's cell is checked by the value rules, and a row with a bad one is skipped with its
 * problem.
 */

const OWN_COLUMNS = ['english', 'russian', 'part_of_speech', 'category', 'tags'] as const;
type VocabularyCsvColumn = (typeof OWN_COLUMNS)[number];
/** Every column the export writes, in order. */
export const VOCABULARY_CSV_COLUMNS: readonly string[] = [...OWN_COLUMNS, ...ANNOTATION_COLUMNS];

export interface VocabularyCsvRow extends AnnotationValues {
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  /** The category's display name; null in a read row without one (the importer's chosen category). */
  category: string | null;
  tags: readonly string[];
}

export interface VocabularyCsvEntry extends VocabularyCsvRow {
  /** 1-based line where the row starts. */
  line: number;
  tags: string[];
}

export interface VocabularyCsvParse {
  entries: VocabularyCsvEntry[];
  skipped: SkippedTextEntry[];
  /** Whether the first row named the columns. */
  hasHeader: boolean;
  /** Null when there is at least one entry; else why not. */
  error: string | null;
}

const M = TEXT_IMPORT_MESSAGES;
const COMMA = ',';
const CSV_LINE_END = '\r\n';
const BYTE_ORDER_MARK = '\uFEFF';
/** A field starting with an apostrophe is guarded too, so the reader's unguarding is exact. */
const FORMULA_START = /^[=+\-@\t\r']/;
const GUARDED_FORMULA = /^'[=+\-@\t\r']/;

// ---- Writing ----------------------------------------------------------------------------------

const guardFormula = (field: string) => (FORMULA_START.test(field) ? `'${field}` : field);
const csvField = (field: string) => quoteTextField(guardFormula(field), [COMMA]);
const tagsText = (tags: readonly string[]) =>
  [...new Set(tags.map((tag) => tag.trim().replace(/\s+/g, '_')).filter((tag) => tag !== ''))].join(' ');

/** The header row, after a byte order mark when `bom` (for Excel). */
export function vocabularyCsvHeader(options: { bom?: boolean } = {}): string {
  return (options.bom === true ? BYTE_ORDER_MARK : '') + VOCABULARY_CSV_COLUMNS.join(COMMA) + CSV_LINE_END;
}

/** One row with its line end, so the server can stream a file of any size after the header. */
export function vocabularyCsvLine(row: VocabularyCsvRow): string {
  const fields = [row.english, row.russian, row.part_of_speech, row.category ?? '', tagsText(row.tags), ...annotationCells(row)];
  return fields.map(csvField).join(COMMA) + CSV_LINE_END;
}

/** A whole file as one string (small exports, tests). */
export function writeVocabularyCsv(rows: readonly VocabularyCsvRow[], options: { bom?: boolean } = {}): string {
  return vocabularyCsvHeader(options) + rows.map(vocabularyCsvLine).join('');
}

// ---- Reading ----------------------------------------------------------------------------------

const HEADER_ALIASES: Readonly<Record<string, VocabularyCsvColumn>> = {
  english: 'english',
  russian: 'russian',
  part_of_speech: 'part_of_speech',
  'part of speech': 'part_of_speech',
  category: 'category',
  tags: 'tags',
};

/** Column positions named by a header row, or null when the row is not one. */
function headerColumns(fields: readonly string[]): Partial<Record<VocabularyCsvColumn, number>> | null {
  const columns: Partial<Record<VocabularyCsvColumn, number>> = {};
  fields.forEach((field, index) => {
    const column = HEADER_ALIASES[field.trim().toLowerCase()];
    if (column !== undefined && columns[column] === undefined) columns[column] = index;
  });
  // A row naming neither side is data ("category,категория" is a word pair).
  return columns.english !== undefined || columns.russian !== undefined ? columns : null;
}

const POSITIONAL_COLUMNS = Object.fromEntries(OWN_COLUMNS.map((column, index) => [column, index])) as Record<
  VocabularyCsvColumn,
  number
>;

const unguard = (field: string) => (GUARDED_FORMULA.test(field) ? field.slice(1) : field);

function partOfSpeech(text: string): PartOfSpeech | null {
  const value = text.trim().toLowerCase();
  if (value === '') return DEFAULT_PART_OF_SPEECH;
  return (PARTS_OF_SPEECH as readonly string[]).includes(value) ? (value as PartOfSpeech) : null;
}

/** Reads a vocabulary CSV (this module's export, or a spreadsheet like it); see the module comment. */
export function parseVocabularyCsv(text: string): VocabularyCsvParse {
  const refused = (error: string): VocabularyCsvParse => ({ entries: [], skipped: [], hasHeader: false, error });
  if (text.length > TEXT_IMPORT_MAX_CHARS) return refused(M.textTooLong);
  const { records, tooMany } = splitTextRecords(stripByteOrderMark(text), {
    fieldSeparators: [COMMA],
    // The header row does not count as an entry.
    maxRecords: TEXT_IMPORT_MAX_ENTRIES + 1,
  });
  if (tooMany) return refused(M.tooManyEntries);

  const named = records.length > 0 ? headerColumns(records[0]!.fields) : null;
  if (named !== null && (named.english === undefined || named.russian === undefined)) return refused(M.csvColumnsMissing);
  const columns = named ?? POSITIONAL_COLUMNS;
  const rows = named === null ? records : records.slice(1);
  const annotationColumns: Map<number, AnnotationColumn> =
    named === null ? positionalAnnotationColumns(OWN_COLUMNS.length) : annotationColumnsOf(records[0]!.fields);

  const entries: VocabularyCsvEntry[] = [];
  const skipped: SkippedTextEntry[] = [];
  const seen = new SeenPairs();
  for (const record of rows) {
    const field = (column: VocabularyCsvColumn) => {
      const index = columns[column];
      return index === undefined ? '' : unguard(record.fields[index] ?? '');
    };
    if (record.fields.length === 1) {
      skipped.push(skippedEntry(record.line, record.text, 'missing-separator', M.noSeparator('comma')));
      continue;
    }
    const check = checkTextPair(record.line, record.text, field('english'), field('russian'));
    if (!check.ok) {
      skipped.push(check.skipped);
      continue;
    }
    const facts = readAnnotationCells(record.fields.map(unguard), annotationColumns, check.pair.russian);
    if (!facts.ok) {
      skipped.push(skippedEntry(record.line, record.text, 'invalid', facts.message));
      continue;
    }
    const pos = partOfSpeech(field('part_of_speech'));
    if (pos === null) {
      skipped.push(skippedEntry(record.line, record.text, 'part-of-speech', M.partOfSpeechInvalid));
      continue;
    }
    const category = normalizeCategoryName(field('category'));
    const categoryError = category === '' ? null : categoryNameError(category);
    if (categoryError !== null) {
      skipped.push(skippedEntry(record.line, record.text, 'invalid', categoryError));
      continue;
    }
    const firstLine = seen.firstLineOf(check.pair, record.line, categoryDisplayKey(category));
    if (firstLine !== null) {
      skipped.push(duplicateEntry(record.line, record.text, firstLine));
      continue;
    }
    entries.push({
      line: record.line,
      ...check.pair,
      ...facts.value,
      part_of_speech: pos,
      category: category === '' ? null : category,
      tags: [
        ...new Set(
          field('tags')
            .split(/\s+/)
            .filter((tag) => tag !== ''),
        ),
      ],
    });
  }
  return { entries, skipped, hasHeader: named !== null, error: entries.length === 0 ? M.noPairs : null };
}

import type { PartOfSpeech } from '../constants';
import { TEXT_IMPORT_MAX_CHARS, TEXT_IMPORT_MAX_ENTRIES, TEXT_IMPORT_MESSAGES } from '../limits/import-export';
import type { AnnotationValues } from '../rules/annotation-values';
import type { AnnotationColumn } from './annotation-columns';
import { annotationColumnsOf, readAnnotationCells } from './annotation-columns';
import { isPartOfSpeechColumn, readPartOfSpeech } from './part-of-speech';
import type { SkippedTextEntry } from './text-pairs';
import { SeenPairs, checkTextPair, duplicateEntry, skippedEntry } from './text-pairs';
import { quoteTextField, splitTextRecords, stripByteOrderMark } from './text-records';

/**
 * Pasted text and CSV/TSV/TXT files of word pairs, read the way Quizlet's and Anki's importers read
 * them: one card per line (or per custom separator), English, a separator, Russian.
 *
 *   apple<TAB>яблоко            Quizlet's export ("between term and definition: tab")
 *   apple;яблоко                a semicolon list
 *   "red, ripe apple",яблоко    CSV: quoted fields, "" for a quote, line breaks inside quotes
 *   apple - яблоко              the dash: ' - ', ' – ' or ' — '
 *
 * CRLF, LF and CR line ends and a UTF-8 byte order mark are accepted; blank lines are ignored. Each
 * side is cleaned and validated by the shared word rules (rules/word-rules.ts). An entry without the
 * separator, with an empty or invalid side, or repeating an earlier pair of the text (wordPairKey:
 * ignoring case) is skipped and reported with its line. A first entry reading "English / Russian"
 * (or term/definition, front/back…) is a header row and skipped with a report too.
 *
 * Columns after the second (a tags or part-of-speech column in a spreadsheet, Anki's tags column)
 * are kept, trimmed, in each pair's `extra` for the preview to show. Of them only the part of speech
 * is imported (issue 30): from the column a header row names "Part of speech" or "POS", else from
 * the third column where its value names one ("verb", "adj.", «гл.»; part-of-speech.ts). What other
 * columns mean differs from file to file.
 *
 * A word's facts (issue 32): stress marks in the Russian side ("молоко́", "молокó") are kept as the
 * pair's `stressed`; a header row may name columns of facts (stressed, gender, animate, aspect,
 * aspect_partner, the forms, ipa, the English forms: annotation-columns.ts), whose cells are
 * checked by the value rules. A row with a bad cell is skipped, with the cell's problem.
 */

export type TermSeparator = 'tab' | 'comma' | 'semicolon' | 'dash' | { custom: string };
export type CardSeparator = 'newline' | 'semicolon' | { custom: string };

export interface DelimitedTextOptions {
  /** Between English and Russian. */
  termSeparator: TermSeparator;
  /** Between cards; a line break always ends a card too (outside quotes). Default 'newline'. */
  cardSeparator?: CardSeparator;
  /** CSV quoting ("a, b"); default true. Off, a quote is an ordinary character (the sanitiser removes it). */
  quotes?: boolean;
}

export interface DelimitedPair extends AnnotationValues {
  /** 1-based line where the card starts. */
  line: number;
  /** Cleaned and valid (rules/word-rules.ts). */
  english: string;
  russian: string;
  /** Columns after the second, trimmed, trailing blank ones left out; not imported. */
  extra: string[];
  /** Named by the part-of-speech column (see the module comment); null = the default. */
  part_of_speech: PartOfSpeech | null;
}

export interface DelimitedTextParse {
  /** Valid pairs in source order, each once. */
  pairs: DelimitedPair[];
  skipped: SkippedTextEntry[];
  /**
   * Null when there is at least one pair. Otherwise why not: the options are unusable, the text is
   * too long or has too many entries (then nothing is read), or 'No word pairs found'.
   */
  error: string | null;
}

const M = TEXT_IMPORT_MESSAGES;

const TERM_SEPARATORS = {
  tab: { strings: ['\t'], name: 'tab' },
  comma: { strings: [','], name: 'comma' },
  semicolon: { strings: [';'], name: 'semicolon' },
  dash: { strings: [' - ', ' – ', ' — '], name: 'dash (" - ")' },
} as const;

/** The strings that separate English from Russian, and how a message names them. */
export function termSeparatorStrings(separator: TermSeparator): { strings: readonly string[]; name: string } {
  return typeof separator === 'string'
    ? TERM_SEPARATORS[separator]
    : { strings: [separator.custom], name: `"${separator.custom}"` };
}

function cardSeparatorString(separator: CardSeparator): string | null {
  if (separator === 'newline') return null;
  return separator === 'semicolon' ? ';' : separator.custom;
}

/** Null when the options can be used, else the message to show beside the separator fields. */
export function delimitedOptionsError(options: DelimitedTextOptions): string | null {
  const term = termSeparatorStrings(options.termSeparator).strings;
  const card = cardSeparatorString(options.cardSeparator ?? 'newline');
  const all = card === null ? term : [...term, card];
  if (all.some((separator) => separator === '')) return M.separatorEmpty;
  if (all.some((separator) => separator.includes('"')) && options.quotes !== false) return M.separatorIsQuote;
  if (card !== null && term.includes(card)) return M.separatorsEqual;
  return null;
}

const HEADER_ENGLISH = new Set(['english', 'en', 'eng', 'term', 'word', 'front', 'английский', 'слово']);
const HEADER_RUSSIAN = new Set(['russian', 'ru', 'rus', 'definition', 'translation', 'back', 'русский', 'перевод']);

const isHeaderRow = (english: string, russian: string) =>
  HEADER_ENGLISH.has(english.trim().toLowerCase()) && HEADER_RUSSIAN.has(russian.trim().toLowerCase());

function extraColumns(fields: readonly string[]): string[] {
  const extra = fields.slice(2).map((field) => field.trim());
  while (extra.length > 0 && extra[extra.length - 1] === '') extra.pop();
  return extra;
}

/** The third column unless a header row names the part-of-speech column (never English or Russian). */
function partOfSpeechColumn(header: readonly string[] | null): number {
  const named = header?.findIndex((name, index) => index >= 2 && isPartOfSpeechColumn(name)) ?? -1;
  return named === -1 ? 2 : named;
}

/** Reads pasted text or a CSV/TSV/TXT file; see the module comment. */
export function parseDelimitedText(text: string, options: DelimitedTextOptions): DelimitedTextParse {
  const optionsError = delimitedOptionsError(options);
  if (optionsError !== null) return { pairs: [], skipped: [], error: optionsError };
  if (text.length > TEXT_IMPORT_MAX_CHARS) return { pairs: [], skipped: [], error: M.textTooLong };

  const separator = termSeparatorStrings(options.termSeparator);
  const { records, tooMany } = splitTextRecords(stripByteOrderMark(text), {
    fieldSeparators: separator.strings,
    recordSeparator: cardSeparatorString(options.cardSeparator ?? 'newline'),
    quotes: options.quotes ?? true,
    maxRecords: TEXT_IMPORT_MAX_ENTRIES,
  });
  if (tooMany) return { pairs: [], skipped: [], error: M.tooManyEntries };

  const pairs: DelimitedPair[] = [];
  const skipped: SkippedTextEntry[] = [];
  const seen = new SeenPairs();
  let posColumn = partOfSpeechColumn(null);
  let annotationColumns = new Map<number, AnnotationColumn>();
  records.forEach((record, index) => {
    const [english = '', russian] = record.fields;
    if (russian === undefined) {
      return void skipped.push(skippedEntry(record.line, record.text, 'missing-separator', M.noSeparator(separator.name)));
    }
    if (index === 0 && isHeaderRow(english, russian)) {
      posColumn = partOfSpeechColumn(record.fields);
      annotationColumns = annotationColumnsOf(record.fields.map((name, column) => (column < 2 ? '' : name)));
      return void skipped.push(skippedEntry(record.line, record.text, 'header', M.headerRow));
    }
    const check = checkTextPair(record.line, record.text, english, russian);
    if (!check.ok) return void skipped.push(check.skipped);
    const facts = readAnnotationCells(record.fields, annotationColumns, check.pair.russian);
    if (!facts.ok) return void skipped.push(skippedEntry(record.line, record.text, 'invalid', facts.message));
    const firstLine = seen.firstLineOf(check.pair, record.line);
    if (firstLine !== null) return void skipped.push(duplicateEntry(record.line, record.text, firstLine));
    pairs.push({
      line: record.line,
      ...check.pair,
      ...facts.value,
      extra: extraColumns(record.fields),
      part_of_speech: readPartOfSpeech(record.fields[posColumn] ?? ''),
    });
  });
  return { pairs, skipped, error: pairs.length === 0 ? M.noPairs : null };
}

// ---- Guessing the separators for the preview's default -----------------------------------------

/** Lines the guess looks at: enough to outvote a title line, few enough for a live preview. */
const GUESS_SAMPLE_LINES = 20;

const containsTerm = (line: string, separator: 'tab' | 'comma' | 'semicolon' | 'dash') =>
  TERM_SEPARATORS[separator].strings.some((candidate) => line.includes(candidate));

/** The first candidate found in at least half the lines (every line when `all`), else null. */
function commonSeparator<T extends 'tab' | 'comma' | 'semicolon' | 'dash'>(
  lines: readonly string[],
  candidates: readonly T[],
  all = false,
): T | null {
  const needed = all ? lines.length : Math.ceil(lines.length / 2);
  return candidates.find((candidate) => lines.filter((line) => containsTerm(line, candidate)).length >= needed) ?? null;
}

/**
 * Proposes the separators from the first lines: the first of tab, semicolon, comma and dash found
 * in at least half of them (tab when none is). When semicolons split the lines into parts that all
 * hold a tab, comma or dash ("apple,яблоко;pear,груша"), the semicolon is taken to be between cards.
 */
export function guessSeparators(text: string): { termSeparator: TermSeparator; cardSeparator: CardSeparator } {
  const lines = stripByteOrderMark(text)
    .split(/\r\n|\r|\n/, GUESS_SAMPLE_LINES * 5)
    .filter((line) => line.trim() !== '')
    .slice(0, GUESS_SAMPLE_LINES);
  const term = commonSeparator(lines, ['tab', 'semicolon', 'comma', 'dash']);
  if (term === 'semicolon') {
    const cards = lines.flatMap((line) => line.split(';')).filter((card) => card.trim() !== '');
    const inner = cards.length > lines.length ? commonSeparator(cards, ['tab', 'comma', 'dash'], true) : null;
    if (inner !== null) return { termSeparator: inner, cardSeparator: 'semicolon' };
  }
  return { termSeparator: term ?? 'tab', cardSeparator: 'newline' };
}

// ---- Writing ----------------------------------------------------------------------------------

/**
 * Pairs as text parseDelimitedText reads back with the same options (a TSV for Quizlet's import
 * with the defaults): fields holding a separator, a quote or a line break are quoted; the dash is
 * written as ' - '; cards end with LF (or the card separator and a LF, which the reader allows).
 * The Russian side is written with its stress marks where the pair has them.
 */
export function writeDelimitedText(
  pairs: readonly { english: string; russian: string; stressed?: string }[],
  options: Pick<DelimitedTextOptions, 'termSeparator' | 'cardSeparator'> = { termSeparator: 'tab' },
): string {
  const term = termSeparatorStrings(options.termSeparator).strings;
  const card = cardSeparatorString(options.cardSeparator ?? 'newline');
  const separators = card === null ? term : [...term, card];
  const cardEnd = card === null ? '\n' : `${card}\n`;
  return pairs
    .map(
      (pair) =>
        [pair.english, pair.stressed ?? pair.russian].map((side) => quoteTextField(side, separators)).join(term[0]!) + cardEnd,
    )
    .join('');
}

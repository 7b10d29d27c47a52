import type { PartOfSpeech } from '@slovo/shared/constants';
import { parseAnkiText } from '@slovo/shared/formats/anki-text';
import { parseDelimitedText, type CardSeparator, type TermSeparator } from '@slovo/shared/formats/delimited-text';
import type { SkippedTextEntry } from '@slovo/shared/formats/text-pairs';
import { stripByteOrderMark } from '@slovo/shared/formats/text-records';
import { VOCABULARY_CSV_COLUMNS, parseVocabularyCsv } from '@slovo/shared/formats/vocabulary-csv';
import { APKG_IMPORT_FALLBACK_DECK } from '@slovo/shared/limits/import-export';
import type { AnnotationValues } from '@slovo/shared/rules/annotation-values';
import { IMPORT_TEXT } from './import.i18n';

type ImportTexts = typeof IMPORT_TEXT.en;

/**
 * What the Import dialog will send for a text: which format it is read as, the pairs, the entries
 * skipped and why, and remarks. Pure, so the preview and the request always agree.
 *
 * Three formats are told apart by their first line: an Anki "Notes in Plain Text" file starts with
 * its '#separator:'-style header lines; Slovo's own CSV export starts with its header row (english,
 * russian and one of its other columns); anything else is word pairs with the chosen separators.
 */

export type ImportTextFormat = 'pairs' | 'anki' | 'slovo-csv';

/** A pair for the request, with the facts the text gave (stress marks, a header's gender column…). */
export interface ImportPair extends AnnotationValues {
  /** 1-based line where the pair starts. */
  line: number;
  english: string;
  russian: string;
  part_of_speech?: PartOfSpeech;
}

export interface ImportPreview {
  format: ImportTextFormat;
  pairs: ImportPair[];
  skipped: SkippedTextEntry[];
  /** Why nothing can be imported (options unusable, text too long, no pairs), else null. */
  error: string | null;
  /** What the file holds that an import into one category does not keep (decks, categories, tags). */
  remarks: string[];
  /** An Anki file's decks (sorted), notes without one, and tags: for the import deck by deck. */
  anki: { decks: string[]; withoutDeck: number; tags: string[] } | null;
}

export interface ImportSeparators {
  termSeparator: TermSeparator;
  cardSeparator: CardSeparator;
}

const ANKI_HEADER_LINE = /^#(separator|html|tags|columns|deck|notetype|guid column|deck column|notetype column|tags column):/i;
const SLOVO_CSV_EXTRA_COLUMNS: readonly string[] = VOCABULARY_CSV_COLUMNS.slice(2);

/** The text's first line, as Anki reads it: header lines must start the file. */
function firstLine(text: string): string {
  const source = stripByteOrderMark(text);
  const end = source.search(/\r\n|\r|\n/);
  return end === -1 ? source : source.slice(0, end);
}

export function detectTextFormat(text: string): ImportTextFormat {
  const line = firstLine(text);
  if (ANKI_HEADER_LINE.test(line)) return 'anki';
  const columns = line.split(',').map((column) => column.trim().replace(/^"|"$/g, '').toLowerCase().replace(/\s+/g, '_'));
  const slovoCsv =
    columns.includes('english') &&
    columns.includes('russian') &&
    columns.some((column) => SLOVO_CSV_EXTRA_COLUMNS.includes(column));
  return slovoCsv ? 'slovo-csv' : 'pairs';
}

const listed = (t: ImportTexts, names: readonly string[], max = 5) =>
  names.length <= max ? names.join(', ') : t.andMore(names.slice(0, max).join(', '), names.length - max);
const quoted = (t: ImportTexts, names: readonly string[]) =>
  listed(
    t,
    names.map((name) => t.quote(name)),
  );

/** The remarks for values the category import leaves behind: everything goes into the one category. */
function leftBehind(t: ImportTexts, what: { decks?: string[]; categories?: string[]; tags: string[] }): string[] {
  const remarks: string[] = [];
  const groups = what.decks ?? what.categories ?? [];
  if (groups.length > 0) {
    remarks.push(t.groupIntoCategory(what.decks ? 'deck' : 'category', groups.length, quoted(t, groups)));
  }
  if (what.tags.length > 0) remarks.push(t.tagsNotImported(listed(t, what.tags)));
  return remarks;
}

/** A pair for the request: its part of speech only where the source named one (else the server's default). */
const withPartOfSpeech = (
  line: number,
  english: string,
  russian: string,
  part: PartOfSpeech | null,
  facts: AnnotationValues = {},
): ImportPair =>
  part === null ? { line, english, russian, ...facts } : { line, english, russian, ...facts, part_of_speech: part };

const distinct = (values: readonly (string | null)[]) =>
  [...new Set(values.filter((value): value is string => value !== null))].sort((a, b) => a.localeCompare(b));

/** The preview of `text`; its remarks are in the texts given (English by default). */
export function previewTextImport(text: string, separators: ImportSeparators, t: ImportTexts = IMPORT_TEXT.en): ImportPreview {
  const format = detectTextFormat(text);
  if (format === 'anki') {
    const parse = parseAnkiText(text);
    const decks = distinct(parse.notes.map((note) => note.deck));
    const tags = distinct(parse.notes.flatMap((note) => note.tags));
    return {
      format,
      pairs: parse.notes.map((note) =>
        withPartOfSpeech(
          note.line,
          note.english,
          note.russian,
          note.part_of_speech,
          note.stressed ? { stressed: note.stressed } : {},
        ),
      ),
      skipped: parse.skipped,
      error: parse.error,
      remarks: leftBehind(t, { decks, tags }),
      anki: { decks, withoutDeck: parse.notes.filter((note) => note.deck === null).length, tags },
    };
  }
  if (format === 'slovo-csv') {
    const parse = parseVocabularyCsv(text);
    return {
      format,
      pairs: parse.entries.map(({ line, english, russian, part_of_speech, category: _category, tags: _tags, ...facts }) => ({
        line,
        english,
        russian,
        ...facts,
        part_of_speech,
      })),
      skipped: parse.skipped,
      error: parse.error,
      remarks: leftBehind(t, {
        categories: distinct(parse.entries.map((entry) => entry.category)),
        tags: distinct(parse.entries.flatMap((entry) => entry.tags)),
      }),
      anki: null,
    };
  }
  const parse = parseDelimitedText(text, separators);
  return {
    format,
    pairs: parse.pairs.map(({ line, english, russian, part_of_speech, extra: _extra, ...facts }) =>
      withPartOfSpeech(line, english, russian, part_of_speech, facts),
    ),
    skipped: parse.skipped,
    error: parse.error,
    remarks: [],
    anki: null,
  };
}

/** What an Anki file imported deck by deck does with its decks and tags (the server's rules). */
export function deckImportRemarks(anki: NonNullable<ImportPreview['anki']>, t: ImportTexts = IMPORT_TEXT.en): string[] {
  const remarks: string[] = [];
  if (anki.decks.length > 0) remarks.push(t.eachDeckBecomes(quoted(t, anki.decks)));
  if (anki.withoutDeck > 0) remarks.push(t.notesWithoutDeck(anki.withoutDeck, APKG_IMPORT_FALLBACK_DECK));
  if (anki.tags.length > 0) remarks.push(t.tagsAddedWhere(listed(t, anki.tags)));
  return remarks;
}

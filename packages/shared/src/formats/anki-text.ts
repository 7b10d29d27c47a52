import type { PartOfSpeech } from '../constants';
import { TEXT_IMPORT_MAX_CHARS, TEXT_IMPORT_MAX_ENTRIES, TEXT_IMPORT_MESSAGES } from '../limits/import-export';
import { isPartOfSpeechColumn, partOfSpeechFromTags, readPartOfSpeech } from './part-of-speech';
import type { SkippedTextEntry } from './text-pairs';
import { SeenPairs, checkTextPair, duplicateEntry, skippedEntry } from './text-pairs';
import { stableAnkiGuid } from './text-guid';
import { fieldToText, looksLikeHtml, removeSoundReferences } from './anki-html';
import { decksWithRussianFirst } from './deck-sides';
import type { TextRecord } from './text-records';
import { quoteTextField, splitTextRecords, stripByteOrderMark } from './text-records';

/**
 * Anki's "Notes in Plain Text" files (.txt), read and written with the header lines Anki 2.1.54+
 * writes and reads at the top of the file:
 *
 *   #separator:tab           Tab, Comma, Semicolon, Space, Pipe, Colon (any case) or one character
 *   #html:true               fields hold HTML
 *   #tags:food basics        tags for every note
 *   #columns:Front	Back     column names (read for the preview, not written)
 *   #deck:Russian::Food      the deck of every note without a deck column
 *   #notetype:Basic
 *   #guid column:1           1-based columns holding a note's GUID, deck, notetype and tags
 *   #deck column:3  #notetype column:2  #tags column:6
 *
 * Reading: a note's two sides are the first two fields that are not a GUID, deck, notetype, tags or
 * part-of-speech column (further fields, e.g. of a notetype with more fields, are ignored): English
 * then Russian, unless in most notes of the deck the first is the one written in Cyrillic — then
 * the deck is read the other way round and named in `turnedDecks` (deck-sides.ts). Stress marks
 * in the Russian side ("молоко́", "молокó") are kept as the note's `stressed`; "[sound:…]"
 * references are removed from every field. The part of speech (issue 30) comes from a column
 * #columns names "Part of speech" or "POS", else from a tag naming one ("verb", "nouns"; part-of-speech.ts). Both
 * are cleaned and validated by the shared word rules. Later lines starting with '#' are comments, as
 * in Anki. Without #separator the separator is guessed from the first note line as Anki does (the
 * first of tab, |, ;, :, comma found, else space). Fields are HTML when #html:true; without #html a
 * field that looks like HTML (a tag or an entity) is read as HTML, since older Anki exports had no
 * header and kept the fields' HTML; with #html:false fields are plain text.
 *
 * Writing: see writeAnkiText.
 */

export interface AnkiNote {
  /** 1-based line where the note starts. */
  line: number;
  /** From the GUID column, or null. */
  guid: string | null;
  /** Cleaned and valid (rules/word-rules.ts). */
  english: string;
  russian: string;
  /** The Russian side with its stress marks, when it had any. */
  stressed?: string;
  /** The file's #tags, then the note's tags column, each once; as Anki writes them (no spaces). */
  tags: string[];
  /** The note's deck column, else the file's #deck, else null (the importer's chosen category). */
  deck: string | null;
  /** The note's notetype column, else the file's #notetype, else null. */
  notetype: string | null;
  /** From the part-of-speech column, else the tags; null = the default. */
  part_of_speech: PartOfSpeech | null;
}

export interface AnkiTextParse {
  /** Valid notes in file order; a pair repeated within one deck is kept once. */
  notes: AnkiNote[];
  skipped: SkippedTextEntry[];
  /** The header lines as read (null where absent). */
  header: {
    separator: string;
    html: boolean | null;
    tags: string[];
    columns: string[] | null;
    deck: string | null;
    notetype: string | null;
  };
  /** The decks (null: notes without one) whose Russian was the first field: read the other way round. */
  turnedDecks: (string | null)[];
  /** Null when there is at least one note; else 'No word pairs found', or why the text was refused. */
  error: string | null;
}

const M = TEXT_IMPORT_MESSAGES;

const NAMED_SEPARATORS: Readonly<Record<string, string>> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
};
/** Anki's own order when a file does not say (rslib import_export/text/csv/metadata.rs). */
const GUESSED_SEPARATORS = ['\t', '|', ';', ':', ','] as const;
const HEADER_LINE = /^#([a-z ]+):(.*)$/i;

function separatorName(separator: string): string {
  const name = Object.entries(NAMED_SEPARATORS).find(([, value]) => value === separator)?.[0];
  return name ?? `"${separator}"`;
}

/** A #separator value: a name, or one character; null when Anki would not understand it either. */
function headerSeparator(value: string): string | null {
  if (value === ' ') return ' ';
  const trimmed = value.trim();
  return NAMED_SEPARATORS[trimmed.toLowerCase()] ?? ([...trimmed].length === 1 ? trimmed : null);
}

/** A "#… column:" value: a 0-based index, or null when it is not a positive whole number. */
function headerColumn(value: string): number | null {
  const number = Number(value.trim());
  return Number.isInteger(number) && number >= 1 ? number - 1 : null;
}

const splitTags = (text: string): string[] => text.split(/\s+/).filter((tag) => tag !== '');
const unique = (values: readonly string[]): string[] => [...new Set(values)];
const blankToNull = (text: string | undefined): string | null => (text === undefined || text.trim() === '' ? null : text.trim());

interface RawHeader {
  values: Map<string, string>;
  /** Where the notes start: offset in the text and 1-based line. */
  bodyStart: number;
  bodyLine: number;
}

/** The '#key:value' lines at the top (others starting with '#' there are comments). */
function readHeaderLines(text: string): RawHeader {
  const values = new Map<string, string>();
  const lineBreak = /\r\n|\r|\n/g;
  let at = 0;
  let line = 1;
  while (at < text.length && text[at] === '#') {
    lineBreak.lastIndex = at;
    const found = lineBreak.exec(text);
    const match = HEADER_LINE.exec(text.slice(at, found === null ? text.length : found.index));
    if (match) values.set(match[1]!.trim().toLowerCase(), match[2]!);
    if (found === null) return { values, bodyStart: text.length, bodyLine: line + 1 };
    at = found.index + found[0].length;
    line += 1;
  }
  return { values, bodyStart: at, bodyLine: line };
}

function guessSeparator(body: string): string {
  const firstLine = body.split(/\r\n|\r|\n/).find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
  return GUESSED_SEPARATORS.find((separator) => firstLine.includes(separator)) ?? ' ';
}

/** Reads an Anki "Notes in Plain Text" file; see the module comment. */
export function parseAnkiText(text: string): AnkiTextParse {
  const source = stripByteOrderMark(text);
  const raw = readHeaderLines(source);
  const body = source.slice(raw.bodyStart);
  const separator = headerSeparator(raw.values.get('separator') ?? '') ?? guessSeparator(body);
  const htmlValue = raw.values.get('html')?.trim().toLowerCase();
  const html = htmlValue === 'true' ? true : htmlValue === 'false' ? false : null;
  const columnsValue = raw.values.get('columns');
  const header: AnkiTextParse['header'] = {
    separator,
    html,
    tags: splitTags(raw.values.get('tags') ?? ''),
    columns:
      columnsValue === undefined
        ? null
        : (splitTextRecords(columnsValue, { fieldSeparators: [separator] }).records[0]?.fields.map((name) => name.trim()) ?? []),
    deck: blankToNull(raw.values.get('deck')),
    notetype: blankToNull(raw.values.get('notetype')),
  };
  const refused = (error: string): AnkiTextParse => ({ notes: [], skipped: [], header, turnedDecks: [], error });
  if (text.length > TEXT_IMPORT_MAX_CHARS) return refused(M.textTooLong);

  const column = (key: string) => headerColumn(raw.values.get(`${key} column`) ?? '');
  const guidColumn = column('guid');
  const deckColumn = column('deck');
  const notetypeColumn = column('notetype');
  const tagsColumn = column('tags');
  const namedPosColumn = header.columns?.findIndex(isPartOfSpeechColumn) ?? -1;
  const posColumn = namedPosColumn === -1 ? null : namedPosColumn;
  const special = new Set([guidColumn, deckColumn, notetypeColumn, tagsColumn, posColumn].filter((index) => index !== null));

  const { records, tooMany } = splitTextRecords(body, {
    fieldSeparators: [separator],
    firstLine: raw.bodyLine,
    maxRecords: TEXT_IMPORT_MAX_ENTRIES,
  });
  if (tooMany) return refused(M.tooManyEntries);

  // Sound references are Anki's own markup in any field, HTML or not.
  const readField = (field: string) =>
    html === true || (html === null && looksLikeHtml(field)) ? fieldToText(field).text : removeSoundReferences(field);
  const deckOf = (record: TextRecord) => blankToNull(deckColumn === null ? undefined : record.fields[deckColumn]) ?? header.deck;
  // Each note's first two content fields as text, then which decks hold their Russian first.
  const read = records
    .filter((record) => !record.text.startsWith('#'))
    .map((record) => {
      const content = record.fields.filter((_, index) => !special.has(index));
      const sides = content.length < 2 ? null : ([readField(content[0]!), readField(content[1]!)] as const);
      return { record, deck: deckOf(record), sides };
    });
  const turned = decksWithRussianFirst(
    read.filter((note) => note.sides !== null),
    (note) => note.deck,
    (note) => note.sides!,
  );

  const notes: AnkiNote[] = [];
  const skipped: SkippedTextEntry[] = [];
  const seen = new SeenPairs();
  for (const { record, deck, sides } of read) {
    const at = (index: number | null) => (index === null ? undefined : record.fields[index]);
    if (sides === null) {
      const message = record.fields.length === 1 ? M.noSeparator(separatorName(separator)) : M.noRussianField;
      skipped.push(skippedEntry(record.line, record.text, 'missing-separator', message));
      continue;
    }
    const [english, russian] = turned.has(deck) ? [sides[1], sides[0]] : sides;
    const check = checkTextPair(record.line, record.text, english, russian);
    if (!check.ok) {
      skipped.push(check.skipped);
      continue;
    }
    const firstLine = seen.firstLineOf(check.pair, record.line, deck ?? '');
    if (firstLine !== null) {
      skipped.push(duplicateEntry(record.line, record.text, firstLine));
      continue;
    }
    const tags = unique([...header.tags, ...splitTags(at(tagsColumn) ?? '')]);
    notes.push({
      line: record.line,
      guid: blankToNull(at(guidColumn)),
      ...check.pair,
      tags,
      deck,
      notetype: blankToNull(at(notetypeColumn)) ?? header.notetype,
      part_of_speech: readPartOfSpeech(readField(at(posColumn) ?? '')) ?? partOfSpeechFromTags(tags),
    });
  }
  return { notes, skipped, header, turnedDecks: [...turned], error: notes.length === 0 ? M.noPairs : null };
}

// ---- Writing ----------------------------------------------------------------------------------

export interface AnkiExportNote {
  /** A stable text the GUID is made from, e.g. `slovo:<wordId>`: same text, same Anki note. */
  guidSource: string;
  english: string;
  russian: string;
  /** Written instead of `russian` when the word has it: the Russian side with its stress marks. */
  stressed?: string;
  /** Tag names; spaces inside a tag become '_' (Anki separates tags with spaces). */
  tags: readonly string[];
}

export interface AnkiExportDeck {
  /** The category's display name. */
  name: string;
  notes: readonly AnkiExportNote[];
}

const SEPARATOR = '\t';
const ANKI_LINE_END = '\n';

const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();
const ankiTags = (tags: readonly string[]) =>
  unique(tags.map((tag) => oneLine(tag).replace(/\s+/g, '_')).filter((tag) => tag !== '')).join(' ');
const row = (fields: readonly string[]) => fields.map((field) => quoteTextField(field, [SEPARATOR])).join(SEPARATOR);

/**
 * Writes a file for Anki's File → Import (2.1.54+):
 *
 *   #separator:tab
 *   #html:false
 *   #guid column:1
 *   #tags column:4
 *   #deck:Food                       (one deck; with several: "#deck column:5" and a fifth column)
 *   aB3xK9mQ2pLz	apple	яблоко	food fruit
 *
 * The Russian field is the word's stressed form where it has one ("молоко́": Anki shows the mark,
 * and this reader takes it back as the stressed form).
 *
 * No #notetype line: the stock "Basic" type is named differently in other languages, so Anki's
 * dialog lets the user pick one (its first two fields get English and Russian). No #columns line
 * either, so Anki maps fields in order. Fields with a tab, a quote or a line break are quoted
 * CSV-style, which Anki reads back. Lines end with LF, as Anki's own export.
 */
export function writeAnkiText(decks: readonly AnkiExportDeck[]): string {
  const severalDecks = decks.length > 1;
  const lines = ['#separator:tab', '#html:false', '#guid column:1', '#tags column:4'];
  const deckName = oneLine(decks[0]?.name ?? '');
  if (severalDecks) lines.push('#deck column:5');
  else if (deckName !== '') lines.push(`#deck:${deckName}`);
  for (const deck of decks) {
    for (const note of deck.notes) {
      const fields = [stableAnkiGuid(note.guidSource), note.english, note.stressed ?? note.russian, ankiTags(note.tags)];
      lines.push(row(severalDecks ? [...fields, oneLine(deck.name)] : fields));
    }
  }
  return lines.join(ANKI_LINE_END) + ANKI_LINE_END;
}

import { WORD_MAX_LENGTH } from '../constants';
import { MY_VOCABULARY_MESSAGES, PATTERN_SYNTAX_CHARACTERS, WORD_MIN_LENGTH } from '../limits/my-vocabulary';
import type { WordSide } from '../limits/my-vocabulary';
import { SECONDARY_STRESS_MARK, STRESS_MARK, normalizeStressMarks, stripStress } from './stress';

/**
 * Word rules of the vocabulary tools (vocabulary-management.md §5): the sanitiser, the validator,
 * Manual Entry and Edit Word. Pure and zod-free, so the web dialogs, the pattern parser and the
 * server's schemas (schemas/my-vocabulary.ts) share one definition.
 *
 * Sanitiser (spec): remove < > ' " \ and ; then trim.
 * Validator (spec): 1–100 characters, each a Latin letter (A–Z, a–z; no accented letters), a
 * Russian Cyrillic letter (А–Я, а–я, Ё, ё), a digit, whitespace, - ' . , ! ? ( or ).
 * The validator allows the apostrophe but the sanitiser removes it first, so a sanitised word never
 * holds one: "don't" is stored as "dont". A typographic apostrophe (’) is not removed and is refused.
 */

/** The characters the sanitiser removes, in the spec's order. */
export const WORD_REMOVED_CHARACTERS = ['<', '>', "'", '"', '\\', ';'] as const;
const REMOVED_CHARACTERS = /[<>'"\\;]/g;
const WORD_CHARACTER = /^[A-Za-zА-Яа-яЁё0-9\s\-'.,!?()]$/;
/** The spec's validator as one pattern (it tests the text as given; sanitise first). */
export const WORD_RULE = new RegExp(`^[A-Za-zА-Яа-яЁё0-9\\s\\-'.,!?()]{${WORD_MIN_LENGTH},${WORD_MAX_LENGTH}}$`);
const LINE_BREAK = /^[\r\n]$/;

/** Why a (cleaned) word is refused. */
export type WordProblem = 'empty' | 'too-long' | 'invalid-characters';

export interface WordPair {
  english: string;
  russian: string;
  /** The Russian side with its stress marks, when it had any (readStressedWord). */
  stressed?: string;
}

/** The spec's sanitiser: removes < > ' " \ and ; then trims. */
export function sanitizeWord(text: string): string {
  return text.replace(REMOVED_CHARACTERS, '').trim();
}

/** cleanWord with the stress marks kept (normalised, see rules/stress.ts). */
function cleanMarkedWord(text: string): string {
  return sanitizeWord(normalizeStressMarks(text)).replace(/\s+/g, ' ');
}

/**
 * What every tool stores and previews: the text in Unicode NFC (a pasted "й" written as и + a
 * combining breve would otherwise be refused), sanitised, without stress marks ("молоко́" is
 * stored as "молоко", its marks kept beside it: readStressedWord), with each run of whitespace
 * made one space. On ordinary input this equals sanitizeWord.
 */
export function cleanWord(text: string): string {
  return stripStress(cleanMarkedWord(text));
}

/**
 * The stressed form a raw Russian side carries ("молоко́", "молокó" typed with a Latin ó), cleaned
 * as cleanWord cleans, or null when it has no stress mark.
 */
export function readStressedWord(raw: string): string | null {
  const marked = cleanMarkedWord(raw);
  return marked === stripStress(marked) ? null : marked;
}

/** The spec's validator, on the text as given. */
export function isValidWord(text: string): boolean {
  return WORD_RULE.test(text);
}

/** Null when the text passes the validator, else why not (characters before length). */
export function checkWord(text: string): WordProblem | null {
  if (text.length < WORD_MIN_LENGTH) return 'empty';
  for (const character of text) {
    if (!WORD_CHARACTER.test(character)) return 'invalid-characters';
  }
  return text.length > WORD_MAX_LENGTH ? 'too-long' : null;
}

export function wordProblemMessage(side: WordSide, problem: WordProblem): string {
  if (problem === 'empty') return MY_VOCABULARY_MESSAGES.wordEmpty(side);
  if (problem === 'too-long') return MY_VOCABULARY_MESSAGES.wordTooLong(side);
  return MY_VOCABULARY_MESSAGES.wordInvalid(side);
}

export type WordPairCheck =
  | { ok: true; english: string; russian: string; stressed: string | null }
  | {
      ok: false;
      /** The cleaned texts. */
      english: string;
      russian: string;
      englishProblem: WordProblem | null;
      russianProblem: WordProblem | null;
      /** The first problem's message, English side first. */
      message: string;
    };

/** Cleans both sides (cleanWord) and validates them. */
export function checkWordPair(english: string, russian: string): WordPairCheck {
  const cleanEnglish = cleanWord(english);
  const cleanRussian = cleanWord(russian);
  const englishProblem = checkWord(cleanEnglish);
  const russianProblem = checkWord(cleanRussian);
  if (englishProblem === null && russianProblem === null) {
    return { ok: true, english: cleanEnglish, russian: cleanRussian, stressed: readStressedWord(russian) };
  }
  const message =
    englishProblem !== null ? wordProblemMessage('English', englishProblem) : wordProblemMessage('Russian', russianProblem!);
  return { ok: false, english: cleanEnglish, russian: cleanRussian, englishProblem, russianProblem, message };
}

/** Equal keys = the same pair for duplicate checks: the cleaned sides, ignoring case (ё and е stay different). */
export function wordPairKey(english: string, russian: string): string {
  return `${cleanWord(english).toLowerCase()}\u0000${cleanWord(russian).toLowerCase()}`;
}

/**
 * The characters behind Pattern Entry's red warning box, each once, in order of appearance:
 * those the sanitiser would remove (the word would change silently, e.g. "don't" → "dont") and
 * those the validator refuses (the line would be skipped). In 'pattern' mode (the textarea) the
 * separators = | : — and line breaks are allowed; in 'word' mode (one word field) the separators
 * are refused (a line break is whitespace, which words allow).
 */
export function findForbiddenCharacters(text: string, mode: 'pattern' | 'word' = 'pattern'): string[] {
  const found: string[] = [];
  for (const character of normalizeStressMarks(text)) {
    // Stress marks are kept as the word's stressed form, not refused.
    if (character === STRESS_MARK || character === SECONDARY_STRESS_MARK || found.includes(character)) continue;
    const removed = (WORD_REMOVED_CHARACTERS as readonly string[]).includes(character);
    const allowedInPattern =
      mode === 'pattern' && ((PATTERN_SYNTAX_CHARACTERS as readonly string[]).includes(character) || LINE_BREAK.test(character));
    if (removed || (!WORD_CHARACTER.test(character) && !allowedInPattern)) found.push(character);
  }
  return found;
}

export function hasForbiddenCharacters(text: string, mode: 'pattern' | 'word' = 'pattern'): boolean {
  return findForbiddenCharacters(text, mode).length > 0;
}

// ---- Manual Entry -----------------------------------------------------------------------------

export interface SkippedManualRow {
  /** Position in the rows given (0-based). */
  index: number;
  english: string;
  russian: string;
  reason: 'invalid' | 'duplicate';
  englishProblem: WordProblem | null;
  russianProblem: WordProblem | null;
  message: string;
}

export interface ManualPairsResult {
  /** Cleaned, valid pairs in row order, each pair once. */
  pairs: WordPair[];
  skipped: SkippedManualRow[];
  /** 'Please enter at least one valid word pair' when no pair is valid, else null. */
  error: string | null;
}

const isBlank = (text: string) => text.trim() === '';

/** The pair with the stressed form its Russian side carried (an earlier one is kept otherwise). */
function withStressed<T extends WordPair>(pair: T, stressed: string | null): T {
  return stressed === null ? pair : { ...pair, stressed };
}

/**
 * Manual Entry's Add: rows with an invalid or empty side are skipped and reported; rows blank on
 * both sides (the spare empty rows) are ignored without a report; a row repeating an earlier pair
 * (ignoring case) is reported as a duplicate, as in Pattern Entry.
 */
export function collectManualPairs(rows: readonly WordPair[]): ManualPairsResult {
  const pairs: WordPair[] = [];
  const skipped: SkippedManualRow[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (isBlank(row.english) && isBlank(row.russian)) return;
    const check = checkWordPair(row.english, row.russian);
    if (!check.ok) {
      skipped.push({
        index,
        english: row.english,
        russian: row.russian,
        reason: 'invalid',
        englishProblem: check.englishProblem,
        russianProblem: check.russianProblem,
        message: check.message,
      });
      return;
    }
    const key = wordPairKey(check.english, check.russian);
    if (seen.has(key)) {
      skipped.push({
        index,
        english: row.english,
        russian: row.russian,
        reason: 'duplicate',
        englishProblem: null,
        russianProblem: null,
        message: MY_VOCABULARY_MESSAGES.duplicatePair,
      });
      return;
    }
    seen.add(key);
    pairs.push(withStressed({ english: check.english, russian: check.russian }, check.stressed));
  });
  return { pairs, skipped, error: pairs.length === 0 ? MY_VOCABULARY_MESSAGES.noValidPairs : null };
}

/** The Add button: some row has both sides non-blank (validity is checked on Add). */
export function canSubmitManualRows(rows: readonly WordPair[]): boolean {
  return rows.some((row) => !isBlank(row.english) && !isBlank(row.russian));
}

/** A row can be removed only while more than one row exists. */
export function canRemoveManualRow(rowCount: number): boolean {
  return rowCount > 1;
}

// ---- Edit Word --------------------------------------------------------------------------------

/** The spec's Edit Word rule: both sides non-blank after trimming. */
export function canSaveWordEdit(word: WordPair): boolean {
  return !isBlank(word.english) && !isBlank(word.russian);
}

/**
 * The message to show for an edit, or null when the server will accept it: the spec's blank rule
 * first, then the sanitiser and validator the server applies.
 */
export function wordEditError(word: WordPair): string | null {
  if (!canSaveWordEdit(word)) return MY_VOCABULARY_MESSAGES.editWordBothRequired;
  const check = checkWordPair(word.english, word.russian);
  return check.ok ? null : check.message;
}

// ---- Batches (server) -------------------------------------------------------------------------

export interface SkippedBatchPair {
  /** Position in the request's pairs (0-based). */
  index: number;
  /** As sent. */
  english: string;
  russian: string;
  reason: 'duplicate' | 'invalid';
}

export interface PartitionedWordPairs<T extends WordPair> {
  /** Valid, new pairs with cleaned sides, their position in the request and the stress marks their Russian side had. */
  accepted: (T & { index: number; stressed?: string })[];
  skipped: SkippedBatchPair[];
}

/**
 * Splits a batch into pairs to insert and pairs to skip: invalid ones, and duplicates of an earlier
 * pair in the batch or of `existingKeys` (wordPairKey of the words already in the category).
 */
export function partitionWordPairs<T extends WordPair>(
  pairs: readonly T[],
  existingKeys: ReadonlySet<string> = new Set(),
): PartitionedWordPairs<T> {
  const accepted: (T & { index: number; stressed?: string })[] = [];
  const skipped: SkippedBatchPair[] = [];
  const seen = new Set(existingKeys);
  pairs.forEach((pair, index) => {
    const check = checkWordPair(pair.english, pair.russian);
    if (!check.ok) {
      skipped.push({ index, english: pair.english, russian: pair.russian, reason: 'invalid' });
      return;
    }
    const key = wordPairKey(check.english, check.russian);
    if (seen.has(key)) {
      skipped.push({ index, english: pair.english, russian: pair.russian, reason: 'duplicate' });
      return;
    }
    seen.add(key);
    accepted.push(withStressed({ ...pair, english: check.english, russian: check.russian, index }, check.stressed));
  });
  return { accepted, skipped };
}

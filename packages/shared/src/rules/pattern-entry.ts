import { PATTERN_MAX_CHARS } from '../constants';
import { MY_VOCABULARY_MESSAGES, PATTERN_SEPARATORS } from '../limits/my-vocabulary';
import type { WordProblem } from './word-rules';
import { checkWordPair, wordPairKey } from './word-rules';

/**
 * Pattern Entry (vocabulary-management.md §5 "Pattern add"): a textarea of at most 900 characters,
 * one "english SEP russian" pair per line. The separators are tried in order ' - ' (or ' — ', the
 * earlier of the two on the line), '=', '|', ':'; the first one present on the line is used, and the
 * line is split at its first occurrence. So "x = y - z" splits at " - " and its English side "x = y"
 * is refused, and "a = b = c" gives a Russian side "b = c", also refused.
 * Both sides are cleaned (cleanWord: NFC, sanitised, whitespace runs made one space) and validated.
 * Lines without a separator, with an invalid side, or repeating an earlier pair (same English and
 * Russian ignoring case) are skipped and reported for the live preview; blank lines are ignored.
 *
 * Issue 30: each pair also carries its sides as typed, so the preview can show what the sanitiser
 * changed ("cup<script> → cupscript"), and whether it looks reversed (Russian on the left, English
 * on the right), which the preview warns about and swapPatternLines puts right. A reversed pair is
 * still valid (both alphabets are allowed on both sides): the learner decides.
 */

export interface PatternPair {
  /** 1-based line number in the textarea. */
  line: number;
  /** As stored: cleaned (cleanWord) and valid. */
  english: string;
  russian: string;
  /** The sides as typed, trimmed with spaces made one: they differ where the sanitiser removed characters. */
  typed: { english: string; russian: string };
  /** Russian on the left and English on the right (looksReversed). */
  reversed: boolean;
}

export type PatternSkipReason = 'missing-separator' | 'invalid' | 'duplicate';

export interface SkippedPatternLine {
  /** 1-based line number in the textarea. */
  line: number;
  /** The line as typed, trimmed. */
  text: string;
  reason: PatternSkipReason;
  englishProblem: WordProblem | null;
  russianProblem: WordProblem | null;
  message: string;
}

export interface PatternParseResult {
  /** Valid pairs in line order, each once. */
  pairs: PatternPair[];
  skipped: SkippedPatternLine[];
  /** The text's length as the textarea counts it (a line break is one character). */
  length: number;
  tooLong: boolean;
  /**
   * Null when there is at least one pair. Otherwise the spec's 'No valid word pairs found. …', or
   * 'Text must be at most 900 characters' when the text is too long (then nothing is parsed: a
   * cut could split a word and produce a wrong pair).
   */
  error: string | null;
}

export interface SplitPatternLine {
  english: string;
  russian: string;
  separator: string;
}

const LINE_BREAKS = /\r\n|\r|\n/;

/** Length as a textarea counts it: its value holds "\n" for every line break, whatever was pasted. */
export function patternTextLength(text: string): number {
  return text.replace(/\r\n?/g, '\n').length;
}

/** Splits one line at its separator, sides untouched (not trimmed); null when it has none. */
export function splitPatternLine(line: string): SplitPatternLine | null {
  for (const group of PATTERN_SEPARATORS) {
    let best: { at: number; separator: string } | null = null;
    for (const separator of group) {
      const at = line.indexOf(separator);
      if (at !== -1 && (best === null || at < best.at)) best = { at, separator };
    }
    if (best !== null) {
      return {
        english: line.slice(0, best.at),
        russian: line.slice(best.at + best.separator.length),
        separator: best.separator,
      };
    }
  }
  return null;
}

const CYRILLIC = /[А-Яа-яЁё]/;
const LATIN = /[A-Za-z]/;

/**
 * The English side has Cyrillic letters and no Latin ones while the Russian side has Latin
 * letters and no Cyrillic ones: "стол - table". Mixed sides ("TV - телевизор") are not flagged.
 */
export function looksReversed(english: string, russian: string): boolean {
  return CYRILLIC.test(english) && !LATIN.test(english) && LATIN.test(russian) && !CYRILLIC.test(russian);
}

/** A side as the learner typed it, for the preview: only the spaces cleanWord would also tidy. */
const asTyped = (side: string) => side.normalize('NFC').trim().replace(/\s+/g, ' ');

/** A side cut into its outer spaces and its word, so a swap can keep the spacing as typed. */
function spaced(side: string): { before: string; word: string; after: string } {
  const [, before = '', word = '', after = ''] = /^(\s*)(.*?)(\s*)$/s.exec(side) ?? [];
  return { before, word, after };
}

/**
 * `text` with the words of the given 1-based lines swapped around their separator ("стол - table"
 * → "table - стол"), the spacing as typed; other lines, lines without a separator and the line
 * breaks stay as they are. The length does not change, so it stays within the textarea's limit.
 */
export function swapPatternLines(text: string, lines: readonly number[]): string {
  const wanted = new Set(lines);
  // Odd pieces are the line breaks, kept as they were.
  const pieces = text.split(/(\r\n|\r|\n)/);
  return pieces
    .map((piece, index) => {
      const split = index % 2 === 0 && wanted.has(index / 2 + 1) ? splitPatternLine(piece) : null;
      if (split === null) return piece;
      const left = spaced(split.english);
      const right = spaced(split.russian);
      return `${left.before}${right.word}${left.after}${split.separator}${right.before}${left.word}${right.after}`;
    })
    .join('');
}

/** Parses the whole textarea; cheap enough to run on every keystroke. */
export function parsePatternText(text: string): PatternParseResult {
  const length = patternTextLength(text);
  if (length > PATTERN_MAX_CHARS) {
    return { pairs: [], skipped: [], length, tooLong: true, error: MY_VOCABULARY_MESSAGES.patternTooLong };
  }
  const pairs: PatternPair[] = [];
  const skipped: SkippedPatternLine[] = [];
  const seen = new Set<string>();
  text.split(LINE_BREAKS).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const skip = (
      reason: PatternSkipReason,
      message: string,
      problems: Partial<Pick<SkippedPatternLine, 'englishProblem' | 'russianProblem'>> = {},
    ): void => {
      skipped.push({ line, text: raw.trim(), reason, englishProblem: null, russianProblem: null, message, ...problems });
    };

    const split = splitPatternLine(raw);
    if (split === null) {
      skip('missing-separator', MY_VOCABULARY_MESSAGES.missingSeparator);
      return;
    }
    const check = checkWordPair(split.english, split.russian);
    if (!check.ok) {
      skip('invalid', check.message, { englishProblem: check.englishProblem, russianProblem: check.russianProblem });
      return;
    }
    const key = wordPairKey(check.english, check.russian);
    if (seen.has(key)) {
      skip('duplicate', MY_VOCABULARY_MESSAGES.duplicatePair);
      return;
    }
    seen.add(key);
    pairs.push({
      line,
      english: check.english,
      russian: check.russian,
      typed: { english: asTyped(split.english), russian: asTyped(split.russian) },
      reversed: looksReversed(check.english, check.russian),
    });
  });
  return {
    pairs,
    skipped,
    length,
    tooLong: false,
    error: pairs.length === 0 ? MY_VOCABULARY_MESSAGES.noPatternPairs : null,
  };
}

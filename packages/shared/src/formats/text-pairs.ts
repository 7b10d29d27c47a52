import { TEXT_IMPORT_MESSAGES, TEXT_IMPORT_QUOTED_TEXT_MAX_LENGTH } from '../limits/import-export';
import { checkWord, cleanWord, readStressedWord, wordPairKey, wordProblemMessage } from '../rules/word-rules';

/**
 * What the text formats share after splitting a text into records: turning two raw sides into a
 * valid pair or a skipped entry with its reason, by the shared word rules (rules/word-rules.ts),
 * and finding pairs repeated within one text.
 */

export type TextSkipReason = 'missing-separator' | 'empty-side' | 'invalid' | 'duplicate' | 'header' | 'part-of-speech';

/** An entry left out of the import: where, what, and why. */
export interface SkippedTextEntry {
  /** 1-based line in the source where the entry starts. */
  line: number;
  /** The entry's source text, trimmed and cut to TEXT_IMPORT_QUOTED_TEXT_MAX_LENGTH characters. */
  text: string;
  reason: TextSkipReason;
  /** For the user, naming the line: "Line 12: no tab between English and Russian". */
  message: string;
}

/** A pair after the word rules: both sides cleaned (cleanWord) and valid. */
export interface CleanTextPair {
  english: string;
  russian: string;
  /** The Russian side with the stress marks it was written with ("молоко́"), when it had any. */
  stressed?: string;
}

const M = TEXT_IMPORT_MESSAGES;

/** The source text as a preview quotes it. */
export function quotedEntryText(text: string): string {
  return text.length > TEXT_IMPORT_QUOTED_TEXT_MAX_LENGTH ? `${text.slice(0, TEXT_IMPORT_QUOTED_TEXT_MAX_LENGTH - 1)}…` : text;
}

export function skippedEntry(line: number, text: string, reason: TextSkipReason, message: string): SkippedTextEntry {
  return { line, text: quotedEntryText(text), reason, message: M.atLine(line, message) };
}

/**
 * Cleans and validates both sides, English first; an empty side (also one the sanitiser emptied,
 * like "<>") is 'empty-side', any other problem 'invalid', with the word rules' own message. Stress
 * marks in the Russian side are kept as the pair's `stressed` (rules/stress.ts).
 */
export function checkTextPair(
  line: number,
  text: string,
  english: string,
  russian: string,
): { ok: true; pair: CleanTextPair } | { ok: false; skipped: SkippedTextEntry } {
  const sides = [
    ['English', cleanWord(english)],
    ['Russian', cleanWord(russian)],
  ] as const;
  for (const [side, word] of sides) {
    const problem = checkWord(word);
    if (problem !== null) {
      const reason = problem === 'empty' ? 'empty-side' : 'invalid';
      return { ok: false, skipped: skippedEntry(line, text, reason, wordProblemMessage(side, problem)) };
    }
  }
  const stressed = readStressedWord(russian);
  const pair: CleanTextPair = { english: sides[0][1], russian: sides[1][1] };
  return { ok: true, pair: stressed === null ? pair : { ...pair, stressed } };
}

/**
 * Remembers the pairs seen so far (by wordPairKey, optionally within a group such as a deck or a
 * category) and answers the line of the first one for a repeat.
 */
export class SeenPairs {
  private readonly lines = new Map<string, number>();

  /** Null for a new pair (now remembered), else the line of its first occurrence. */
  firstLineOf(pair: CleanTextPair, line: number, group = ''): number | null {
    const key = `${group}\u0000${wordPairKey(pair.english, pair.russian)}`;
    const first = this.lines.get(key);
    if (first !== undefined) return first;
    this.lines.set(key, line);
    return null;
  }
}

export const duplicateEntry = (line: number, text: string, firstLine: number): SkippedTextEntry =>
  skippedEntry(line, text, 'duplicate', M.duplicateOf(firstLine));

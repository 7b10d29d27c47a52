import type { WordPair } from '@slovo/shared/rules/word-rules';
import type { collectManualPairs } from '@slovo/shared/rules/word-rules';
import type { parsePatternText } from '@slovo/shared/rules/pattern-entry';
import { localizeServerText } from '@/i18n';
import type { EDITOR_TEXT } from '../../vocabulary-editor.i18n';

/** A row or line left out of the batch, and why. */
export interface PreviewLine {
  key: string;
  where: string;
  text: string;
  reason: string;
}

export interface PreviewPair extends WordPair {
  /** The sides as typed, where the sanitiser changed them ("cup<script>" stored as "cupscript"). */
  typed: WordPair;
  /** Russian on the left, English on the right (Pattern Entry only). */
  reversed: boolean;
}

export interface AddWordsPreview {
  pairs: PreviewPair[];
  skipped: PreviewLine[];
}

/** What Manual Entry's rows will add, and the rows it skips ('Row 2'). */
export function manualPreview(manual: ReturnType<typeof collectManualPairs>, t: typeof EDITOR_TEXT.en): AddWordsPreview {
  return {
    pairs: manual.pairs.map((pair) => ({ ...pair, typed: pair, reversed: false })),
    skipped: manual.skipped.map((row) => ({
      key: `row-${row.index}`,
      where: t.rowN(row.index + 1),
      text: [row.english.trim(), row.russian.trim()].filter(Boolean).join(' / '),
      reason: localizeServerText(row.message),
    })),
  };
}

/** What Pattern Entry's lines will add, and the lines it skips ('Line 3'). */
export function patternPreview(pattern: ReturnType<typeof parsePatternText>, t: typeof EDITOR_TEXT.en): AddWordsPreview {
  return {
    pairs: pattern.pairs,
    skipped: pattern.skipped.map((line) => ({
      key: `line-${line.line}`,
      where: t.lineN(line.line),
      text: line.text,
      reason: localizeServerText(line.message),
    })),
  };
}

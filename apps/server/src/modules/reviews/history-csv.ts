import type { FsrsState } from '../../db/schema';
import type { HistoryRow } from './reviews.repository';

/**
 * The review history as CSV (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote
 * or line break quoted, quotes doubled). A text cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) gets a leading ' (OWASP's CSV injection guard).
 */
export const HISTORY_CSV_COLUMNS = [
  'reviewed_at',
  'english',
  'russian',
  'category',
  'game',
  'outcome',
  'rating',
  'state_before',
  'state_after',
  'elapsed_days',
  'scheduled_days',
  'stability',
  'difficulty',
] as const;

const STATE_NAMES: Record<FsrsState, string> = { 0: 'New', 1: 'Learning', 2: 'Review', 3: 'Relearning' };
const RATING_NAMES: Record<number, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: ReadonlyArray<string | number>): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Four decimals keep FSRS's numbers exact enough to optimise from and the file readable. */
const round = (value: number): number => Math.round(value * 10_000) / 10_000;

export const historyCsvHeader = (): string => csvLine(HISTORY_CSV_COLUMNS);

export const historyCsvLine = (row: HistoryRow): string =>
  csvLine([
    row.reviewed_at,
    row.english,
    row.russian,
    row.category,
    row.game_id,
    row.outcome,
    RATING_NAMES[row.rating] ?? String(row.rating),
    STATE_NAMES[row.state_before],
    STATE_NAMES[row.state_after],
    round(row.elapsed_days),
    row.scheduled_days,
    round(row.stability_after),
    round(row.difficulty_after),
  ]);

import { PROGRESS_FULL_WORDS } from './constants';

export function wordCountLabel(count: number): string {
  return count === 1 ? '1 word' : `${count} words`;
}

export function categoryCountLabel(count: number): string {
  return count === 1 ? '1 category' : `${count} categories`;
}

/** Progress of a category towards PROGRESS_FULL_WORDS words, as a whole percentage 0..100. */
export function progressPercent(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 0;
  return Math.min(100, Math.round((wordCount / PROGRESS_FULL_WORDS) * 100));
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "5 Mar 2024" for an ISO timestamp (read in UTC, so every viewer sees the same day); null when unreadable. */
export function formatCreatedDate(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dateFormat.format(time);
}

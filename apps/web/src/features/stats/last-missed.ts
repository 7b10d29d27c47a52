/**
 * When a mistake-book word was last missed, in the player's own days (the offset the page asks
 * /stats with, so "today" is the page's today): "today", "yesterday", "3 days ago", then a date.
 */
import { daysBetween, monthLabel, utcMsToDate } from './calendar';

/** Within a week the distance reads best; further back, the day itself. */
const RELATIVE_DAYS = 7;
const RELATIVE = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/** The player's local date ("YYYY-MM-DD") of an instant, at their offset from UTC in minutes. */
export function localDateOf(instant: string, utcOffsetMinutes: number): string {
  return utcMsToDate(Date.parse(instant) + utcOffsetMinutes * 60_000);
}

/** "today", "yesterday", "3 days ago", "on 2 Oct 2026". */
export function lastMissedLabel(instant: string, today: string, utcOffsetMinutes: number): string {
  const date = localDateOf(instant, utcOffsetMinutes);
  // A miss a moment in the future (clock skew) still happened today.
  const days = Math.max(0, daysBetween(date, today));
  if (days < RELATIVE_DAYS) return RELATIVE.format(-days, 'day');
  return `on ${Number(date.slice(8, 10))} ${monthLabel(date)} ${date.slice(0, 4)}`;
}

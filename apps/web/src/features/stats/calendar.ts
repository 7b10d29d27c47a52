/**
 * Calendar arithmetic on the server's local dates ("YYYY-MM-DD", already the player's own days):
 * done on UTC midnights, so the browser's time zone and daylight saving never shift a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the date's UTC midnight; throws on anything but a real YYYY-MM-DD date. */
export function dateToUtcMs(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  if (new Date(ms).getUTCDate() !== day) throw new RangeError(`No such day: ${date}`);
  return ms;
}

export function utcMsToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToUtcMs(to) - dateToUtcMs(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday (ISO 8601, as in Russia and most of Europe). */
export function weekdayIndex(date: string): number {
  return (new Date(dateToUtcMs(date)).getUTCDay() + 6) % 7;
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
// Spelled out: ICU's short English names differ between versions ("Sep" or "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Tuesday, 24 November 2026": a day's tooltip and table row. */
export function longDayLabel(date: string): string {
  return LONG_DAY.format(dateToUtcMs(date));
}

/** "Tue 24 Nov": a compact label where the year is obvious. */
export function shortDayLabel(date: string): string {
  return SHORT_DAY.format(dateToUtcMs(date)).replace(',', '');
}

/** "Tue". */
export function weekdayLabel(date: string): string {
  return WEEKDAY.format(dateToUtcMs(date));
}

/** "Nov". */
export function monthLabel(date: string): string {
  return MONTHS[new Date(dateToUtcMs(date)).getUTCMonth()]!;
}

/** "1 review", "3 reviews": counts in labels read as words. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

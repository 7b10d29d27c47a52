/**
 * Calendar arithmetic on the server's local dates ("YYYY-MM-DD", already the player's own days):
 * done on UTC midnights, so the browser's time zone and daylight saving never shift a day.
 */
import type { Locale } from '@/i18n';

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

/** Stats dates read the British way in English ("Tuesday, 24 November 2026"), as they always have. */
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', ru: 'ru-RU' };

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[locale], { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

// Spelled out: ICU's short English names differ between versions ("Sep" or "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Tuesday, 24 November 2026" ("вторник, 24 ноября 2026 г."): a day's tooltip and table row. */
export function longDayLabel(date: string, locale: Locale = 'en'): string {
  return dateFormat(locale, 'long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    dateToUtcMs(date),
  );
}

/** "Tue 24 Nov" ("вт 24 нояб."): a compact label where the year is obvious. */
export function shortDayLabel(date: string, locale: Locale = 'en'): string {
  return dateFormat(locale, 'short', { weekday: 'short', day: 'numeric', month: 'short' })
    .format(dateToUtcMs(date))
    .replace(',', '');
}

/** "Tue" ("вт"). */
export function weekdayLabel(date: string, locale: Locale = 'en'): string {
  return dateFormat(locale, 'weekday', { weekday: 'short' }).format(dateToUtcMs(date));
}

/** "Nov" ("нояб."): Intl's standalone short month name in Russian. */
export function monthLabel(date: string, locale: Locale = 'en'): string {
  const ms = dateToUtcMs(date);
  if (locale === 'en') return MONTHS[new Date(ms).getUTCMonth()]!;
  return dateFormat(locale, 'month', { month: 'short' }).format(ms);
}

/** "2 Oct 2026" ("2 окт. 2026 г."): a day further back. */
export function dayMonthYearLabel(date: string, locale: Locale = 'en'): string {
  if (locale === 'en') return `${Number(date.slice(8, 10))} ${monthLabel(date)} ${date.slice(0, 4)}`;
  return dateFormat(locale, 'dayMonthYear', { day: 'numeric', month: 'short', year: 'numeric' }).format(dateToUtcMs(date));
}

/** "1 review", "3 reviews": counts in labels read as words. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/**
 * When a mistake-book word was last missed, in the player's own days (the offset the page asks
 * /stats with, so "today" is the page's today): "today", "yesterday", "3 days ago", then a date.
 */
import { INTL_LOCALE, type Locale } from '@/i18n';
import { dayMonthYearLabel, daysBetween, utcMsToDate } from './calendar';

/** Within a week the distance reads best; further back, the day itself. */
const RELATIVE_DAYS = 7;
const RELATIVE: Record<Locale, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }),
  ru: new Intl.RelativeTimeFormat(INTL_LOCALE.ru, { numeric: 'auto' }),
};

/** The player's local date ("YYYY-MM-DD") of an instant, at their offset from UTC in minutes. */
export function localDateOf(instant: string, utcOffsetMinutes: number): string {
  return utcMsToDate(Date.parse(instant) + utcOffsetMinutes * 60_000);
}

/** "today", "yesterday", "3 days ago", "on 2 Oct 2026" (Russian: "вчера", "3 дня назад", "2 окт. 2026 г."). */
export function lastMissedLabel(instant: string, today: string, utcOffsetMinutes: number, locale: Locale = 'en'): string {
  const date = localDateOf(instant, utcOffsetMinutes);
  // A miss a moment in the future (clock skew) still happened today.
  const days = Math.max(0, daysBetween(date, today));
  if (days < RELATIVE_DAYS) return RELATIVE[locale].format(-days, 'day');
  return locale === 'en' ? `on ${dayMonthYearLabel(date)}` : dayMonthYearLabel(date, locale);
}

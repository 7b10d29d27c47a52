import { INTL_LOCALE, type Locale } from '@/i18n';
import { inTimeUnit } from './time-units';

/**
 * When something comes, from now, in words: "in 3 hours", "через 3 часа" (the done screen's "next
 * review in …"). Whole units, told as the interval buttons tell them; under a minute is "in 1
 * minute", a time already past (or unreadable) "now".
 */
export function relativeTime(at: Date | string, now: Date, locale: Locale): string {
  const tag = INTL_LOCALE[locale];
  const seconds = (new Date(at).getTime() - now.getTime()) / 1000;
  if (!(seconds > 0)) return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second');
  const { unit, value } = inTimeUnit(Math.max(seconds, 60), Math.round);
  // Always a number: "tomorrow" for 1 day would be wrong late in the evening (30 hours on).
  return new Intl.RelativeTimeFormat(tag, { numeric: 'always' }).format(value, unit);
}

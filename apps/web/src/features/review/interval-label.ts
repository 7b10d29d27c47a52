import { INTL_LOCALE, type Locale } from '@/i18n';
import { inTimeUnit, toTenths, type TimeUnit } from './time-units';

/**
 * What a grade button says of the interval it would give (issue 33 §3), as Anki writes it on its
 * buttons: "<1 min", "10 min", "1.5 h", "3 d", "3.5 mo", "1.2 y" — short enough for four buttons
 * side by side on a phone — and, for the button's accessible name, the same in words ("in 3.5
 * months"). Minutes and days are whole; hours, months and years keep one decimal.
 */
export interface IntervalLabel {
  short: string;
  long: string;
}

const SHORT_UNITS: Record<Locale, Record<TimeUnit, string>> = {
  en: { minute: 'min', hour: 'h', day: 'd', month: 'mo', year: 'y' },
  ru: { minute: 'мин', hour: 'ч', day: 'дн.', month: 'мес.', year: 'г.' },
};
const UNDER_A_MINUTE: Record<Locale, IntervalLabel> = {
  en: { short: '<1 min', long: 'in less than a minute' },
  ru: { short: '<1 мин', long: 'меньше чем через минуту' },
};
const WHOLE: ReadonlySet<TimeUnit> = new Set(['minute', 'day']);

export function intervalLabel(seconds: number, locale: Locale): IntervalLabel {
  if (seconds < 60) return UNDER_A_MINUTE[locale];
  const { unit, value } = inTimeUnit(seconds, (raw, unit) => (WHOLE.has(unit) ? Math.round(raw) : toTenths(raw)));
  const tag = INTL_LOCALE[locale];
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value);
  // A relative time, not "через" + a unit: Russian wants the accusative (через 1 минуту).
  const long = new Intl.RelativeTimeFormat(tag, { numeric: 'always' }).format(value, unit);
  return { short: `${number} ${SHORT_UNITS[locale][unit]}`, long };
}

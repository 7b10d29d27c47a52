import { useMemo } from 'react';
import { INTL_LOCALE, currentLocale, useLocale, type Locale } from './locale';

export interface Formatter {
  locale: Locale;
  /** 12,345 in English, 12 345 in Russian. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date (or time) in the language's own order and month names. */
  date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  /** The form of a noun for `count`: English one/other, Russian one/few/many ("1 слово, 2 слова, 5 слов"). */
  plural: (count: number, forms: PluralForms) => string;
}

/** A noun's forms; `few` and `many` are Russian's (2–4 and 5–20 after a count), English needs one and other. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const DEFAULT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

export function createFormatter(locale: Locale): Formatter {
  const tag = INTL_LOCALE[locale];
  const rules = new Intl.PluralRules(tag);
  // Lists format a number per row: the plain formatter is made once, not per call.
  const plainNumber = new Intl.NumberFormat(tag);
  return {
    locale,
    number: (value, options) => (options ? new Intl.NumberFormat(tag, options) : plainNumber).format(value),
    date: (value, options = DEFAULT_DATE) => new Intl.DateTimeFormat(tag, options).format(new Date(value)),
    plural: (count, forms) => {
      const rule = rules.select(count) as keyof PluralForms;
      return forms[rule] ?? forms.other;
    },
  };
}

const formatters: Partial<Record<Locale, Formatter>> = {};
const formatterFor = (locale: Locale) => (formatters[locale] ??= createFormatter(locale));

/** Numbers, dates and plurals in the interface language. */
export function useFormat(): Formatter {
  const locale = useLocale();
  return useMemo(() => formatterFor(locale), [locale]);
}

/** The same outside React. */
export function formatNow(locale: Locale = currentLocale()): Formatter {
  return formatterFor(locale);
}

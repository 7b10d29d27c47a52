import { currentLocale, formatNow, type Locale } from '@/i18n';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
import { PROGRESS_FULL_WORDS } from './constants';

type CountTexts = Pick<(typeof CATEGORY_BROWSER_TEXT)['en'], 'words' | 'categories'>;

/** "1 word", "5 words" (in Russian "1 слово, 2 слова, 5 слов" with the Russian texts). */
export function wordCountLabel(count: number, t: CountTexts = CATEGORY_BROWSER_TEXT.en): string {
  return t.words(count);
}

export function categoryCountLabel(count: number, t: CountTexts = CATEGORY_BROWSER_TEXT.en): string {
  return t.categories(count);
}

/** Progress of a category towards PROGRESS_FULL_WORDS words, as a whole percentage 0..100. */
export function progressPercent(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 0;
  return Math.min(100, Math.round((wordCount / PROGRESS_FULL_WORDS) * 100));
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
// English keeps its day-month-year order ("5 Mar 2024"); Russian is Intl's ru-RU ("5 мар. 2024 г.").
const englishDate = new Intl.DateTimeFormat('en-GB', DATE_OPTIONS);

/**
 * "5 Mar 2024" for an ISO timestamp (read in UTC, so every viewer sees the same day), in the
 * interface language unless `locale` is given; null when unreadable.
 */
export function formatCreatedDate(iso: string, locale: Locale = currentLocale()): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return locale === 'en' ? englishDate.format(time) : formatNow(locale).date(time, DATE_OPTIONS);
}

import { formatNow } from '../format';

/**
 * A count as the Russian texts receive it: a number from the app, or the digits read back out of
 * a server's English text by localizeServerText ("18", "1,000"). Anything else stays as it is.
 */
export function countOf(value: number | string): number {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(/[,\s\u00a0\u202f]/g, ''));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : NaN;
}

/** A count in Russian digits (12 345), or the value unchanged when it is not a number. */
export function ruNumber(value: number | string): string {
  const count = countOf(value);
  return Number.isNaN(count) ? String(value) : formatNow('ru').number(count);
}

/** The noun form for a count: one (1, 21 слово), few (2–4 слова), many (5–20 слов). */
export function ruPlural(value: number | string, one: string, few: string, many: string): string {
  const count = countOf(value);
  if (Number.isNaN(count)) return many;
  return formatNow('ru').plural(count, { one, few, many, other: few });
}

/** "5 слов": the count and its noun. */
export function ruCount(value: number | string, one: string, few: string, many: string): string {
  return `${ruNumber(value)} ${ruPlural(value, one, few, many)}`;
}

/** A limit in characters: "не длиннее 50 символов". */
export const ruCharacters = (value: number | string) => ruCount(value, 'символа', 'символов', 'символов');

import { formatNow } from '@/i18n';

/** "5 слов", "2 слова", "1 слово": a Russian count with its noun, for this feature's texts. */
export function ruCount(count: number, one: string, few: string, many: string): string {
  const format = formatNow('ru');
  return `${format.number(count)} ${format.plural(count, { one, few, many, other: few })}`;
}

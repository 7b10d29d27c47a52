import { PAGE_WINDOW_SIBLINGS } from './constants';

export type PageWindowItem = number | 'ellipsis';

/**
 * The numbered buttons of the pagination (§9): the current page with `siblings` pages either
 * side, plus the first and last page, with an ellipsis for every gap. A gap of exactly one page
 * shows that page instead, since its number takes no more room than the ellipsis would.
 * The current page is clamped to 1..total; no pages gives an empty list.
 */
export function pageWindow(current: number, total: number, siblings: number = PAGE_WINDOW_SIBLINGS): PageWindowItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(last, Math.max(1, Number.isFinite(current) ? Math.round(current) : 1));
  const start = Math.max(1, page - siblings);
  const end = Math.min(last, page + siblings);

  const items: PageWindowItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('ellipsis');
  }
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < last) {
    if (end === last - 2) items.push(last - 1);
    else if (end < last - 2) items.push('ellipsis');
    items.push(last);
  }
  return items;
}

/** §4: a page change is allowed only to another page within 1..total while no load is running. */
export function canChangePage(target: number, current: number, total: number, busy: boolean): boolean {
  return !busy && Number.isInteger(target) && target >= 1 && target <= total && target !== current;
}

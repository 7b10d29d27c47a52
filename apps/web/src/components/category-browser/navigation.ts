/**
 * Roving-focus moves between category cards. `columns` is null for the one-column layouts (list,
 * compact), where ArrowLeft/ArrowRight are left to the page; in the grid Up/Down move by a row.
 * Returns null for a key the browser does not handle, so the caller leaves the event alone.
 */
export function nextActiveIndex(key: string, index: number, count: number, columns: number | null): number | null {
  if (count < 1) return null;
  const last = count - 1;
  const step = columns ?? 1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowUp':
      return index - step >= 0 ? index - step : index;
    case 'ArrowDown': {
      if (index + step <= last) return index + step;
      // A shorter last row: from a column it lacks, go to its last card rather than nowhere.
      const hasRowBelow = Math.floor(index / step) < Math.floor(last / step);
      return hasRowBelow ? last : index;
    }
    case 'ArrowLeft':
      return columns === null ? null : Math.max(0, index - 1);
    case 'ArrowRight':
      return columns === null ? null : Math.min(last, index + 1);
    default:
      return null;
  }
}

/** Cards on the first row of a laid-out grid; 1 where there is no layout to measure (jsdom). */
export function countColumns(rects: readonly Pick<DOMRect, 'top' | 'width' | 'height'>[]): number {
  const first = rects[0];
  if (!first || (first.width === 0 && first.height === 0)) return 1;
  let columns = 0;
  for (const rect of rects) {
    if (Math.abs(rect.top - first.top) > 1) break;
    columns += 1;
  }
  return Math.max(1, columns);
}

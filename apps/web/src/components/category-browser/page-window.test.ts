import { describe, expect, it } from 'vitest';
import { canChangePage, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows two pages either side of the current one, the first and last page, and ellipses between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('near either end keeps a single ellipsis', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows the page itself where an ellipsis would hide only one page', () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range current page and gives nothing for no pages', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(Number.NaN, 3)).toEqual([1, 2, 3]);
  });
});

describe('canChangePage', () => {
  it('allows another page within 1..total while nothing loads', () => {
    expect(canChangePage(2, 1, 5, false)).toBe(true);
    expect(canChangePage(5, 4, 5, false)).toBe(true);
  });

  it('refuses pages outside 1..total, the current page, and any change during a load', () => {
    expect(canChangePage(0, 1, 5, false)).toBe(false);
    expect(canChangePage(6, 5, 5, false)).toBe(false);
    expect(canChangePage(1.5, 1, 5, false)).toBe(false);
    expect(canChangePage(3, 3, 5, false)).toBe(false);
    expect(canChangePage(2, 1, 5, true)).toBe(false);
  });
});

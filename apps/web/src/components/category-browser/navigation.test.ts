import { describe, expect, it } from 'vitest';
import { countColumns, nextActiveIndex } from './navigation';

describe('nextActiveIndex', () => {
  it('moves one card with ArrowUp/ArrowDown in a single column and stops at the ends', () => {
    expect(nextActiveIndex('ArrowDown', 0, 3, null)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3, null)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 1, 3, null)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 0, 3, null)).toBe(0);
  });

  it('jumps to the first and last card with Home and End', () => {
    expect(nextActiveIndex('Home', 2, 5, null)).toBe(0);
    expect(nextActiveIndex('End', 0, 5, null)).toBe(4);
  });

  it('leaves ArrowLeft/ArrowRight and other keys to the page outside the grid', () => {
    expect(nextActiveIndex('ArrowLeft', 1, 3, null)).toBeNull();
    expect(nextActiveIndex('ArrowRight', 1, 3, null)).toBeNull();
    expect(nextActiveIndex('a', 1, 3, null)).toBeNull();
    expect(nextActiveIndex('ArrowDown', 0, 0, null)).toBeNull();
  });

  it('in a grid moves sideways by one card and up or down by a row', () => {
    // 3 columns, 7 cards: rows [0 1 2] [3 4 5] [6]
    expect(nextActiveIndex('ArrowRight', 2, 7, 3)).toBe(3);
    expect(nextActiveIndex('ArrowLeft', 0, 7, 3)).toBe(0);
    expect(nextActiveIndex('ArrowRight', 6, 7, 3)).toBe(6);
    expect(nextActiveIndex('ArrowDown', 1, 7, 3)).toBe(4);
    expect(nextActiveIndex('ArrowUp', 4, 7, 3)).toBe(1);
    expect(nextActiveIndex('ArrowUp', 2, 7, 3)).toBe(2);
  });

  it('in a grid goes down to the last card when the last row is shorter', () => {
    expect(nextActiveIndex('ArrowDown', 5, 7, 3)).toBe(6);
    expect(nextActiveIndex('ArrowDown', 6, 7, 3)).toBe(6);
  });
});

describe('countColumns', () => {
  const rect = (top: number) => ({ top, width: 200, height: 100 });

  it('counts the cards on the first row', () => {
    expect(countColumns([rect(0), rect(0), rect(0), rect(120), rect(120)])).toBe(3);
    expect(countColumns([rect(0), rect(120)])).toBe(1);
  });

  it('falls back to one column without layout', () => {
    expect(countColumns([])).toBe(1);
    expect(
      countColumns([
        { top: 0, width: 0, height: 0 },
        { top: 0, width: 0, height: 0 },
      ]),
    ).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { HEATMAP_WEEKS, heatLevel, heatLevelRanges, heatmapSummary, heatmapWeeks } from './heatmap';

describe('heatLevel', () => {
  it('is 0 without reviews and 1–4 by the share of the busiest day', () => {
    expect(heatLevel(0, 40)).toBe(0);
    expect(heatLevel(1, 40)).toBe(1);
    expect(heatLevel(10, 40)).toBe(1);
    expect(heatLevel(11, 40)).toBe(2);
    expect(heatLevel(30, 40)).toBe(3);
    expect(heatLevel(40, 40)).toBe(4);
    expect(heatLevel(1, 1)).toBe(4);
  });

  it('has a legend range per level that a whole count reaches', () => {
    expect(heatLevelRanges(40)).toEqual([
      { level: 0, from: 0, to: 0 },
      { level: 1, from: 1, to: 10 },
      { level: 2, from: 11, to: 20 },
      { level: 3, from: 21, to: 30 },
      { level: 4, from: 31, to: 40 },
    ]);
    expect(heatLevelRanges(2)).toEqual([
      { level: 0, from: 0, to: 0 },
      { level: 2, from: 1, to: 1 },
      { level: 4, from: 2, to: 2 },
    ]);
    // Every count up to the busiest falls in the range of its own level.
    for (const busiest of [1, 3, 7, 40]) {
      for (let count = 0; count <= busiest; count += 1) {
        const range = heatLevelRanges(busiest).find((r) => count >= r.from && count <= r.to);
        expect(range?.level).toBe(heatLevel(count, busiest));
      }
    }
  });
});

describe('heatmapWeeks', () => {
  // A Tuesday.
  const today = '2026-11-24';
  const weeks = heatmapWeeks(
    [
      { date: '2026-11-24', reviews: 8 },
      { date: '2026-11-23', reviews: 2 },
      { date: '2025-11-25', reviews: 4 },
    ],
    today,
  );

  it('draws 53 Monday-first weeks, the last holding today and nothing after it', () => {
    expect(weeks).toHaveLength(HEATMAP_WEEKS);
    const last = weeks.at(-1)!;
    expect(last.start).toBe('2026-11-23');
    expect(last.days.map((day) => day?.date ?? null)).toEqual(['2026-11-23', '2026-11-24', null, null, null, null, null]);
    expect(weeks.every((week) => week.days.length === 7)).toBe(true);
  });

  it("gives each day its count and level, and leaves days before the server's year empty", () => {
    const last = weeks.at(-1)!;
    expect(last.days[0]).toEqual({ date: '2026-11-23', reviews: 2, level: 1 });
    expect(last.days[1]).toEqual({ date: '2026-11-24', reviews: 8, level: 4 });
    const shown = weeks.flatMap((week) => week.days).filter((day) => day !== null);
    expect(shown).toHaveLength(365);
    expect(shown[0]).toEqual({ date: '2025-11-25', reviews: 4, level: 2 });
  });

  it('labels the column where each month begins, once', () => {
    const labels = weeks.filter((week) => week.month).map((week) => week.month);
    expect(labels).toEqual(['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(weeks.find((week) => week.month === 'Dec')!.start).toBe('2025-12-01');
  });

  it('is empty but whole for a learner without reviews', () => {
    const empty = heatmapWeeks([], today);
    expect(empty).toHaveLength(HEATMAP_WEEKS);
    expect(empty.flatMap((week) => week.days).every((day) => day === null || day.level === 0)).toBe(true);
  });
});

describe('heatmapSummary', () => {
  it('totals the reviews and finds the busiest day', () => {
    expect(
      heatmapSummary([
        { date: '2026-11-20', reviews: 3 },
        { date: '2026-11-21', reviews: 9 },
      ]),
    ).toEqual({ total: 12, activeDays: 2, busiest: { date: '2026-11-21', reviews: 9 } });
    expect(heatmapSummary([])).toEqual({ total: 0, activeDays: 0, busiest: null });
  });
});

import { describe, expect, it } from 'vitest';
import { streaks } from './streaks';

describe('streaks', () => {
  it('none without reviews', () => {
    expect(streaks([], '2026-06-10')).toEqual({ current: 0, longest: 0 });
  });

  it('the current streak ends today, or yesterday while today has no reviews yet', () => {
    expect(streaks(['2026-06-08', '2026-06-09', '2026-06-10'], '2026-06-10')).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2026-06-08', '2026-06-09'], '2026-06-10')).toEqual({ current: 2, longest: 2 });
    expect(streaks(['2026-06-07', '2026-06-08'], '2026-06-10')).toEqual({ current: 0, longest: 2 });
  });

  it('the longest run counts across months and years', () => {
    const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-02-27', '2026-02-28', '2026-03-01'];
    expect(streaks(days, '2026-03-01')).toEqual({ current: 3, longest: 4 });
  });
});

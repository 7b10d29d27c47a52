import { describe, expect, it } from 'vitest';
import { addDays, countLabel, daysBetween, longDayLabel, shortDayLabel, weekdayIndex } from './calendar';

describe('calendar dates', () => {
  it('adds days across months, years and the leap day', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days between dates, over a daylight-saving change too', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-24', '2025-11-24')).toBe(-365);
  });

  it('puts Monday first', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('refuses what is not a real date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('24.11.2026', 1)).toThrow(RangeError);
  });

  it('labels days in words, the same in every time zone', () => {
    expect(longDayLabel('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(shortDayLabel('2026-11-24')).toBe('Tue 24 Nov');
    expect(countLabel(1, 'review')).toBe('1 review');
    expect(countLabel(1234, 'review')).toBe('1,234 reviews');
    expect(countLabel(2, 'day')).toBe('2 days');
  });
});

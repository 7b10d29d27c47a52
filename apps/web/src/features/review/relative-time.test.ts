import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-06-01T21:00:00.000Z');
const after = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

describe('relativeTime: when the next review comes', () => {
  it.each([
    [25 * 60, 'in 25 minutes', 'через 25 минут'],
    [20, 'in 1 minute', 'через 1 минуту'],
    [3 * 3600 + 600, 'in 3 hours', 'через 3 часа'],
    [1.3 * 86400, 'in 1 day', 'через 1 день'],
    [5 * 86400, 'in 5 days', 'через 5 дней'],
    [45 * 86400, 'in 2 months', 'через 2 месяца'],
    [800 * 86400, 'in 2 years', 'через 2 года'],
  ])('%s s ahead: %s / %s', (seconds, english, russian) => {
    expect(relativeTime(after(seconds), NOW, 'en')).toBe(english);
    expect(relativeTime(after(seconds), NOW, 'ru')).toBe(russian);
  });

  it('says "now" for a time already come, or one it cannot read', () => {
    expect(relativeTime(after(-60), NOW, 'en')).toBe('now');
    expect(relativeTime(after(-60), NOW, 'ru')).toBe('сейчас');
    expect(relativeTime('not a date', NOW, 'en')).toBe('now');
  });
});

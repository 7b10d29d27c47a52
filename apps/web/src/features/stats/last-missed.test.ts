import { describe, expect, it } from 'vitest';
import { lastMissedLabel, localDateOf } from './last-missed';

describe('when a word was last missed', () => {
  it("counts in the player's own days, not UTC's", () => {
    // 23:30 UTC on the 23rd is already the 24th in Moscow (UTC+3), still the 23rd in New York.
    expect(localDateOf('2026-11-23T23:30:00.000Z', 180)).toBe('2026-11-24');
    expect(localDateOf('2026-11-23T23:30:00.000Z', -300)).toBe('2026-11-23');
    expect(lastMissedLabel('2026-11-23T23:30:00.000Z', '2026-11-24', 180)).toBe('today');
    expect(lastMissedLabel('2026-11-23T23:30:00.000Z', '2026-11-24', 0)).toBe('yesterday');
  });

  it('says how many days ago within a week, and the date after that', () => {
    expect(lastMissedLabel('2026-11-21T10:00:00.000Z', '2026-11-24', 0)).toBe('3 days ago');
    expect(lastMissedLabel('2026-11-18T10:00:00.000Z', '2026-11-24', 0)).toBe('6 days ago');
    expect(lastMissedLabel('2026-11-17T10:00:00.000Z', '2026-11-24', 0)).toBe('on 17 Nov 2026');
    expect(lastMissedLabel('2025-09-02T10:00:00.000Z', '2026-11-24', 0)).toBe('on 2 Sep 2025');
  });

  it('reads a miss stamped a moment ahead of the clock as today', () => {
    expect(lastMissedLabel('2026-11-25T00:01:00.000Z', '2026-11-24', 0)).toBe('today');
  });
});

describe('when a word was last missed, in Russian', () => {
  it('says it with Intl’s Russian words and dates', () => {
    expect(lastMissedLabel('2026-11-23T10:00:00.000Z', '2026-11-24', 0, 'ru')).toBe('вчера');
    expect(lastMissedLabel('2026-11-21T10:00:00.000Z', '2026-11-24', 0, 'ru')).toBe('3 дня назад');
    expect(lastMissedLabel('2026-10-02T10:00:00.000Z', '2026-11-24', 0, 'ru').replace(/\s/g, ' ')).toBe('2 окт. 2026 г.');
  });
});

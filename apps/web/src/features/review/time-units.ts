/**
 * The unit a span of time is told in, as Anki tells intervals: minutes under an hour, hours under a
 * day, days under a month, months (of 30 days) under a year (of 365 days), then years. `round`
 * rounds a value in its unit; the unit moves up when rounding reaches the next one (59.6 minutes
 * is 1 hour, not 60 minutes).
 */
export type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const LADDER: readonly { unit: TimeUnit; seconds: number; below: number }[] = [
  { unit: 'minute', seconds: MINUTE, below: 60 },
  { unit: 'hour', seconds: 60 * MINUTE, below: 24 },
  { unit: 'day', seconds: DAY, below: 30 },
  { unit: 'month', seconds: 30 * DAY, below: 12 },
  { unit: 'year', seconds: 365 * DAY, below: Infinity },
];

export function inTimeUnit(seconds: number, round: (value: number, unit: TimeUnit) => number): { unit: TimeUnit; value: number } {
  for (const { unit, seconds: size, below } of LADDER) {
    const value = round(seconds / size, unit);
    if (value < below) return { unit, value };
  }
  throw new Error('unreachable: years have no upper bound');
}

/** One decimal at most (3.5 months), none for whole values. */
export const toTenths = (value: number) => Math.round(value * 10) / 10;

import { describe, expect, it } from 'vitest';
import { intervalLabel } from './interval-label';

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('intervalLabel: the next interval written on a grade button', () => {
  it.each([
    [0, '<1 min', 'in less than a minute'],
    [59, '<1 min', 'in less than a minute'],
    [60, '1 min', 'in 1 minute'],
    [10 * MIN, '10 min', 'in 10 minutes'],
    [59 * MIN + 29, '59 min', 'in 59 minutes'],
    // Rounding up to the next unit moves to it.
    [59 * MIN + 40, '1 h', 'in 1 hour'],
    [90 * MIN, '1.5 h', 'in 1.5 hours'],
    [23.96 * HOUR, '1 d', 'in 1 day'],
    [DAY, '1 d', 'in 1 day'],
    [3.4 * DAY, '3 d', 'in 3 days'],
    [29 * DAY, '29 d', 'in 29 days'],
    [29.6 * DAY, '1 mo', 'in 1 month'],
    [105 * DAY, '3.5 mo', 'in 3.5 months'],
    [364 * DAY, '1 y', 'in 1 year'],
    [1.24 * 365 * DAY, '1.2 y', 'in 1.2 years'],
  ])('%s s → %s (%s) in English', (seconds, short, long) => {
    expect(intervalLabel(seconds, 'en')).toEqual({ short, long });
  });

  it.each([
    [30, '<1 мин', 'меньше чем через минуту'],
    [60, '1 мин', 'через 1 минуту'],
    [10 * MIN, '10 мин', 'через 10 минут'],
    [90 * MIN, '1,5 ч', 'через 1,5 часа'],
    [DAY, '1 дн.', 'через 1 день'],
    [3 * DAY, '3 дн.', 'через 3 дня'],
    [12 * DAY, '12 дн.', 'через 12 дней'],
    [105 * DAY, '3,5 мес.', 'через 3,5 месяца'],
    [2 * 365 * DAY, '2 г.', 'через 2 года'],
  ])('%s s → %s (%s) in Russian', (seconds, short, long) => {
    expect(intervalLabel(seconds, 'ru')).toEqual({ short, long });
  });
});

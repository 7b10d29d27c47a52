import { MISTAKE_HALF_LIFE_DAYS } from '@slovo/shared';
import { describe, expect, it } from 'vitest';
import { addMiss, weightAt } from './mistake-weight';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = '2026-09-01T00:00:00Z';
const at = (iso: string, plusDays = 0) => new Date(Date.parse(iso) + plusDays * DAY_MS);
const misses = (...daysAgo: number[]) => daysAgo.reduce<number | null>((stored, days) => addMiss(stored, at(NOW, -days)), null)!;

describe('mistake weight', () => {
  it('a miss weighs 1 when made and halves every half-life', () => {
    const miss = at(NOW);
    expect(weightAt(addMiss(null, miss), miss)).toBeCloseTo(1, 12);
    expect(weightAt(addMiss(null, miss), at(NOW, MISTAKE_HALF_LIFE_DAYS))).toBeCloseTo(0.5, 12);
    expect(weightAt(addMiss(null, miss), at(NOW, 2 * MISTAKE_HALF_LIFE_DAYS))).toBeCloseTo(0.25, 12);
  });

  it('misses add up: two misses now weigh 2, one now and one a half-life ago 1.5', () => {
    expect(weightAt(misses(0, 0), at(NOW))).toBeCloseTo(2, 12);
    expect(weightAt(misses(MISTAKE_HALF_LIFE_DAYS, 0), at(NOW))).toBeCloseTo(1.5, 12);
    expect(weightAt(misses(0, MISTAKE_HALF_LIFE_DAYS), at(NOW))).toBeCloseTo(1.5, 12);
  });

  it('stored numbers order words as their decayed weights do, at any later time', () => {
    const oneRecent = misses(1);
    const twoOld = misses(30, 29); // 2 × ~0.23 against 0.95
    const twoFairlyRecent = misses(7, 7); // 2 × 0.71 against 0.95
    expect(oneRecent).toBeGreaterThan(twoOld);
    expect(twoFairlyRecent).toBeGreaterThan(oneRecent);
    for (const later of [at(NOW), at('2027-09-01T00:00:00Z'), at('2036-01-01T00:00:00Z')]) {
      expect(weightAt(oneRecent, later) > weightAt(twoOld, later)).toBe(true);
      expect(weightAt(twoFairlyRecent, later) > weightAt(oneRecent, later)).toBe(true);
    }
  });

  it('stays finite and ordered centuries on', () => {
    const far = addMiss(addMiss(null, at('2526-01-01T00:00:00Z')), at('2526-01-02T00:00:00Z'));
    expect(Number.isFinite(far)).toBe(true);
    expect(far).toBeGreaterThan(addMiss(null, at('2526-01-02T00:00:00Z')));
  });
});

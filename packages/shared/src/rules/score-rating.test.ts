import { describe, expect, it } from 'vitest';
import { scoreRating } from './score-rating';

describe('scoreRating (spec §9)', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89.9, 'Good'],
    [80, 'Good'],
    [79, 'Fair'],
    [70, 'Fair'],
    [69, 'Needs Practice'],
    [0, 'Needs Practice'],
  ])('%s of 100 is %s', (score, rating) => {
    expect(scoreRating(score)).toBe(rating);
  });

  it('rates the percentage of a custom maximum', () => {
    expect(scoreRating(9, 10)).toBe('Excellent');
    expect(scoreRating(8, 10)).toBe('Good');
    expect(scoreRating(13, 20)).toBe('Needs Practice');
  });

  it('treats nonsense as Needs Practice', () => {
    expect(scoreRating(Number.NaN)).toBe('Needs Practice');
    expect(scoreRating(5, 0)).toBe('Needs Practice');
  });
});

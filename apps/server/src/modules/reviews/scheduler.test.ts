import { FSRS_RATING } from '@slovo/shared';
import { describe, expect, it } from 'vitest';
import type { CardState } from './scheduler';
import { FSRS_STATE, newCard, review } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-01T09:00:00.000Z');
const daysUntilDue = (card: CardState, at: Date) => (Date.parse(card.due) - at.getTime()) / DAY_MS;

/** Answers `grades` in turn, each when the card comes due (or an hour later for short learning steps). */
function play(grades: readonly number[], desiredRetention = 0.9) {
  let card = newCard(START);
  let at = START;
  const intervals: number[] = [];
  for (const grade of grades) {
    card = review(card, grade as 1 | 2 | 3, at, desiredRetention).card;
    intervals.push(daysUntilDue(card, at));
    at = new Date(Math.max(Date.parse(card.due), at.getTime() + 60 * 60 * 1000));
  }
  return { card, intervals, at };
}

describe('scheduler (FSRS through ts-fsrs)', () => {
  it('a new card is due at once, state New, never reviewed', () => {
    expect(newCard(START)).toMatchObject({
      due: START.toISOString(),
      state: FSRS_STATE.New,
      reps: 0,
      lapses: 0,
      lastReview: null,
    });
  });

  it('a word answered right several times moves further out each time', () => {
    const { card, intervals } = play([3, 3, 3, 3, 3, 3]);
    expect(card.state).toBe(FSRS_STATE.Review);
    expect(card.reps).toBe(6);
    // After the short learning steps, each interval is longer than the one before.
    const reviewIntervals = intervals.slice(2);
    for (let index = 1; index < reviewIntervals.length; index += 1) {
      expect(reviewIntervals[index]).toBeGreaterThan(reviewIntervals[index - 1]!);
    }
    expect(reviewIntervals.at(-1)).toBeGreaterThan(30);
  });

  it('a wrong answer brings a learned word back: due within the day, one lapse more, Relearning', () => {
    const learned = play([3, 3, 3, 3]);
    expect(learned.card.state).toBe(FSRS_STATE.Review);
    const lapsed = review(learned.card, FSRS_RATING.Again, learned.at, 0.9);
    expect(lapsed.card.state).toBe(FSRS_STATE.Relearning);
    expect(lapsed.card.lapses).toBe(learned.card.lapses + 1);
    expect(daysUntilDue(lapsed.card, learned.at)).toBeLessThan(1);
    expect(lapsed.card.stability).toBeLessThan(learned.card.stability);
    expect(lapsed.elapsedDays).toBeGreaterThan(1);
  });

  it('a recognised word (Hard) moves less far than a recalled one (Good)', () => {
    const learned = play([3, 3, 3]);
    const hard = review(learned.card, FSRS_RATING.Hard, learned.at, 0.9).card;
    const good = review(learned.card, FSRS_RATING.Good, learned.at, 0.9).card;
    expect(Date.parse(hard.due)).toBeLessThan(Date.parse(good.due));
    expect(hard.state).toBe(FSRS_STATE.Review);
  });

  it('a higher desired retention gives shorter intervals', () => {
    const relaxed = play([3, 3, 3, 3], 0.8).intervals.at(-1)!;
    const usual = play([3, 3, 3, 3], 0.9).intervals.at(-1)!;
    const strict = play([3, 3, 3, 3], 0.97).intervals.at(-1)!;
    expect(strict).toBeLessThan(usual);
    expect(usual).toBeLessThan(relaxed);
  });

  it('elapsedDays is the exact gap since the previous review', () => {
    const first = review(newCard(START), FSRS_RATING.Good, START, 0.9);
    expect(first.elapsedDays).toBe(0);
    const later = new Date(START.getTime() + 1.5 * DAY_MS);
    expect(review(first.card, FSRS_RATING.Good, later, 0.9).elapsedDays).toBeCloseTo(1.5, 6);
  });
});

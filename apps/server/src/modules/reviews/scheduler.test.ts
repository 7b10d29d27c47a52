import { FSRS_RATING, LEARNED_STABILITY_DAYS } from '@slovo/shared';
import { describe, expect, it } from 'vitest';
import type { CardState } from './scheduler';
import { FSRS_STATE, newCard, review } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-01T09:00:00.000Z');
const daysUntilDue = (card: CardState, at: Date) => (Date.parse(card.due) - at.getTime()) / DAY_MS;

/** Answers `grades` in turn, each when the card comes due (every answer schedules in whole days). */
function play(grades: readonly number[], desiredRetention = 0.9) {
  let card = newCard(START);
  let at = START;
  const intervals: number[] = [];
  for (const grade of grades) {
    card = review(card, grade as 1 | 2 | 3, at, desiredRetention).card;
    intervals.push(daysUntilDue(card, at));
    at = new Date(Date.parse(card.due));
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

  it('has no short-term learning steps: a first answer schedules in days, and the card is in Review', () => {
    // Again → tomorrow, Hard → in 2 days, Good → in 3: never minutes, since a game asks each word once per round.
    for (const [grade, days] of [
      [FSRS_RATING.Again, 1],
      [FSRS_RATING.Hard, 2],
      [FSRS_RATING.Good, 3],
    ] as const) {
      const { card } = review(newCard(START), grade, START, 0.9);
      expect(daysUntilDue(card, START), `grade ${grade}`).toBe(days);
      expect(card.state).toBe(FSRS_STATE.Review);
      expect(card.learningSteps).toBe(0);
    }
  });

  it('a word answered right several times moves further out each time', () => {
    const { card, intervals } = play([3, 3, 3, 3]);
    expect(card.state).toBe(FSRS_STATE.Review);
    expect(card.reps).toBe(4);
    expect(intervals).toEqual([3, 14, 57, 196]);
  });

  it('a recognition-only learner (Hard on each due date) is scheduled further out each time and reaches learned', () => {
    // Quiz and Memory Match successes are Hard. With learning steps a new card answered Hard stayed
    // in Learning, due at once, forever; now each answer moves it out and its stability grows.
    let card = newCard(START);
    let at = START;
    const intervals: number[] = [];
    const stabilities: number[] = [];
    for (let answer = 0; answer < 6; answer += 1) {
      card = review(card, FSRS_RATING.Hard, at, 0.9).card;
      intervals.push(daysUntilDue(card, at));
      stabilities.push(card.stability);
      expect(card.state).toBe(FSRS_STATE.Review);
      at = new Date(card.due);
    }
    expect(intervals).toEqual([2, 4, 9, 15, 23, 32]);
    for (let index = 1; index < stabilities.length; index += 1) {
      expect(stabilities[index]).toBeGreaterThan(stabilities[index - 1]!);
    }
    // Learned from the third answer on (stability 8.9 days), and not before.
    expect(stabilities.map((stability) => stability >= LEARNED_STABILITY_DAYS)).toEqual([false, false, true, true, true, true]);
    expect(card.reps).toBe(6);
    expect(card.lapses).toBe(0);
  });

  it('a wrong answer brings a learned word back: due by tomorrow, one lapse more, no longer learned', () => {
    const learned = play([2, 2, 2]); // recognised three times: stability 8.9 days, learned
    expect(learned.card.stability).toBeGreaterThanOrEqual(LEARNED_STABILITY_DAYS);
    const lapsed = review(learned.card, FSRS_RATING.Again, learned.at, 0.9);
    expect(lapsed.card.state).toBe(FSRS_STATE.Review);
    expect(lapsed.card.lapses).toBe(learned.card.lapses + 1);
    expect(daysUntilDue(lapsed.card, learned.at)).toBe(1);
    expect(lapsed.card.stability).toBeLessThan(LEARNED_STABILITY_DAYS);
    expect(lapsed.elapsedDays).toBe(9);
  });

  it('a wrong answer brings even a long-learned word back within days, no longer learned', () => {
    const learned = play([3, 3, 3, 3]); // next due in 196 days
    const lapsed = review(learned.card, FSRS_RATING.Again, learned.at, 0.9).card;
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.stability).toBeLessThan(LEARNED_STABILITY_DAYS);
    expect(daysUntilDue(lapsed, learned.at)).toBeLessThan(LEARNED_STABILITY_DAYS);
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

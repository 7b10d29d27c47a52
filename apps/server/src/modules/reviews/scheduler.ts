import type { FsrsGrade, ReviewGrade } from '@slovo/shared';
import { GRADE_RATING, REVIEW_GRADES } from '@slovo/shared';
import type { Card, FSRS, Grade } from 'ts-fsrs';
import { createEmptyCard, fsrs } from 'ts-fsrs';
import type { FsrsState } from '../../db/schema';

/**
 * FSRS through ts-fsrs, and the only file that imports it (its next major changes the API: one
 * file to port). Default parameters (FSRS-6), no fuzz (a schedule must be reproducible in tests).
 *
 * No short-term learning steps (`enable_short_term: false`): steps of 1 and 10 minutes are made for
 * a deck reviewed card after card, and a game asks each word once per round, so the next answer
 * comes in a later round, not in ten minutes. Measured with the steps on: a new card answered Hard
 * (every Quiz and Memory Match success) stays in Learning and due at once however often it is
 * answered, so a recognition-only learner's words would never be scheduled out nor counted learned.
 * Without them every answer schedules in days (Hard ×6: 2, 4, 9, 15, 23, 32 days; Good ×4: 3, 14,
 * 57, 196; a miss on a young word: tomorrow, on an older one: within days, by what stability it keeps), and FSRS-6 still models same-day reviews through its stability.
 */

/** A card as the reviews feature stores it: ts-fsrs's Card with ISO times. */
export interface CardState {
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: FsrsState;
  lastReview: string | null;
}

export interface ScheduledReview {
  card: CardState;
  /** Days since the card's previous review (0 for its first), fractional: the optimiser wants the exact gap. */
  elapsedDays: number;
}

export const FSRS_STATE = { New: 0, Learning: 1, Review: 2, Relearning: 3 } as const satisfies Record<string, FsrsState>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One scheduler per desired retention in use (a handful at most): ts-fsrs precomputes per instance. */
const schedulers = new Map<number, FSRS>();
function schedulerFor(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: desiredRetention, enable_fuzz: false, enable_short_term: false });
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

/** A word never reviewed: due at `at`, state New. */
export function newCard(at: Date): CardState {
  return fromFsrs(createEmptyCard(at));
}

/** The card after one answer graded `grade` at `at` (never earlier than the card's last review: the caller makes sure). */
export function review(card: CardState, grade: FsrsGrade, at: Date, desiredRetention: number): ScheduledReview {
  const next = schedulerFor(desiredRetention).next(toFsrs(card), at, grade as Grade).card;
  const elapsedDays = card.lastReview === null ? 0 : Math.max(0, (at.getTime() - Date.parse(card.lastReview)) / DAY_MS);
  return { card: fromFsrs(next), elapsedDays };
}

/**
 * Seconds from `at` until the card would be due after each grade (what Review's buttons show, as
 * Anki writes the next interval on each). Reviewed at `at`, or at the card's last review if later.
 */
export function nextIntervals(card: CardState, at: Date, desiredRetention: number): Record<ReviewGrade, number> {
  const lastReview = card.lastReview === null ? -Infinity : Date.parse(card.lastReview);
  const when = lastReview > at.getTime() ? new Date(lastReview) : at;
  const intervals = {} as Record<ReviewGrade, number>;
  for (const grade of REVIEW_GRADES) {
    const next = review(card, GRADE_RATING[grade], when, desiredRetention).card;
    intervals[grade] = Math.max(0, Math.round((Date.parse(next.due) - at.getTime()) / 1000));
  }
  return intervals;
}

function toFsrs(card: CardState): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0, // deprecated in ts-fsrs 5; it computes the gap from last_review
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.lastReview === null ? {} : { last_review: new Date(card.lastReview) }),
  };
}

function fromFsrs(card: Card): CardState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as FsrsState,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

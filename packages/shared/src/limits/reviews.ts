import { PLAY_IDS } from '../constants';
import { REVIEW_GRADES } from '../rules/review-grades';
import { REVIEW_DIRECTIONS, REVIEW_SKILLS, SKILL_DIRECTIONS } from '../rules/review-skills';

/**
 * Limits and messages of spaced repetition (issue 15), apart from the zod schemas
 * (schemas/reviews.ts) and the outcome → rating rules (rules/review-rating.ts).
 */

/** FSRS's desired retention: the chance of recalling a word when it comes due. */
export const DEFAULT_DESIRED_RETENTION = 0.9;
/** Below 0.7 reviews come so late that most are forgotten; above 0.97 the workload explodes. */
export const MIN_DESIRED_RETENTION = 0.7;
export const MAX_DESIRED_RETENTION = 0.97;

/** One game's answers at most: the largest category a round can play ("All" words). */
export const MAX_ANSWERS_PER_GAME = 1000;
/** The due queue and the mistake book answer at most this many words per request. */
export const MAX_REVIEW_WORDS = 500;
export const DEFAULT_REVIEW_WORDS = 20;
/** The Review screen takes cards due this soon too, as Anki's learn-ahead limit does. */
export const REVIEW_LEARN_AHEAD_MINUTES = 20;
/** A game older than this is refused (a preview visit's stored games are merged within it). */
export const MAX_REVIEW_AGE_DAYS = 365;
/** playedAt may run ahead of the server's clock by this much (clock skew), no more. */
export const MAX_REVIEW_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Local time offsets the world uses: UTC−14:00 … UTC+14:00. */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

/**
 * A word counts as learned once FSRS's stability for it reaches this many days: it would still be
 * recalled with 90 % probability after a week (two clean recalls on different days, or three
 * recognitions, get there; a miss falls back below it). Home's "learned", /stats and the mistake
 * book (a word leaves it when learned) all use this one rule.
 */
export const LEARNED_STABILITY_DAYS = 7;

/** A miss weighs half as much after this many days (the mistake book's order). */
export const MISTAKE_HALF_LIFE_DAYS = 14;
/** Reviews per day are shown for this many days back (the /stats heatmap). */
export const STATS_HEATMAP_DAYS = 365;
/** True retention is measured over this many days. */
export const STATS_RETENTION_DAYS = 30;
/** The due forecast covers today and the next days, this many in all. */
export const STATS_FORECAST_DAYS = 7;

/**
 * The picker's two extra choices: not categories but word lists the server picks, chosen like a
 * category under these names (no category name may start with a double underscore).
 */
export const DUE_REVIEW_LIST = '__due';
export const MISTAKES_LIST = '__mistakes';
export const REVIEW_LIST_LABELS = {
  [DUE_REVIEW_LIST]: (count: number) => `Due for review (${count})`,
  [MISTAKES_LIST]: (count: number) => `My mistakes (${count})`,
} as const;

export const REVIEW_MESSAGES = {
  playIdInvalid: 'playId must be a UUID',
  unknownGame: `Unknown game: use one of ${PLAY_IDS.join(', ')}`,
  playedAtInvalid: 'playedAt must be an ISO 8601 date and time',
  playedAtOutOfRange: `playedAt must lie within the last ${MAX_REVIEW_AGE_DAYS} days and not in the future`,
  utcOffsetInvalid: `utcOffsetMinutes must be a whole number from -${MAX_UTC_OFFSET_MINUTES} to ${MAX_UTC_OFFSET_MINUTES}`,
  answersRequired: `answers must be a list of 1 to ${MAX_ANSWERS_PER_GAME} answers`,
  wordIdInvalid: 'wordId must be a positive whole number',
  outcomeInvalid: 'outcome must be one of right, right-with-help, wrong, skipped',
  outcomeNotInGame: (gameId: string, outcome: string) => `${gameId} has no outcome ${outcome}`,
  duplicateWord: 'Each card (word, skill and direction) may be answered once per game',
  skillInvalid: `skill must be one of ${REVIEW_SKILLS.join(', ')}`,
  directionInvalid: `direction must be one of ${REVIEW_DIRECTIONS.join(', ')}`,
  directionNotOfSkill: (skill: keyof typeof SKILL_DIRECTIONS, direction: string) =>
    `${skill} has no direction ${direction}: use ${SKILL_DIRECTIONS[skill].join(' or ')}`,
  directionWithoutSkill: 'direction needs a skill',
  gradeInvalid: `grade must be one of ${REVIEW_GRADES.join(', ')}`,
  gradeRequired: 'Review answers carry a grade (again, hard, good, easy), not an outcome',
  outcomeRequired: 'Each answer needs an outcome (a grade is for review only)',
  skillNotOfPlay: (playId: string, skill: string) => `${playId} does not record ${skill}`,
  countInvalid: `count must be a whole number from 1 to ${MAX_REVIEW_WORDS}`,
  retentionInvalid: `desiredRetention must be a number from ${MIN_DESIRED_RETENTION} to ${MAX_DESIRED_RETENTION}`,
} as const;

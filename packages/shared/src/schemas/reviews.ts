import { z } from 'zod';
import { PLAY_IDS, REVIEW_PLAY_ID } from '../constants';
import {
  DEFAULT_REVIEW_WORDS,
  MAX_ANSWERS_PER_GAME,
  MAX_DESIRED_RETENTION,
  MAX_REVIEW_WORDS,
  MAX_UTC_OFFSET_MINUTES,
  MIN_DESIRED_RETENTION,
  REVIEW_MESSAGES,
} from '../limits/reviews';
import { REVIEW_GRADES, REVIEW_OUTCOMES, playRecordsSkill } from '../rules/review-rating';
import type { PlayId } from '../constants';
import type { ReviewDirection, ReviewSkill } from '../rules/review-skills';
import { REVIEW_DIRECTIONS, REVIEW_SKILLS, isDirectionOfSkill } from '../rules/review-skills';
import { vocabularyWordSchema } from './vocabulary';

/**
 * Spaced repetition (issue 15). Every word a signed-in player answers in a game becomes a review
 * of that word; the server keeps one FSRS card per user × word and a log of every review.
 *
 * POST /reviews records one finished game at once, in one transaction. It is idempotent: the
 * client makes a `playId` (a UUID) per finished round and sends it with every try, and a playId
 * already recorded for the caller records nothing more (`recorded: false`). Words the caller cannot
 * see (deleted, somebody's private word) are skipped and counted in `ignored`. Answers are applied
 * in the order given, at `playedAt` (a card's reviews never go back in time: an answer older than
 * the card's last review counts as made at that review).
 * `utcOffsetMinutes` is the player's offset from UTC at `playedAt` (east positive, so Moscow is
 * 180; JavaScript's `-new Date().getTimezoneOffset()`): it decides the local day the reviews count
 * for in /stats.
 */

export const reviewOutcomeSchema = z.enum(REVIEW_OUTCOMES, { error: REVIEW_MESSAGES.outcomeInvalid });
export const reviewGameIdSchema = z.enum(PLAY_IDS, { error: REVIEW_MESSAGES.unknownGame });
export const reviewGradeSchema = z.enum(REVIEW_GRADES, { error: REVIEW_MESSAGES.gradeInvalid });

const utcOffsetSchema = z
  .number({ error: REVIEW_MESSAGES.utcOffsetInvalid })
  .int(REVIEW_MESSAGES.utcOffsetInvalid)
  .min(-MAX_UTC_OFFSET_MINUTES, REVIEW_MESSAGES.utcOffsetInvalid)
  .max(MAX_UTC_OFFSET_MINUTES, REVIEW_MESSAGES.utcOffsetInvalid);

export const reviewSkillSchema = z.enum(REVIEW_SKILLS, { error: REVIEW_MESSAGES.skillInvalid });
export const reviewDirectionSchema = z.enum(REVIEW_DIRECTIONS, { error: REVIEW_MESSAGES.directionInvalid });

/** A skill and direction that may each be left out (rules/review-skills.ts cardKindOf), checked together. */
const cardKindFields = {
  skill: reviewSkillSchema.optional(),
  direction: reviewDirectionSchema.optional(),
};
function checkCardKind(kind: { skill?: ReviewSkill | undefined; direction?: ReviewDirection | undefined }, ctx: z.RefinementCtx) {
  if (kind.direction === undefined) return;
  if (kind.skill === undefined)
    ctx.addIssue({ code: 'custom', path: ['direction'], message: REVIEW_MESSAGES.directionWithoutSkill });
  else if (!isDirectionOfSkill(kind.skill, kind.direction)) {
    ctx.addIssue({
      code: 'custom',
      path: ['direction'],
      message: REVIEW_MESSAGES.directionNotOfSkill(kind.skill, kind.direction),
    });
  }
}

/**
 * One answer: of a word, in a skill and direction (issue 33 §1). Both may be left out: an answer
 * without them is of the word's meaning, in en-ru (what every game recorded before). A game or
 * drill sends the answer's `outcome`; the Review screen sends the learner's `grade` instead.
 */
export const reviewAnswerSchema = z
  .object({
    wordId: z
      .number({ error: REVIEW_MESSAGES.wordIdInvalid })
      .int(REVIEW_MESSAGES.wordIdInvalid)
      .min(1, REVIEW_MESSAGES.wordIdInvalid)
      .max(2_147_483_647, REVIEW_MESSAGES.wordIdInvalid),
    outcome: reviewOutcomeSchema.optional(),
    grade: reviewGradeSchema.optional(),
    ...cardKindFields,
  })
  .superRefine((answer, ctx) => checkCardKind({ skill: answer.skill ?? 'meaning', direction: answer.direction }, ctx));
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** Review answers carry a grade, the others an outcome; each play records its own skills. */
function checkPlayAnswers(request: { gameId: PlayId; answers: ReviewAnswer[] }, ctx: z.RefinementCtx) {
  const graded = request.gameId === REVIEW_PLAY_ID;
  request.answers.forEach((answer, index) => {
    if (
      graded
        ? answer.grade === undefined || answer.outcome !== undefined
        : answer.outcome === undefined || answer.grade !== undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['answers', index],
        message: graded ? REVIEW_MESSAGES.gradeRequired : REVIEW_MESSAGES.outcomeRequired,
      });
    }
    const skill = answer.skill ?? 'meaning';
    if (!playRecordsSkill(request.gameId, skill)) {
      ctx.addIssue({
        code: 'custom',
        path: ['answers', index, 'skill'],
        message: REVIEW_MESSAGES.skillNotOfPlay(request.gameId, skill),
      });
    }
  });
}

/** POST /reviews. Outcomes must be ones the game can report (rules/review-rating.ts), word ids unique. */
export const recordReviewsRequestSchema = z
  .object({
    playId: z.uuid({ error: REVIEW_MESSAGES.playIdInvalid }),
    gameId: reviewGameIdSchema,
    /** When the round finished (ISO 8601 with offset or Z). */
    playedAt: z.iso.datetime({ offset: true, error: REVIEW_MESSAGES.playedAtInvalid }),
    utcOffsetMinutes: utcOffsetSchema,
    answers: z
      .array(reviewAnswerSchema, { error: REVIEW_MESSAGES.answersRequired })
      .min(1, REVIEW_MESSAGES.answersRequired)
      .max(MAX_ANSWERS_PER_GAME, REVIEW_MESSAGES.answersRequired),
  })
  .superRefine(checkPlayAnswers);
export type RecordReviewsRequest = z.infer<typeof recordReviewsRequestSchema>;

export const recordReviewsResponseSchema = z.object({
  /** false: this playId was recorded before, nothing changed. */
  recorded: z.boolean(),
  /** Answers recorded as reviews now (0 when recorded is false). */
  reviewed: z.number().int(),
  /** Answers skipped because their word is gone or not the caller's to see. */
  ignored: z.number().int(),
});
export type RecordReviewsResponse = z.infer<typeof recordReviewsResponseSchema>;

/**
 * GET /reviews/due and /reviews/mistakes: `?count=` 1–500, 20 when absent; `?skill=` and
 * `?direction=` keep the cards of that skill (in that direction); without them, every card.
 */
export const reviewListQuerySchema = z
  .object({
    count: z.coerce
      .number({ error: REVIEW_MESSAGES.countInvalid })
      .int(REVIEW_MESSAGES.countInvalid)
      .min(1, REVIEW_MESSAGES.countInvalid)
      .max(MAX_REVIEW_WORDS, REVIEW_MESSAGES.countInvalid)
      .default(DEFAULT_REVIEW_WORDS),
    ...cardKindFields,
  })
  .superRefine(checkCardKind);
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** A listed card: its word, as a category's word is answered (games play it unchanged), and what it practises. */
export const reviewCardWordSchema = vocabularyWordSchema.extend({
  skill: reviewSkillSchema,
  direction: reviewDirectionSchema,
});
export type ReviewCardWord = z.infer<typeof reviewCardWordSchema>;

/**
 * GET /reviews/due: cards due now, the longest overdue first; `total` counts them all. A word
 * due in two skills or directions is listed once for each, unless the filters keep one.
 */
export const dueReviewsResponseSchema = z.object({
  total: z.number().int(),
  words: z.array(reviewCardWordSchema),
});
export type DueReviewsResponse = z.infer<typeof dueReviewsResponseSchema>;

/** GET /reviews/queue: `?count=` as the lists take it. */
export const reviewQueueQuerySchema = z.object({
  count: z.coerce
    .number({ error: REVIEW_MESSAGES.countInvalid })
    .int(REVIEW_MESSAGES.countInvalid)
    .min(1, REVIEW_MESSAGES.countInvalid)
    .max(MAX_REVIEW_WORDS, REVIEW_MESSAGES.countInvalid)
    .default(DEFAULT_REVIEW_WORDS),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

/** Seconds from now until a card would be due again after each grade (what Review's buttons show). */
export const gradeIntervalsSchema = z.object({
  again: z.number().int(),
  hard: z.number().int(),
  good: z.number().int(),
  easy: z.number().int(),
});
export type GradeIntervals = z.infer<typeof gradeIntervalsSchema>;

/**
 * GET /reviews/queue: the Review screen's cards (issue 33 §3) — every card of every skill due
 * within the next REVIEW_LEARN_AHEAD_MINUTES (Anki's learn-ahead: a card failed a minute ago comes
 * back before the session ends), the longest overdue first, each with its next intervals; `total`
 * counts them all; `nextDueAt` is when the next card after those comes due (null: no cards at all).
 */
export const reviewQueueResponseSchema = z.object({
  total: z.number().int(),
  cards: z.array(reviewCardWordSchema.extend({ intervals: gradeIntervalsSchema })),
  nextDueAt: z.string().nullable(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const mistakeWordSchema = reviewCardWordSchema.extend({
  /** How often the word was missed. */
  misses: z.number().int(),
  /** The games it was missed in. */
  games: z.array(reviewGameIdSchema),
  lastMissedAt: z.string(),
});
export type MistakeWord = z.infer<typeof mistakeWordSchema>;

/**
 * GET /reviews/mistakes: the mistake book, the heaviest first. Each miss weighs 1 and halves every
 * MISTAKE_HALF_LIFE_DAYS, so recent misses weigh more; a word leaves the book once it is learned
 * again (FSRS stability of LEARNED_STABILITY_DAYS or more: answered right in successive reviews).
 */
export const mistakesResponseSchema = z.object({
  total: z.number().int(),
  words: z.array(mistakeWordSchema),
});
export type MistakesResponse = z.infer<typeof mistakesResponseSchema>;

/** One game's line on Home: distinct words played in it, and how many of those are learned. */
export const gameWordsSummarySchema = z.object({ played: z.number().int(), learned: z.number().int() });
export const reviewSummaryResponseSchema = z.object({
  /** Cards due now, of every skill. */
  due: z.number().int(),
  /** Cards in the mistake book, of every skill. */
  mistakes: z.number().int(),
  /** The same per skill and direction the learner has cards of (what each picker's lists hold). */
  skills: z.array(
    z.object({ skill: reviewSkillSchema, direction: reviewDirectionSchema, due: z.number().int(), mistakes: z.number().int() }),
  ),
  games: z.object({
    game1: gameWordsSummarySchema,
    game2: gameWordsSummarySchema,
    game3: gameWordsSummarySchema,
    game4: gameWordsSummarySchema,
    game5: gameWordsSummarySchema,
  }),
});
/**
 * GET /reviews/summary: what Home and the pickers show. A game's line counts words (a word played
 * both ways is one), learned when one of its meaning cards is: FSRS stability of
 * LEARNED_STABILITY_DAYS or more.
 */
export type ReviewSummaryResponse = z.infer<typeof reviewSummaryResponseSchema>;

export const reviewSettingsSchema = z.object({
  desiredRetention: z
    .number({ error: REVIEW_MESSAGES.retentionInvalid })
    .min(MIN_DESIRED_RETENTION, REVIEW_MESSAGES.retentionInvalid)
    .max(MAX_DESIRED_RETENTION, REVIEW_MESSAGES.retentionInvalid),
});
/** GET and PUT /reviews/settings (PUT answers the stored settings). */
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** GET /stats?utcOffsetMinutes=: days are the caller's local days at that offset (0 when absent). */
export const statsQuerySchema = z.object({
  utcOffsetMinutes: z.coerce
    .number({ error: REVIEW_MESSAGES.utcOffsetInvalid })
    .int(REVIEW_MESSAGES.utcOffsetInvalid)
    .min(-MAX_UTC_OFFSET_MINUTES, REVIEW_MESSAGES.utcOffsetInvalid)
    .max(MAX_UTC_OFFSET_MINUTES, REVIEW_MESSAGES.utcOffsetInvalid)
    .default(0),
});
export type StatsQuery = z.output<typeof statsQuerySchema>;

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /stats, for the caller:
 * - days: reviews per local day (the day counted by each game's playedAt + utcOffsetMinutes), the
 *   last STATS_HEATMAP_DAYS days up to today, only days with reviews, oldest first;
 * - streak: current = consecutive days with reviews ending today (or yesterday, when today has
 *   none yet); longest = the longest such run ever;
 * - categories: per category the caller has reviewed words in, its words learned (stability of
 *   LEARNED_STABILITY_DAYS or more), learning (every other reviewed word) and new (never reviewed);
 * - retention: reviews in the last STATS_RETENTION_DAYS days of words reviewed before (FSRS state
 *   Review; a word's first review is left out) and the share of them passed (rate null when there
 *   were none) — FSRS's "true retention";
 * - forecast: cards coming due on each of the next STATS_FORECAST_DAYS local days, today first
 *   (today includes every overdue card);
 * - skills: per skill and direction the learner has cards of, in CARD_KINDS order: cards, learned,
 *   due now, and the retention as above, so a learner sees which skill is weakest.
 * Categories count words by their meaning cards (a word learned either way is learned); totals
 * and skills count cards.
 */
const retentionSchema = z.object({ reviews: z.number().int(), passed: z.number().int(), rate: z.number().nullable() });

export const statsResponseSchema = z.object({
  today: isoDateSchema,
  days: z.array(z.object({ date: isoDateSchema, reviews: z.number().int() })),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  categories: z.array(
    z.object({
      name: z.string(),
      displayName: z.string(),
      learned: z.number().int(),
      learning: z.number().int(),
      new: z.number().int(),
    }),
  ),
  retention: retentionSchema,
  forecast: z.array(z.object({ date: isoDateSchema, due: z.number().int() })),
  totals: z.object({ reviews: z.number().int(), cards: z.number().int(), learned: z.number().int() }),
  skills: z.array(
    z.object({
      skill: reviewSkillSchema,
      direction: reviewDirectionSchema,
      cards: z.number().int(),
      learned: z.number().int(),
      due: z.number().int(),
      retention: retentionSchema,
    }),
  ),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

import type {
  CardKind,
  FsrsGrade,
  PlayId,
  ReviewAnswer,
  ReviewOutcome,
  DueReviewsResponse,
  MistakesResponse,
  RecordReviewsRequest,
  RecordReviewsResponse,
  ReviewListQuery,
  ReviewQueueQuery,
  ReviewQueueResponse,
  ReviewSettings,
  ReviewSummaryResponse,
} from '@slovo/shared';
import {
  DEFAULT_DESIRED_RETENTION,
  GAME_IDS,
  GRADE_RATING,
  REVIEW_PLAY_ID,
  cardKindOf,
  gradeOutcome,
  ratingFor,
  inKindOrder,
  MAX_REVIEW_AGE_DAYS,
  MAX_REVIEW_CLOCK_SKEW_MS,
  REVIEW_LEARN_AHEAD_MINUTES,
  REVIEW_MESSAGES,
  isOutcomeOfGame,
} from '@slovo/shared';
import { badRequest } from '../../app-error';
import { invalidateLearnerAnswers } from '../../cache/learner-answer-versions';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { afterCommit, withTransaction } from '../../db/transaction';
import { filterVisible } from '../vocabulary';
import { applyAnswer } from './apply-answer';
import { gameBit } from './game-bits';
import { historyCsvHeader, historyCsvLine } from './history-csv';
import { presentMistakeWord, presentReviewWord } from './reviews.presenter';
import type { CardFilter, CardRecord, ReviewDayWrite, ReviewLogWrite } from './reviews.repository';
import {
  addReviewDays,
  bumpReviewVersion,
  cardKey,
  claimPlay,
  countDue,
  countDuePerKind,
  countMistakes,
  countPlayedPerGame,
  findCards,
  findDesiredRetention,
  findNextDue,
  findHiddenCategoryIds,
  findWordAccess,
  insertReviewLog,
  listDue,
  listHistoryPage,
  listMistakes,
  lockUserReviews,
  saveCards,
  saveDesiredRetention,
} from './reviews.repository';
import { newCard, nextIntervals } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Log rows per page of the CSV: the file streams, a page at a time in memory. */
const HISTORY_PAGE = 1000;

/** The rules zod cannot see: outcomes the game can report, one answer per card, a plausible time. */
function checkGame(request: RecordReviewsRequest, now: Date): Date {
  const { gameId } = request;
  for (const { outcome } of request.answers) {
    if (gameId !== REVIEW_PLAY_ID && outcome !== undefined && !isOutcomeOfGame(gameId, outcome)) {
      throw badRequest(REVIEW_MESSAGES.outcomeNotInGame(gameId, outcome));
    }
  }
  if (new Set(request.answers.map((answer) => cardKey(answer.wordId, cardKindOf(answer)))).size !== request.answers.length) {
    throw badRequest(REVIEW_MESSAGES.duplicateWord);
  }
  const playedAt = new Date(request.playedAt);
  const age = now.getTime() - playedAt.getTime();
  if (age > MAX_REVIEW_AGE_DAYS * DAY_MS || age < -MAX_REVIEW_CLOCK_SKEW_MS) {
    throw badRequest(REVIEW_MESSAGES.playedAtOutOfRange);
  }
  return playedAt;
}

/** An answer's outcome and FSRS rating: a game's outcome rated by its rules, or Review's own grade. */
function graded(playId: PlayId, answer: ReviewAnswer): { outcome: ReviewOutcome; rating: FsrsGrade } {
  // The request schema made sure Review's answers carry a grade and every other play's an outcome.
  if (playId === REVIEW_PLAY_ID) return { outcome: gradeOutcome(answer.grade!), rating: GRADE_RATING[answer.grade!] };
  return { outcome: answer.outcome!, rating: ratingFor(playId, answer.outcome!) };
}

/** The player's local date ('YYYY-MM-DD') at `at`, `utcOffsetMinutes` east of UTC. */
export const localDay = (at: Date, utcOffsetMinutes: number): string =>
  new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

const emptyCard = (wordId: number, kind: CardKind, categoryId: number, at: Date): CardRecord => ({
  wordId,
  ...kind,
  categoryId,
  ...newCard(at),
  missCount: 0,
  mistakeWeight: null,
  lastMissedAt: null,
  missedGames: 0,
  playedGames: 0,
  learned: false,
});

/** The day's counts of one kind of card, made on its first answer. */
function dayCounts(days: Map<string, ReviewDayWrite>, day: string, kind: CardKind): ReviewDayWrite {
  const key = `${kind.skill}|${kind.direction}`;
  const counts = days.get(key) ?? { day, ...kind, reviews: 0, reviewStateReviews: 0, reviewStatePasses: 0 };
  days.set(key, counts);
  return counts;
}

/**
 * Records one finished game (see recordReviewsRequestSchema): once per playId, in one transaction;
 * each answer of a word the caller may see is applied to the card of its skill and direction in
 * order (apply-answer.ts), and the cards, the log rows and the day's counts per kind of card are
 * written in a few multi-row statements.
 */
export async function recordReviews(context: ServiceContext, request: RecordReviewsRequest): Promise<RecordReviewsResponse> {
  const actor = requireActor(context);
  const now = context.clock.now();
  const playedAt = checkGame(request, now);
  const { gameId } = request;

  return withTransaction(context.db, async (trx) => {
    const claimed = await claimPlay(trx, {
      userId: actor.id,
      playId: request.playId,
      gameId,
      playedAt: playedAt.toISOString(),
      now: now.toISOString(),
    });
    if (!claimed) return { recorded: false, reviewed: 0, ignored: 0 };
    await lockUserReviews(trx, actor.id);
    await bumpReviewVersion(trx, actor.id);
    afterCommit(trx, () => invalidateLearnerAnswers(actor.id));

    const desiredRetention = (await findDesiredRetention(trx, actor.id)) ?? DEFAULT_DESIRED_RETENTION;
    const access = await findWordAccess(
      trx,
      request.answers.map((answer) => answer.wordId),
    );
    const visible = new Map((await filterVisible(trx, actor, access)).map((word) => [word.id, word.category_id]));
    const answers = request.answers.filter((answer) => visible.has(answer.wordId));
    const cards = await findCards(trx, actor.id, [...visible.keys()]);

    const day = localDay(playedAt, request.utcOffsetMinutes);
    const days = new Map<string, ReviewDayWrite>();
    const log: ReviewLogWrite[] = [];
    const saved: CardRecord[] = [];
    for (const answer of answers) {
      const kind = cardKindOf(answer);
      const before =
        cards.get(cardKey(answer.wordId, kind)) ?? emptyCard(answer.wordId, kind, visible.get(answer.wordId)!, playedAt);
      const applied = applyAnswer(before, { gameId, ...graded(gameId, answer), playedAt }, desiredRetention);
      saved.push(applied.after);
      log.push({ ...applied.entry, user_id: actor.id, play_id: request.playId, game_id: gameId });
      const counts = dayCounts(days, day, kind);
      counts.reviews += 1;
      if (applied.ofReviewCard) {
        counts.reviewStateReviews += 1;
        if (applied.passed) counts.reviewStatePasses += 1;
      }
    }

    await saveCards(trx, actor.id, saved);
    await insertReviewLog(trx, log);
    await addReviewDays(trx, actor.id, [...days.values()]);
    return { recorded: true, reviewed: answers.length, ignored: request.answers.length - answers.length };
  });
}

const filterOf = (query: ReviewListQuery): CardFilter => ({
  ...(query.skill === undefined ? {} : { skill: query.skill }),
  ...(query.direction === undefined ? {} : { direction: query.direction }),
});

/**
 * The cards due now (of the query's skill and direction, or every one), the longest overdue first.
 * `total` counts the caller's due cards the way `words` lists them: a word of a category its owner
 * has made private since is in neither (its card is kept, and counts again if the category is
 * shared again). The count reads the index alone while no such category exists, so it stays cheap
 * at 20,000 cards.
 */
export async function getDueReviews(context: ServiceContext, query: ReviewListQuery): Promise<DueReviewsResponse> {
  const actor = requireActor(context);
  const now = context.clock.now().toISOString();
  const filter = filterOf(query);
  const hidden = await findHiddenCategoryIds(context.db, actor);
  const [total, rows] = await Promise.all([
    countDue(context.db, actor.id, now, hidden, filter),
    listDue(context.db, actor, now, query.count, filter),
  ]);
  return { total, words: rows.map(presentReviewWord) };
}

/**
 * Review's cards (reviewQueueResponseSchema): every skill's cards due within the learn-ahead
 * window, the longest overdue first, each with the interval each grade would give it now.
 */
export async function getReviewQueue(context: ServiceContext, query: ReviewQueueQuery): Promise<ReviewQueueResponse> {
  const actor = requireActor(context);
  const now = context.clock.now();
  const until = new Date(now.getTime() + REVIEW_LEARN_AHEAD_MINUTES * 60_000).toISOString();
  const hidden = await findHiddenCategoryIds(context.db, actor);
  const [total, rows, nextDueAt, desiredRetention] = await Promise.all([
    countDue(context.db, actor.id, until, hidden),
    listDue(context.db, actor, until, query.count),
    findNextDue(context.db, actor.id, until, hidden),
    findDesiredRetention(context.db, actor.id),
  ]);
  const cards = await findCards(
    context.db,
    actor.id,
    rows.map((row) => row.id),
  );
  const retention = desiredRetention ?? DEFAULT_DESIRED_RETENTION;
  return {
    total,
    cards: rows.map((row) => ({
      ...presentReviewWord(row),
      intervals: nextIntervals(cards.get(cardKey(row.id, row))!, now, retention),
    })),
    nextDueAt,
  };
}

/** The mistake book, the heaviest first (filtered and counted like the due queue). */
export async function getMistakes(context: ServiceContext, query: ReviewListQuery): Promise<MistakesResponse> {
  const actor = requireActor(context);
  const filter = filterOf(query);
  const hidden = await findHiddenCategoryIds(context.db, actor);
  const [total, rows] = await Promise.all([
    countMistakes(context.db, actor.id, hidden, filter),
    listMistakes(context.db, actor, query.count, filter),
  ]);
  return { total, words: rows.map(presentMistakeWord) };
}

/**
 * Home's counts of what the caller may still see: cards due and in the mistake book, in all and
 * per kind of card, and per game the words played and learned.
 */
export async function getReviewSummary(context: ServiceContext): Promise<ReviewSummaryResponse> {
  const actor = requireActor(context);
  const now = context.clock.now().toISOString();
  const hidden = await findHiddenCategoryIds(context.db, actor);
  const [perKind, perGame] = await Promise.all([
    countDuePerKind(context.db, actor.id, now, hidden),
    countPlayedPerGame(context.db, actor.id, GAME_IDS.map(gameBit), hidden),
  ]);
  const games = Object.fromEntries(GAME_IDS.map((gameId, index) => [gameId, perGame[index]])) as ReviewSummaryResponse['games'];
  const skills = inKindOrder(perKind);
  return {
    due: skills.reduce((sum, kind) => sum + kind.due, 0),
    mistakes: skills.reduce((sum, kind) => sum + kind.mistakes, 0),
    skills,
    games,
  };
}

export async function getReviewSettings(context: ServiceContext): Promise<ReviewSettings> {
  const stored = await findDesiredRetention(context.db, requireActor(context).id);
  return { desiredRetention: stored ?? DEFAULT_DESIRED_RETENTION };
}

/** Applies from the next review on; cards already scheduled keep their due dates. */
export async function updateReviewSettings(context: ServiceContext, settings: ReviewSettings): Promise<ReviewSettings> {
  const userId = requireActor(context).id;
  await saveDesiredRetention(context.db, userId, settings.desiredRetention, context.clock.now().toISOString());
  return getReviewSettings(context);
}

/** The caller's whole review log as CSV text, oldest first, read a page at a time as the consumer pulls. */
export async function* reviewHistoryCsv(context: ServiceContext): AsyncGenerator<string> {
  const actor = requireActor(context);
  yield historyCsvHeader();
  let afterId = 0;
  for (;;) {
    const rows = await listHistoryPage(context.db, actor, afterId, HISTORY_PAGE);
    if (rows.length === 0) return;
    yield rows.map(historyCsvLine).join('');
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < HISTORY_PAGE) return;
  }
}

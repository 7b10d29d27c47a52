import { cacheDegraded, cachedJson } from '../../cache/answer-cache';
import { learnerAnswersVersion } from '../../cache/learner-answer-versions';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { findReviewVersion } from './reviews.repository';

/** Answers that depend on the clock (what is due now, today's date) are computed afresh at least this often. */
export const REVIEW_ANSWER_MAX_AGE_MS = 60_000;

/**
 * A learner's review reads — the due and mistakes lists, Home's summary, /stats — as ready-to-send
 * JSON, kept in the app's answer cache (vocabulary-cache.ts). Home, every game's picker and /stats
 * ask for them over and over between two games; computing them means walking up to 20,000 cards.
 *
 * An answer is reused only while all of these hold, so it is never staler than a minute of clock:
 * - the learner's answers version is the one it was computed at: every recorded game changes it
 *   after its commit, on this instance and — through the cache bus, before the game is answered —
 *   on every other (learnerAnswersVersion, kept in process: no database round trip per request).
 *   While the bus cannot hear other instances (Redis down) the version is read from the database
 *   instead (the reviews version, one more in every recorded game's transaction: one primary-key
 *   lookup), so a game recorded elsewhere still shows at once;
 * - the vocabulary is unchanged: a word deleted or made private changes what the lists may show,
 *   and every vocabulary write drops the whole cache, on every instance (its Redis bus);
 * - the clock is in the same minute: a card that comes due shows within REVIEW_ANSWER_MAX_AGE_MS,
 *   and /stats moves to the next day within a minute of midnight.
 * The key names the learner, so nobody is ever answered with another learner's data. The version
 * is read before the answer is built: a game recorded in between can only make a kept answer newer
 * than its key says, never older.
 */
export async function cachedReviewAnswer(context: ServiceContext, query: string, build: () => Promise<unknown>): Promise<Buffer> {
  const userId = requireActor(context).id;
  const version = cacheDegraded() ? `db${await findReviewVersion(context.db, userId)}` : `local${learnerAnswersVersion(userId)}`;
  const minute = Math.floor(context.clock.now().getTime() / REVIEW_ANSWER_MAX_AGE_MS);
  return cachedJson(context.db, `reviews|${userId}|${version}|${minute}|${query}`, build);
}

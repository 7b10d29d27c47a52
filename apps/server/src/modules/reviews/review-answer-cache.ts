import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { cachedJson } from '../vocabulary';
import { findReviewVersion } from './reviews.repository';

/** Answers that depend on the clock (what is due now, today's date) are computed afresh at least this often. */
export const REVIEW_ANSWER_MAX_AGE_MS = 60_000;

/**
 * A learner's review reads — the due and mistakes lists, Home's summary, /stats — as ready-to-send
 * JSON, kept in the app's answer cache (vocabulary-cache.ts). Home, every game's picker and /stats
 * ask for them over and over between two games; computing them means walking up to 20,000 cards.
 *
 * An answer is reused only while all of these hold, so it is never staler than a minute of clock:
 * - the learner's reviews version is the one it was computed at: every recorded game adds one to it
 *   in its own transaction, and the version is read from the database (one primary-key lookup) on
 *   every request, so every instance sees a game recorded on any other at once;
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
  const version = await findReviewVersion(context.db, userId);
  const minute = Math.floor(context.clock.now().getTime() / REVIEW_ANSWER_MAX_AGE_MS);
  return cachedJson(context.db, `reviews|${userId}|${version}|${minute}|${query}`, build);
}

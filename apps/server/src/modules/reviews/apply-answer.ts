import type { FsrsGrade, PlayId, ReviewOutcome } from '@slovo/shared';
import { LEARNED_STABILITY_DAYS, isMiss } from '@slovo/shared';
import { gameBit } from './game-bits';
import { addMiss } from './mistake-weight';
import type { CardRecord, ReviewLogWrite } from './reviews.repository';
import { FSRS_STATE, review } from './scheduler';

export interface AppliedAnswer {
  after: CardRecord;
  /** The log row, without who and which game (the caller adds them). */
  entry: Omit<ReviewLogWrite, 'user_id' | 'play_id' | 'game_id'>;
  /** The card was in Review before: the answer counts for true retention. */
  ofReviewCard: boolean;
  passed: boolean;
}

/**
 * One answer applied to one card: FSRS at the answer's rating (the game's outcome or the learner's
 * own grade, rated by the caller), the mistake book, the games played.
 * Pure. The review happens at playedAt, or at the card's last review when that is later (a merged
 * preview game can be older than reviews made since): a card's schedule never goes back in time.
 */
export function applyAnswer(
  before: CardRecord,
  answer: { gameId: PlayId; outcome: ReviewOutcome; rating: FsrsGrade; playedAt: Date },
  desiredRetention: number,
): AppliedAnswer {
  const { gameId, outcome, rating, playedAt } = answer;
  const lastReview = before.lastReview === null ? -Infinity : Date.parse(before.lastReview);
  const at = lastReview > playedAt.getTime() ? new Date(lastReview) : playedAt;
  const { card, elapsedDays } = review(before, rating, at, desiredRetention);

  const after: CardRecord = {
    ...before,
    ...card,
    playedGames: before.playedGames | gameBit(gameId),
    learned: card.stability >= LEARNED_STABILITY_DAYS,
  };
  if (isMiss(outcome)) {
    after.mistakeWeight = addMiss(before.missCount > 0 ? before.mistakeWeight : null, at);
    after.missCount += 1;
    after.lastMissedAt = at.toISOString();
    after.missedGames |= gameBit(gameId);
  } else if (after.learned && before.missCount > 0) {
    // Learned (again): the word leaves the book, and comes back with a clean slate if missed later.
    Object.assign(after, { missCount: 0, mistakeWeight: null, lastMissedAt: null, missedGames: 0 });
  }

  return {
    after,
    entry: {
      word_id: before.wordId,
      skill: before.skill,
      direction: before.direction,
      outcome,
      rating,
      reviewed_at: at.toISOString(),
      elapsed_days: elapsedDays,
      state_before: before.state,
      state_after: card.state,
      stability_before: before.stability,
      stability_after: card.stability,
      difficulty_before: before.difficulty,
      difficulty_after: card.difficulty,
      due_before: before.due,
      due_after: card.due,
      scheduled_days: card.scheduledDays,
    },
    ofReviewCard: before.state === FSRS_STATE.Review,
    passed: !isMiss(outcome),
  };
}

/** The reviews feature's public interface (issue 15: spaced repetition); other features import only from here. */
export { useRecordGameReviews, useRecordReviewGrade } from './use-record-game-reviews';
export type { GradedAnswer } from './review-play';
export type { GameDirection } from './review-request';
export { sendPendingReviews } from './send-pending-reviews';
export { PENDING_REVIEWS_STORAGE_KEY, MAX_PENDING_PLAYS, readPendingPlays } from './pending-reviews';
export { reviewKeys } from './api/query-keys';
export { reviewSummaryQuery } from './api/get-review-summary';
export { REVIEW_LIST_TEXT } from './review-lists.i18n';
export { isReviewList, useReviewLists, useReviewWordsLoader } from './review-lists';
export { useReviewSummary } from './use-review-summary';

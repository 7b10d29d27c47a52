/**
 * The reviews feature's public interface (issue 15: spaced repetition); other features import only
 * from here. The pickers' review lists live with the picker (category-picker/review-lists/), so
 * Home, which imports this index, does not carry them.
 */
export { useRecordGameReviews, useRecordReviewGrade } from './use-record-game-reviews';
export type { GradedAnswer } from './review-play';
export type { GameDirection } from './review-request';
export { sendPendingReviews } from './send-pending-reviews';
export { PENDING_REVIEWS_STORAGE_KEY, MAX_PENDING_PLAYS, readPendingPlays } from './pending-reviews';
export { reviewKeys } from './api/query-keys';
export { reviewSummaryQuery, type ReviewSummary } from './api/get-review-summary';
export { REVIEW_LIST_TEXT } from './review-lists.i18n';
export { useReviewSummary } from './use-review-summary';

/** The reviews feature's public interface (issue 15: spaced repetition); other features import only from here. */
export { useRecordGameReviews, recordGameReviews } from './use-record-game-reviews';
export type { GameReviewPlay } from './review-play';
export { sendPendingReviews } from './send-pending-reviews';
export { PENDING_REVIEWS_STORAGE_KEY, MAX_PENDING_PLAYS, readPendingPlays } from './pending-reviews';
export { reviewKeys } from './api/query-keys';
export { reviewSummaryQuery, getReviewSummary, type ReviewSummary } from './api/get-review-summary';
export { getReviewWords, loadReviewWords, reviewWordsQuery, type ReviewListName, type ReviewWords } from './api/get-review-words';
export { REVIEW_LIST_TEXT } from './review-lists.i18n';
export { REVIEW_LIST_NAMES, isReviewList, useReviewLists, useReviewWordsLoader, type ReviewListOption } from './review-lists';
export { useReviewSummary } from './use-review-summary';

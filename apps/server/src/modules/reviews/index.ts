/** Public surface of the reviews feature (spaced repetition, issue 15). */
export { reviewsRoutes } from './reviews.routes';
export { localDay } from './reviews.service';
export { cachedReviewAnswer } from './review-answer-cache';

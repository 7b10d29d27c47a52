/** Public surface of the reviews feature (spaced repetition, issue 15); app.ts mounts its routes from reviews.routes.ts. */
export { localDay } from './reviews.service';
export { cachedReviewAnswer } from './review-answer-cache';
export { csvCell } from './history-csv';

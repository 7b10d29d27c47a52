/** Review (issue 33 §3): every card due today, graded by the learner. */
export { ReviewPage } from './review-page';

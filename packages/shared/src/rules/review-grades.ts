/**
 * The Review screen's grades (issue 33 §3), as Anki names FSRS's four ratings. In a file of their
 * own: the API messages name them, and the messages are in every page's bundle while the rating
 * rules (review-rating.ts) are only where answers are recorded.
 */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

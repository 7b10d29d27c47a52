import { SCORE_RATINGS } from '../constants';

export type ScoreRating = (typeof SCORE_RATINGS)[number]['label'];

/**
 * Spec §9 "Score rating": 90+ Excellent, 80+ Good, 70+ Fair, below that Needs Practice, on the
 * percentage score / max (max defaults to 100).
 */
export function scoreRating(score: number, max = 100): ScoreRating {
  const percent = max > 0 && Number.isFinite(score) ? (score / max) * 100 : 0;
  // SCORE_RATINGS runs from the highest threshold down and ends at 0, so the last entry catches the rest.
  const rating = SCORE_RATINGS.find((entry) => percent >= entry.min) ?? SCORE_RATINGS[SCORE_RATINGS.length - 1]!;
  return rating.label;
}

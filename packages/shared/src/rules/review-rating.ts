import type { DrillId, GameId, PlayId } from '../constants';
import type { ReviewGrade } from './review-grades';
import type { ReviewSkill } from './review-skills';

/**
 * From a game's answer to an FSRS rating (issue 15): the one place that decides how far an answer
 * moves a word's schedule. Pure; the server applies it (clients send outcomes, never ratings).
 *
 * - Every game reports each word it asked as one outcome: `right` (answered without help),
 *   `right-with-help` (after the hint, the 50:50, a skip or mismatches), `wrong`, or `skipped`
 *   (never answered).
 * - A miss (`wrong`, `skipped`) is Again, always. FSRS counts Hard as a *pass*, so a miss is never
 *   Hard; its maintainers advise wrong → Again, right → Good.
 * - Producing a word from memory (Typer types it, Mission rebuilds it, Flashcards' "I knew it"
 *   is said before the card turns) is recall: a clean success is Good.
 * - Picking a word among offered ones (Quiz's four options, Memory Match's pairs) is recognition,
 *   weaker evidence than recall: a success is Hard, a pass that moves the card less far.
 * - Any success that needed help is Hard, whatever the game.
 * Easy is never given: no game can tell "easy" from "right", and pass/fail grading costs FSRS
 * little accuracy (srs-benchmark: log loss 0.3256 with pass/fail against 0.3214 with all four).
 */

export const REVIEW_OUTCOMES = ['right', 'right-with-help', 'wrong', 'skipped'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** FSRS's grades as ts-fsrs numbers them (Rating.Again = 1 … Rating.Easy = 4). */
export const FSRS_RATING = { Again: 1, Hard: 2, Good: 3, Easy: 4 } as const;
export type FsrsGrade = (typeof FSRS_RATING)[keyof typeof FSRS_RATING];

export type EvidenceKind = 'recall' | 'recognition';

/** What a success in each game proves, and the outcomes the game can report. */
export const GAME_REVIEW_RULES: Record<GameId | DrillId, { evidence: EvidenceKind; outcomes: readonly ReviewOutcome[] }> = {
  // Typer: typed right at once; typed right in the second-chance pass after a skip; typed wrong;
  // skipped twice (never answered).
  game1: { evidence: 'recall', outcomes: ['right', 'right-with-help', 'wrong', 'skipped'] },
  // Flashcards: "I knew it" → right, "Still learning" → wrong; an unrated card is no review.
  game2: { evidence: 'recall', outcomes: ['right', 'wrong'] },
  // Quiz: right; right with the 50:50; wrong; skipped.
  game3: { evidence: 'recognition', outcomes: ['right', 'right-with-help', 'wrong', 'skipped'] },
  // Mission: rebuilt right; rebuilt right after the hint (or after a skip); wrong; skipped.
  game4: { evidence: 'recall', outcomes: ['right', 'right-with-help', 'wrong', 'skipped'] },
  // Memory Match: a pair found with no mismatch on either of its cards, or after mismatches.
  // Mismatches are mostly guesses about where cards lie, not about meaning, so neither is a miss.
  game5: { evidence: 'recognition', outcomes: ['right', 'right-with-help'] },
  // Stress: the stressed vowel tapped among the word's vowels — recognition; no help, no skip.
  stress: { evidence: 'recognition', outcomes: ['right', 'wrong'] },
  // Gender: он / она / оно / plural only chosen — recognition.
  gender: { evidence: 'recognition', outcomes: ['right', 'wrong'] },
  // Forms: typed (recall); "Almost!" corrected, or chosen among four at XS and S, is right-with-help.
  forms: { evidence: 'recall', outcomes: ['right', 'right-with-help', 'wrong', 'skipped'] },
  // Listening: the heard word typed (recall); "Almost!" corrected or heard again slowly is right-with-help.
  listening: { evidence: 'recall', outcomes: ['right', 'right-with-help', 'wrong', 'skipped'] },
};

/**
 * The Review screen (issue 33 §3) sends the learner's own grade instead of an outcome, as Anki
 * does: Again / Hard / Good / Easy are FSRS's ratings. Again is a miss.
 */
export { REVIEW_GRADES, type ReviewGrade } from './review-grades';
export const GRADE_RATING: Record<ReviewGrade, FsrsGrade> = { again: 1, hard: 2, good: 3, easy: 4 };
/** The outcome a grade is logged as (the history CSV and the mistake book read outcomes). */
export const gradeOutcome = (grade: ReviewGrade): ReviewOutcome => (grade === 'again' ? 'wrong' : 'right');

/** The skills a play may record: a game its words' meaning, a drill its own skill, Review any card. */
export function playRecordsSkill(playId: PlayId, skill: ReviewSkill): boolean {
  if (playId === 'review') return true;
  return playId.startsWith('game') ? skill === 'meaning' : skill === playId;
}

export function isMiss(outcome: ReviewOutcome): boolean {
  return outcome === 'wrong' || outcome === 'skipped';
}

export function isOutcomeOfGame(gameId: GameId | DrillId, outcome: ReviewOutcome): boolean {
  return GAME_REVIEW_RULES[gameId].outcomes.includes(outcome);
}

/** The FSRS rating of one answer in a game or drill. */
export function ratingFor(gameId: GameId | DrillId, outcome: ReviewOutcome): FsrsGrade {
  if (isMiss(outcome)) return FSRS_RATING.Again;
  if (outcome === 'right-with-help') return FSRS_RATING.Hard;
  return GAME_REVIEW_RULES[gameId].evidence === 'recall' ? FSRS_RATING.Good : FSRS_RATING.Hard;
}

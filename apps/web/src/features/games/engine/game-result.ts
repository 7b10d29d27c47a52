import { SCORE_MAX, SCORE_MIN, type GameWord, type ReviewDirection, type ReviewOutcome } from '@slovo/shared';

/** How the player did on one word of the round (the outcomes per game: shared rules/review-rating.ts). */
export interface GameAnswer {
  word: GameWord;
  outcome: ReviewOutcome;
}

/** What a game reports when the player finishes it. */
export interface GameResult {
  /** 0–100; rounded and clamped before it is shown or saved (the server takes whole percentages). */
  score: number;
  /** Percentage of correct answers; the score when the game has no separate measure. */
  accuracy?: number;
  /** Playing time; measured by the frame from start to finish when the game leaves it out. */
  timeMs?: number;
  /** Game-specific lines for the completed screen, e.g. Moves or Mistakes. */
  stats?: { label: string; value: string | number }[];
  /**
   * One entry per word the round asked, in the order asked: the round's reviews, and the words
   * the completed screen offers to practise. A word the game never put to the player (Flashcards'
   * unrated card) has none.
   */
  answers: GameAnswer[];
  /**
   * The way the round asked its words (a game's reviewDirection, a drill's language); absent when
   * it asks both ways (Memory Match).
   */
  direction?: ReviewDirection;
}

export function toPercent(value: number): number {
  if (!Number.isFinite(value)) return SCORE_MIN;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(value)));
}

/** mm:ss, minutes growing past 59 rather than wrapping into hours. */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

import { QUIZ } from '@slovo/shared';
import type { QuizFeedback } from './logic';

/** What the Quiz says (shown and announced); the spec leaves these texts to us. */
export const QUIZ_TEXT = {
  prompt: 'Choose the Russian translation',
  keyboardHint: 'Keys 1–4 choose · Space skips',
  lifelineApplied: 'Lifeline used: two wrong options removed.',
  lifelinePending: 'Removing two wrong options…',
  submitting: 'Locking in your answer…',
  earnedSkip: `+1 skip for ${QUIZ.skipBonusEvery} in a row!`,
  earnedLifeline: `+1 lifeline for ${QUIZ.lifelineBonusEvery} in a row!`,
} as const;

const quoted = (text: string) => `“${text}”`;

export function feedbackText(word: string, feedback: QuizFeedback): string {
  const bonuses = [feedback.earnedSkip && QUIZ_TEXT.earnedSkip, feedback.earnedLifeline && QUIZ_TEXT.earnedLifeline].filter(
    Boolean,
  );
  const main = feedback.correct
    ? `Correct! ${quoted(word)} is ${quoted(feedback.correctAnswer)}.`
    : `Not quite. ${quoted(word)} is ${quoted(feedback.correctAnswer)}, not ${quoted(feedback.picked)}.`;
  return [main, ...bonuses].join(' ');
}

export function skippedText(word: string, correctAnswer: string): string {
  return `Skipped. ${quoted(word)} is ${quoted(correctAnswer)}.`;
}

import type { QuizQuestion, QuizState } from './logic';
import { feedbackText, skippedText, type QuizText } from './quiz.i18n';

/**
 * The status line under the options: what just happened, and its tone ('' for none). `shown`
 * gives an option as the options show it (with its stress marks unless the player hid them).
 */
export function quizStatus(
  state: QuizState,
  question: QuizQuestion | null,
  t: QuizText,
  shown: (option: string) => string = (option) => option,
): { text: string; tone: string } {
  if (state.feedback && question) {
    const { feedback } = state;
    const asShown = { ...feedback, correctAnswer: shown(feedback.correctAnswer), picked: shown(feedback.picked) };
    return { text: feedbackText(question.word, asShown, t), tone: feedback.correct ? 'success' : 'danger' };
  }
  if (state.lifelineAt !== null) return { text: t.lifelinePending, tone: '' };
  if (state.lastSkipped) {
    return { text: skippedText(state.lastSkipped.word, shown(state.lastSkipped.correctAnswer), t), tone: 'info' };
  }
  if (state.selected !== null) return { text: t.submitting, tone: '' };
  if (state.lifelineUsed) return { text: t.lifelineApplied, tone: 'info' };
  return { text: '', tone: '' };
}

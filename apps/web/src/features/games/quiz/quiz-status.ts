import type { QuizQuestion, QuizState } from './logic';
import { feedbackText, skippedText, type QuizText } from './quiz.i18n';

/**
 * The status line under the options: what just happened, and its tone ('' for none). `shown`
 * gives a word or an option as the screen shows it (a Russian one with its stress marks unless the
 * player hid them).
 */
export function quizStatus(
  state: QuizState,
  question: QuizQuestion | null,
  t: QuizText,
  shown: (text: string) => string = (text) => text,
): { text: string; tone: string } {
  if (state.feedback && question) {
    const { feedback } = state;
    const asShown = { ...feedback, correctAnswer: shown(feedback.correctAnswer), picked: shown(feedback.picked) };
    return { text: feedbackText(shown(question.word), asShown, t), tone: feedback.correct ? 'success' : 'danger' };
  }
  if (state.lifelineAt !== null) return { text: t.lifelinePending, tone: '' };
  if (state.lastSkipped) {
    const { word, correctAnswer } = state.lastSkipped;
    return { text: skippedText(shown(word), shown(correctAnswer), t), tone: 'info' };
  }
  if (state.selected !== null) return { text: t.submitting, tone: '' };
  if (state.lifelineUsed) return { text: t.lifelineApplied, tone: 'info' };
  return { text: '', tone: '' };
}

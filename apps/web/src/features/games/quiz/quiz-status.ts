import type { QuizQuestion, QuizState } from './logic';
import { feedbackText, skippedText, type QuizText } from './quiz.i18n';

/** The status line under the options: what just happened, and its tone ('' for none). */
export function quizStatus(state: QuizState, question: QuizQuestion | null, t: QuizText): { text: string; tone: string } {
  if (state.feedback && question) {
    return { text: feedbackText(question.word, state.feedback, t), tone: state.feedback.correct ? 'success' : 'danger' };
  }
  if (state.lifelineAt !== null) return { text: t.lifelinePending, tone: '' };
  if (state.lastSkipped) {
    return { text: skippedText(state.lastSkipped.word, state.lastSkipped.correctAnswer, t), tone: 'info' };
  }
  if (state.selected !== null) return { text: t.submitting, tone: '' };
  if (state.lifelineUsed) return { text: t.lifelineApplied, tone: 'info' };
  return { text: '', tone: '' };
}

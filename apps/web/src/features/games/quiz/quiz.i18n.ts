import { QUIZ } from '@slovo/shared';
import { createFormatter, defineMessages } from '@/i18n';
import type { AnswerLanguage } from '../engine';
import type { QuizFeedback } from './logic';

const ru = createFormatter('ru');

/** What the Quiz says (shown and announced); the spec leaves these texts to us. */
export const QUIZ_TEXT = defineMessages({
  en: {
    /** Above the word asked, by the options' side. */
    prompt: {
      russian: 'Choose the Russian translation',
      english: 'Choose the English translation',
    } satisfies Record<AnswerLanguage, string>,
    keyboardHint: 'Keys 1–4 choose · Space skips',
    lifelineApplied: 'Lifeline used: two wrong options removed.',
    lifelinePending: 'Removing two wrong options…',
    submitting: 'Locking in your answer…',
    earnedSkip: `+1 skip for ${QUIZ.skipBonusEvery} in a row!`,
    earnedLifeline: `+1 lifeline for ${QUIZ.lifelineBonusEvery} in a row!`,
    correct: (word: string, answer: string) => `Correct! ${word} is ${answer}.`,
    wrong: (word: string, answer: string, picked: string) => `Not quite. ${word} is ${answer}, not ${picked}.`,
    skipped: (word: string, answer: string) => `Skipped. ${word} is ${answer}.`,
    quoted: (text: string) => `“${text}”`,
    noWordsBack: '← Choose another category',
    heading: (category: string) => `Quiz: ${category}`,
    /** "Question 3 of 10", its number in bold: the parts around it. */
    questionBefore: 'Question ',
    questionAfter: (total: string) => ` of ${total}`,
    questionSpoken: (number: string, total: string) => `Question ${number} of ${total}: `,
    scoreSoFar: 'Score so far',
    correctAnswers: 'Correct answers',
    correctCount: (count: number, shown: string) => `${shown} correct`,
    inARow: 'Correct in a row',
    streakCount: (count: number, shown: string) => `${shown} in a row`,
    progress: 'Quiz progress',
    options: 'Answer options',
    selected: ', selected',
    correctAnswer: ', correct answer',
    yourWrongAnswer: ', your answer, wrong',
    skip: 'Skip',
    lifeline: ' lifeline',
    quit: 'Quit',
    stats: {
      correct: 'Correct',
      skipped: 'Skipped',
      bestStreak: 'Best streak',
      lifelinesUsed: 'Lifelines used',
      quizzesPlayed: 'Quizzes played',
      averageScore: 'Average score',
    },
  },
  ru: {
    prompt: {
      russian: 'Выберите перевод на русский',
      english: 'Выберите перевод на английский',
    },
    keyboardHint: 'Клавиши 1–4 — выбор · Пробел — пропуск',
    lifelineApplied: 'Подсказка 50:50: два неверных варианта убраны.',
    lifelinePending: 'Убираем два неверных варианта…',
    submitting: 'Принимаем ответ…',
    earnedSkip: `+1 пропуск за ${QUIZ.skipBonusEvery} верных подряд!`,
    earnedLifeline: `+1 подсказка 50:50 за ${QUIZ.lifelineBonusEvery} верных подряд!`,
    correct: (word: string, answer: string) => `Верно! ${word} — это ${answer}.`,
    wrong: (word: string, answer: string, picked: string) => `Не совсем. ${word} — это ${answer}, а не ${picked}.`,
    skipped: (word: string, answer: string) => `Пропущено. ${word} — это ${answer}.`,
    quoted: (text: string) => `«${text}»`,
    noWordsBack: '← Выбрать другую категорию',
    heading: (category: string) => `Викторина: ${category}`,
    questionBefore: 'Вопрос ',
    questionAfter: (total: string) => ` из ${total}`,
    questionSpoken: (number: string, total: string) => `Вопрос ${number} из ${total}: `,
    scoreSoFar: 'Текущий счёт',
    correctAnswers: 'Верные ответы',
    correctCount: (count: number, shown: string) =>
      `${shown} ${ru.plural(count, { one: 'верный', few: 'верных', many: 'верных', other: 'верного' })}`,
    inARow: 'Верно подряд',
    streakCount: (_count: number, shown: string) => `${shown} подряд`,
    progress: 'Ход викторины',
    options: 'Варианты ответа',
    selected: ', выбран',
    correctAnswer: ', верный ответ',
    yourWrongAnswer: ', ваш ответ, неверный',
    skip: 'Пропустить',
    lifeline: ' (подсказка)',
    quit: 'Выйти',
    stats: {
      correct: 'Верно',
      skipped: 'Пропущено',
      bestStreak: 'Лучшая серия',
      lifelinesUsed: 'Подсказок 50:50',
      quizzesPlayed: 'Сыграно викторин',
      averageScore: 'Средний счёт',
    },
  },
});

export type QuizText = typeof QUIZ_TEXT.en;

export function feedbackText(word: string, feedback: QuizFeedback, t: QuizText = QUIZ_TEXT.en): string {
  const bonuses = [feedback.earnedSkip && t.earnedSkip, feedback.earnedLifeline && t.earnedLifeline].filter(Boolean);
  const main = feedback.correct
    ? t.correct(t.quoted(word), t.quoted(feedback.correctAnswer))
    : t.wrong(t.quoted(word), t.quoted(feedback.correctAnswer), t.quoted(feedback.picked));
  return [main, ...bonuses].join(' ');
}

export function skippedText(word: string, correctAnswer: string, t: QuizText = QUIZ_TEXT.en): string {
  return t.skipped(t.quoted(word), t.quoted(correctAnswer));
}

import { useEffect, useRef } from 'react';
import type { GameWord } from '@slovo/shared';
import { useFormat, useMessages, type Formatter } from '@/i18n';
import { type AnswerLanguage, type GameResult, reviewDirection, useRoundReducer, type RoundKeeper } from '../engine';
import { recordQuizGame } from './aggregate-stats';
import { createQuiz, nextDeadline, optionsLanguage, quizAnswers, quizReducer, summarizeQuiz, type QuizState } from './logic';
import type { QuizClock } from './quiz-clock';
import { QUIZ_TEXT, type QuizText } from './quiz.i18n';

export interface QuizGameOptions {
  words: GameWord[];
  category: string;
  onComplete: (result: GameResult) => void;
  round?: RoundKeeper;
  answerLanguage: AnswerLanguage;
  random: () => number;
  clock: QuizClock;
}

/**
 * The round's state, kept across a reload: the rules (logic.ts) woken at their deadlines, focus on
 * each new question's word, the result reported once, and the player's three moves.
 */
export function useQuizGame({ words, category, onComplete, round, answerLanguage, random, clock }: QuizGameOptions) {
  const [state, dispatch] = useRoundReducer(round, quizReducer, () =>
    createQuiz(words, { category, now: clock.now(), random, answerLanguage }),
  );
  const wordRef = useRef<HTMLHeadingElement>(null);

  // Sleep until the rules have something due (auto-submit, lifeline, advance), then tell them.
  const deadline = nextDeadline(state);
  useEffect(() => {
    if (deadline === null) return;
    const handle = clock.setTimeout(
      // A timer may fire a hair early; the rules must still see the deadline as reached.
      () => dispatch({ type: 'tick', now: Math.max(clock.now(), deadline) }),
      Math.max(0, deadline - clock.now()),
    );
    return () => clock.clearTimeout(handle);
  }, [deadline, clock, dispatch]);

  // Each new question takes focus so screen readers read the word and keys keep working.
  // The first time, wait a microtask: the game frame focuses itself after our effects run.
  const firstQuestion = useRef(true);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      queueMicrotask(() => wordRef.current?.focus());
    } else {
      wordRef.current?.focus();
    }
  }, [state.currentQuestionIndex]);

  useReportOnce(state, onComplete);

  return {
    state,
    wordRef,
    pick: (option: string) => dispatch({ type: 'pick', option, now: clock.now() }),
    skip: () => dispatch({ type: 'skip', now: clock.now() }),
    applyLifeline: () => dispatch({ type: 'useLifeline', now: clock.now() }),
  };
}

/** Reports the completed round once, worded in the language of the moment it ends. */
function useReportOnce(state: QuizState, onComplete: (result: GameResult) => void) {
  const t = useMessages(QUIZ_TEXT);
  const format = useFormat();
  const reported = useRef(false);
  useEffect(() => {
    if (!state.isCompleted || reported.current) return;
    reported.current = true;
    onComplete(resultOf(state, t, format));
  }, [state, onComplete, t, format]);
}

function resultOf(state: QuizState, t: QuizText, format: Formatter): GameResult {
  const summary = summarizeQuiz(state);
  const overall = recordQuizGame(summary);
  return {
    answers: quizAnswers(state),
    direction: reviewDirection(optionsLanguage(state)),
    score: summary.score,
    accuracy: summary.accuracy,
    timeMs: summary.timeMs,
    stats: [
      { label: t.stats.correct, value: `${format.number(summary.correct)} / ${format.number(summary.total)}` },
      { label: t.stats.skipped, value: summary.skipped },
      { label: t.stats.bestStreak, value: summary.bestStreak },
      { label: t.stats.lifelinesUsed, value: summary.lifelinesUsed },
      { label: t.stats.quizzesPlayed, value: overall.totalGames },
      { label: t.stats.averageScore, value: format.number(overall.averageScore / 100, { style: 'percent' }) },
    ],
  };
}

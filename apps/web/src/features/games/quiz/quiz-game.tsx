import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { QUIZ, type GameWord } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckIcon, HintIcon, SkipIcon, StreakIcon, WrongIcon } from '@/components/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SpeakButton, VoiceNote } from '@/features/speech';
import { useFormat, useMessages, type Formatter } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { type GameResult, useRoundReducer, type RoundKeeper } from '../engine';
import { UsesLeft } from '../engine/uses-left';
import { recordQuizGame } from './aggregate-stats';
import {
  canSkip,
  canUseLifeline,
  createQuiz,
  currentQuestion,
  nextDeadline,
  quizAnswers,
  quizReducer,
  summarizeQuiz,
  type QuizState,
} from './logic';
import { browserClock, type QuizClock } from './quiz-clock';
import { QUIZ_TEXT, feedbackText, skippedText, type QuizText } from './quiz.i18n';
import { useQuizKeys } from './use-quiz-keys';
import './quiz-game.css';

export interface QuizGameProps {
  words: GameWord[];
  category: string;
  categoryDisplayName: string;
  onComplete: (result: GameResult) => void;
  onExit: () => void;
  /** Keeps the round across a reload (the game frame's); absent when the game is tested alone. */
  round?: RoundKeeper;
  /** Injectable for tests: shuffling of questions and options. */
  random?: () => number;
  clock?: QuizClock;
}

type OptionLook = 'idle' | 'selected' | 'correct' | 'wrong' | 'faded';

function optionLook(state: QuizState, option: string): OptionLook {
  const { feedback } = state;
  if (feedback) {
    if (option === feedback.correctAnswer) return 'correct';
    if (option === feedback.picked) return 'wrong';
    return 'faded';
  }
  return option === state.selected ? 'selected' : 'idle';
}

function optionNote(look: OptionLook, t: QuizText): string | undefined {
  if (look === 'selected') return t.selected;
  if (look === 'correct') return t.correctAnswer;
  if (look === 'wrong') return t.yourWrongAnswer;
  return undefined;
}

/** For styling and browser tests: where the current question stands. */
function phaseOf(state: QuizState): string {
  if (state.isCompleted) return 'completed';
  if (state.feedback) return 'feedback';
  if (state.lifelineAt !== null) return 'lifeline';
  return state.selected === null ? 'choosing' : 'selected';
}

/** A long word gets a smaller size so it fits a phone without breaking mid-letter too often. */
function wordSizeClass(word: string): string {
  if (word.length > 24) return 'quiz__word quiz__word--xs';
  if (word.length > 14) return 'quiz__word quiz__word--sm';
  return 'quiz__word';
}

function resultOf(state: QuizState, t: QuizText, format: Formatter): GameResult {
  const summary = summarizeQuiz(state);
  const overall = recordQuizGame(summary);
  return {
    answers: quizAnswers(state),
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

/**
 * Quiz (game3): the English word is asked, one of up to four Russian translations is picked and
 * locked in after a moment, the answer is shown in green/red, then the next word comes. Rules
 * and timings live in logic.ts; this renders them, wakes the rules at their deadlines and turns
 * clicks and keys into events.
 */
export function QuizGame({
  words,
  category,
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  random = Math.random,
  clock = browserClock,
}: QuizGameProps) {
  const [state, dispatch] = useRoundReducer(round, quizReducer, () => createQuiz(words, { category, now: clock.now(), random }));
  const rootRef = useRef<HTMLElement>(null);
  const wordRef = useRef<HTMLHeadingElement>(null);
  const reported = useRef(false);
  const titleId = useId();
  const question = currentQuestion(state);
  const t = useMessages(QUIZ_TEXT);
  const noWords = useMessages(SHARED_TEXT.LEARNING_SESSION_MESSAGES).noWords;
  const format = useFormat();

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

  useEffect(() => {
    if (!state.isCompleted || reported.current) return;
    reported.current = true;
    // Worded once, in the language of the moment the round ends.
    onComplete(resultOf(state, t, format));
  }, [state, onComplete, t, format]);

  const pick = (option: string) => dispatch({ type: 'pick', option, now: clock.now() });
  const skip = () => dispatch({ type: 'skip', now: clock.now() });
  const applyLifeline = () => dispatch({ type: 'useLifeline', now: clock.now() });

  useQuizKeys(rootRef, {
    onNumber: (position) => {
      const option = state.options[position - 1];
      if (option === undefined) return false;
      pick(option);
      return true;
    },
    onSpace: skip,
  });

  if (state.totalQuestions === 0) {
    return (
      <EmptyState
        className="card quiz"
        title={noWords}
        actions={
          <Button variant="primary" onClick={onExit}>
            {t.noWordsBack}
          </Button>
        }
      />
    );
  }

  const done = state.isCompleted || question === null;
  const number = Math.min(state.currentQuestionIndex + 1, state.totalQuestions);
  const finished = state.answeredQuestions + state.skippedQuestions;
  const locked = state.feedback !== null || state.lifelineAt !== null || done;

  let status = '';
  let statusTone = '';
  if (state.feedback && question) {
    status = feedbackText(question.word, state.feedback, t);
    statusTone = state.feedback.correct ? 'success' : 'danger';
  } else if (state.lifelineAt !== null) {
    status = t.lifelinePending;
  } else if (state.lastSkipped) {
    status = skippedText(state.lastSkipped.word, state.lastSkipped.correctAnswer, t);
    statusTone = 'info';
  } else if (state.selected !== null) {
    status = t.submitting;
  } else if (state.lifelineUsed) {
    status = t.lifelineApplied;
    statusTone = 'info';
  }

  const skipOk = canSkip(state);
  const lifelineOk = canUseLifeline(state);

  return (
    <section
      ref={rootRef}
      className="card quiz"
      aria-labelledby={titleId}
      data-phase={phaseOf(state)}
      data-question={number}
      style={{ '--quiz-submit-ms': `${QUIZ.autoSubmitMs}ms` } as CSSProperties}
    >
      <h2 id={titleId} className="visually-hidden">
        {t.heading(categoryDisplayName)}
      </h2>

      <div className="quiz__top">
        <p className="quiz__counter">
          {t.questionBefore}
          <strong>{format.number(number)}</strong>
          {t.questionAfter(format.number(state.totalQuestions))}
        </p>
        <ul className="quiz__chips" aria-label={t.scoreSoFar}>
          <li className="quiz__chip" title={t.correctAnswers}>
            <CheckIcon /> {t.correctCount(state.correctAnswers, format.number(state.correctAnswers))}
          </li>
          <li className={state.streak > 0 ? 'quiz__chip quiz__chip--hot' : 'quiz__chip'} title={t.inARow}>
            <StreakIcon /> {t.streakCount(state.streak, format.number(state.streak))}
          </li>
        </ul>
      </div>
      <ProgressBar value={(finished / state.totalQuestions) * 100} label={t.progress} />

      {question && (
        <div className="quiz__stage" key={question.id}>
          <div className="quiz__prompt">
            <p className="quiz__prompt-label">{t.prompt}</p>
            <div className="quiz__word-row">
              <h3 ref={wordRef} tabIndex={-1} className={wordSizeClass(question.word)}>
                <span className="visually-hidden">
                  {t.questionSpoken(format.number(number), format.number(state.totalQuestions))}
                </span>
                <span lang="en">{question.word}</span>
              </h3>
              <SpeakButton text={question.word} lang="en" />
            </div>
          </div>

          <div className={`quiz__options quiz__options--${state.options.length}`} role="group" aria-label={t.options}>
            {state.options.map((option, index) => {
              const look = optionLook(state, option);
              const note = optionNote(look, t);
              return (
                <div key={option} className="quiz__option-cell">
                  <button
                    type="button"
                    className="quiz__option"
                    data-state={look}
                    aria-pressed={look === 'selected' || (state.feedback !== null && option === state.feedback.picked)}
                    aria-disabled={locked || undefined}
                    aria-keyshortcuts={String(index + 1)}
                    onClick={() => pick(option)}
                  >
                    <span className="quiz__key" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="quiz__option-text" lang="ru">
                      {option}
                    </span>
                    <span className="quiz__mark" aria-hidden="true">
                      {look === 'correct' ? <CheckIcon /> : look === 'wrong' ? <WrongIcon /> : null}
                    </span>
                    {note && <span className="visually-hidden">{note}</span>}
                  </button>
                  <SpeakButton text={option} lang="ru" />
                </div>
              );
            })}
          </div>
        </div>
      )}

      <p className="quiz__status" data-tone={statusTone || undefined} role="status" aria-live="polite">
        {status}
      </p>

      <div className="quiz__actions">
        <Button className="quiz__action" aria-disabled={!skipOk || undefined} aria-keyshortcuts="Space" onClick={skip}>
          <SkipIcon className="quiz__icon" />
          {t.skip}
          <UsesLeft count={state.skipsAvailable} />
        </Button>
        <Button className="quiz__action" aria-disabled={!lifelineOk || undefined} onClick={applyLifeline}>
          <HintIcon className="quiz__icon" />
          50:50<span className="visually-hidden">{t.lifeline}</span>
          <UsesLeft count={state.lifelineAvailable} />
        </Button>
        <Button variant="ghost" className="quiz__quit" onClick={onExit}>
          {t.quit}
        </Button>
      </div>
      <p className="quiz__hint" aria-hidden="true">
        {t.keyboardHint}
      </p>
      <VoiceNote />
    </section>
  );
}

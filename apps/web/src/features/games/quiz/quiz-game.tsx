import { useId, useRef, type CSSProperties } from 'react';
import { QUIZ, type GameWord } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckIcon, HintIcon, SkipIcon, StreakIcon } from '@/components/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SpeakButton, VoiceNote } from '@/features/speech';
import { WordPicture } from '@/features/word-media';
import { useRussianText } from '@/features/word-details';
import { useFormat, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { LANGUAGE_TAG, PROMPT_TAG, type AnswerLanguage, type GameResult, type RoundKeeper } from '../engine';
import { UsesLeft } from '../engine/uses-left';
import { canSkip, canUseLifeline, currentQuestion, optionsLanguage, stressedText, type QuizState } from './logic';
import { browserClock, type QuizClock } from './quiz-clock';
import { QUIZ_TEXT } from './quiz.i18n';
import { QuizOptions } from './quiz-options';
import { quizStatus } from './quiz-status';
import { useQuizGame } from './use-quiz-game';
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
  /** The options' side (the picker's "Answer in"): Russian, the spec's Quiz, or English. */
  answerLanguage?: AnswerLanguage;
  /** Injectable for tests: shuffling of questions and options. */
  random?: () => number;
  clock?: QuizClock;
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

/**
 * Quiz (game3): the English word is asked, one of up to four Russian translations is picked and
 * locked in after a moment, the answer is shown in green/red, then the next word comes; answering
 * in English, the Russian word is asked and the options are English (issue 33). Rules and timings
 * live in logic.ts; this renders them, wakes the rules at their deadlines and turns clicks and keys
 * into events.
 */
export function QuizGame({
  words,
  category,
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  answerLanguage = 'russian',
  random = Math.random,
  clock = browserClock,
}: QuizGameProps) {
  const { state, wordRef, pick, skip, applyLifeline } = useQuizGame({
    words,
    category,
    onComplete,
    round,
    answerLanguage,
    random,
    clock,
  });
  const rootRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const question = currentQuestion(state);
  const t = useMessages(QUIZ_TEXT);
  const noWords = useMessages(SHARED_TEXT.LEARNING_SESSION_MESSAGES).noWords;
  const format = useFormat();
  const russianText = useRussianText();

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

  // A Russian word or option as the screen shows it: with its stress marks unless they are hidden.
  const shown = (text: string) => russianText({ russian: text, stressed: stressedText(state, text) });
  const status = quizStatus(state, question, t, shown);
  const language = optionsLanguage(state);
  const promptLang = PROMPT_TAG[language];
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
            <WordPicture word={question.source} size="hint" className="quiz__picture" />
            <p className="quiz__prompt-label">{t.prompt[language]}</p>
            <div className="quiz__word-row">
              <h3 ref={wordRef} tabIndex={-1} className={wordSizeClass(question.word)}>
                <span className="visually-hidden">
                  {t.questionSpoken(format.number(number), format.number(state.totalQuestions))}
                </span>
                <span lang={promptLang}>{shown(question.word)}</span>
              </h3>
              <SpeakButton text={question.word} lang={promptLang} sound={question.source.sound} />
            </div>
          </div>

          <QuizOptions state={state} t={t} locked={locked} onPick={pick} lang={LANGUAGE_TAG[language]} />
        </div>
      )}

      <p className="quiz__status" data-tone={status.tone || undefined} role="status" aria-live="polite">
        {status.text}
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

import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { GameWord, ReviewDirection, ReviewOutcome } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import type { GameRenderContext } from '../../engine/game-flow';
import type { GameResult } from '../../engine/game-result';
import { useRoundReducer } from '../../engine/use-round-reducer';
import { useMessages } from '@/i18n';
import {
  createDrillRound,
  currentAnswer,
  drillReducer,
  isRoundOver,
  roundScore,
  type DrillAnswer,
  type DrillQuestion,
  type DrillRoundState,
} from './drill-round';
import { DRILL_TEXT } from './drill.i18n';
import './drill.css';

export interface DrillGameProps<Q extends DrillQuestion> {
  context: GameRenderContext;
  /** The round's questions, made once from its words (kept over a reload with the round). */
  makeQuestions: (words: GameWord[]) => Q[];
  /** The question: `answer` records the learner's answer once; `answered` is set after it. */
  renderQuestion: (
    question: Q,
    answer: (outcome: ReviewOutcome, given: string) => void,
    answered: DrillAnswer | null,
  ) => ReactNode;
  /** What is said after the answer (right or not, the right answer, a note). */
  renderFeedback: (question: Q, answered: DrillAnswer) => ReactNode;
  /** After each answer (the Stress drill reads the word aloud). */
  onAnswered?: (question: Q, answered: DrillAnswer) => void;
  /** The direction the round's cards are recorded in (the skill's default when absent). */
  direction?: ReviewDirection;
  now?: () => number;
}

/**
 * One drill's round in the games' frame: a counter, the question, its feedback, Next (Enter, as
 * focus moves to it after each answer) and Quit; the state kept for a reload, the result reported
 * once.
 */
export function DrillGame<Q extends DrillQuestion>({
  context,
  makeQuestions,
  renderQuestion,
  renderFeedback,
  onAnswered,
  direction,
  now = Date.now,
}: DrillGameProps<Q>) {
  const t = useMessages(DRILL_TEXT);
  const [state, dispatch] = useRoundReducer(context.round, drillReducer<Q>, () =>
    createDrillRound(makeQuestions(context.words), now()),
  );
  const question = state.questions[state.index];
  const answered = currentAnswer(state);
  const nextRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useReportOnce(state, context.onComplete, direction, t);

  // After an answer, Next takes focus (Enter moves on); each new question takes it back.
  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);
  const firstQuestion = useRef(true);
  // A round resumed on an answered question goes on from Next, as it would have before the reload.
  const resumedAnswered = useRef(answered !== null);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      // The frame focuses itself after our effects run: wait for it.
      queueMicrotask(() => (resumedAnswered.current ? nextRef.current?.focus() : focusQuestion(questionRef.current)));
    } else focusQuestion(questionRef.current);
  }, [state.index]);

  if (!question) {
    return (
      <section className="card drill">
        <p>{t.noWords}</p>
        <Button variant="primary" onClick={context.onExit}>
          {t.quit}
        </Button>
      </section>
    );
  }

  const answer = (outcome: ReviewOutcome, given: string) => {
    if (answered) return;
    dispatch({ type: 'answer', outcome, given });
    onAnswered?.(question, { outcome, given });
  };
  const last = state.index + 1 >= state.questions.length;
  const { right } = roundScore(state);

  return (
    <section className="card drill" aria-labelledby={headingId}>
      <div className="drill__top">
        <h2 id={headingId} className="drill__counter">
          {t.counter(state.index + 1, state.questions.length)}
        </h2>
        <p className="drill__score">{t.rightSoFar(right)}</p>
        <Button variant="ghost" onClick={context.onExit}>
          {t.quit}
        </Button>
      </div>
      <div ref={questionRef} className="drill__question" key={state.index}>
        {renderQuestion(question, answer, answered)}
      </div>
      {/* Holds its place before the answer, so the answer's arrival moves nothing below. */}
      <div className="drill__feedback" role="status" aria-live="polite" data-outcome={answered?.outcome}>
        {answered && renderFeedback(question, answered)}
      </div>
      <div className="drill__actions">
        {answered && !isRoundOver(state) && (
          <Button ref={nextRef} variant="primary" size="lg" onClick={() => dispatch({ type: 'next', now: now() })}>
            {last ? t.finish : t.next}
          </Button>
        )}
      </div>
    </section>
  );
}

/** Focus the question's first control (or the question itself), so keys and screen readers start there. */
function focusQuestion(node: HTMLElement | null) {
  const control = node?.querySelector<HTMLElement>('[data-autofocus]');
  control?.focus();
}

function useReportOnce(
  state: DrillRoundState,
  onComplete: (result: GameResult) => void,
  direction: ReviewDirection | undefined,
  t: (typeof DRILL_TEXT)['en'],
) {
  const reported = useRef(false);
  useEffect(() => {
    if (!isRoundOver(state) || reported.current) return;
    reported.current = true;
    const { right, total, score } = roundScore(state);
    onComplete({
      score,
      timeMs: (state.endTime ?? state.startTime) - state.startTime,
      answers: state.answers.map((answer, index) => ({ word: state.questions[index]!.word, outcome: answer.outcome })),
      stats: [
        { label: t.statsRight, value: `${right} / ${total}` },
        { label: t.statsMissed, value: total - right },
      ],
      ...(direction ? { direction } : {}),
    });
  }, [state, onComplete, direction, t]);
}

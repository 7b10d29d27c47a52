import type { GameWord, ReviewOutcome } from '@slovo/shared';

/**
 * A drill's round as pure rules (issue 33 §4): its questions asked one after the other, each
 * answered once, its feedback shown until Next. Every drill keeps its own question data beside
 * the word; the round, the answers and the result are the same for all four.
 */
export interface DrillQuestion {
  word: GameWord;
}

export interface DrillAnswer {
  outcome: ReviewOutcome;
  /** What the learner chose or typed, as shown in the feedback. */
  given: string;
}

export interface DrillRoundState<Q extends DrillQuestion = DrillQuestion> {
  questions: Q[];
  index: number;
  /** One per question asked and answered, in order. */
  answers: DrillAnswer[];
  startTime: number;
  endTime: number | null;
}

export type DrillEvent = { type: 'answer'; outcome: ReviewOutcome; given: string } | { type: 'next'; now: number };

export function createDrillRound<Q extends DrillQuestion>(questions: Q[], now: number): DrillRoundState<Q> {
  return { questions, index: 0, answers: [], startTime: now, endTime: null };
}

export const isRoundOver = (state: DrillRoundState): boolean => state.endTime !== null;

/** The current question's answer, once given (its feedback shows). */
export const currentAnswer = (state: DrillRoundState): DrillAnswer | null => state.answers[state.index] ?? null;

/** Answer the current question once; Next moves on after it, and ends the round after the last. */
export function drillReducer<Q extends DrillQuestion>(state: DrillRoundState<Q>, event: DrillEvent): DrillRoundState<Q> {
  if (isRoundOver(state)) return state;
  if (event.type === 'answer') {
    if (currentAnswer(state)) return state;
    return { ...state, answers: [...state.answers, { outcome: event.outcome, given: event.given }] };
  }
  if (!currentAnswer(state)) return state;
  if (state.index + 1 >= state.questions.length) return { ...state, endTime: event.now };
  return { ...state, index: state.index + 1 };
}

const isRight = (outcome: ReviewOutcome) => outcome === 'right' || outcome === 'right-with-help';

/** Right answers (with help too) and the score: their share of the questions, 0–100. */
export function roundScore(state: DrillRoundState): { right: number; total: number; score: number } {
  const right = state.answers.filter((answer) => isRight(answer.outcome)).length;
  const total = state.questions.length;
  return { right, total, score: total === 0 ? 0 : (right / total) * 100 };
}

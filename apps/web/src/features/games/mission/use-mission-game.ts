import { useEffect, useRef, type FormEvent } from 'react';
import type { GameWord } from '@slovo/shared';
import { messagesNow } from '@/i18n';
import type { AnswerLanguage } from '../engine/answer-language';
import type { GameResult } from '../engine/game-result';
import { useRoundReducer, type RoundKeeper } from '../engine/use-round-reducer';
import { createMissionState, missionReducer, missionResult, nextTimer } from './logic';
import { MISSION_RESULT_TEXT } from './mission-result.i18n';

/** Runs `callback` after `delayMs`; returns a cancel function. Injected so tests control time. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

export const scheduleWithTimeout: Schedule = (callback, delayMs) => {
  const id = setTimeout(callback, delayMs);
  return () => clearTimeout(id);
};

export interface MissionGameOptions {
  words: GameWord[];
  onComplete: (result: GameResult) => void;
  round?: RoundKeeper;
  answerLanguage: AnswerLanguage;
  random: () => number;
  now: () => number;
  schedule: Schedule;
}

/**
 * The round's state, kept across a reload: the feedback phases' timers, the result reported when
 * the round ends, and the player's moves, each giving focus back to the answer box.
 */
export function useMissionGame({ words, onComplete, round, answerLanguage, random, now, schedule }: MissionGameOptions) {
  const [state, dispatch] = useRoundReducer(round, missionReducer, () =>
    createMissionState(words, { random, now: now(), answerLanguage }),
  );
  const inputRef = useRef<HTMLInputElement>(null);

  // Feedback phases change only through their own timers, so each new state arms the next step.
  useEffect(() => {
    const timer = nextTimer(state);
    if (!timer) return;
    return schedule(
      () => dispatch(timer.event === 'advance' ? { type: 'advance', now: now() } : { type: 'revealNext' }),
      timer.delayMs,
    );
  }, [state, schedule, now, dispatch]);

  // The stats are worded in the interface language at the moment the round ends.
  useEffect(() => {
    if (state.isCompleted) onComplete(missionResult(state, messagesNow(MISSION_RESULT_TEXT)));
  }, [state, onComplete]);

  // The answer box is where the game is played: start there, and return there after every button.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const focusAnswer = () => inputRef.current?.focus();

  return {
    state,
    inputRef,
    type: (value: string) => dispatch({ type: 'input', value }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      dispatch({ type: 'submit' });
      focusAnswer();
    },
    hint: () => {
      dispatch({ type: 'hint' });
      focusAnswer();
    },
    skip: () => {
      dispatch({ type: 'skip', now: now() });
      focusAnswer();
    },
  };
}

import { useEffect, useMemo, useRef, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { TYPER_AUTO_ADVANCE_MS, type GameWord } from '@slovo/shared';
import { usePhoneticTyping, type KeyboardTarget } from '@/features/russian-input';
import { useFormat, useMessages } from '@/i18n';
import { type AnswerLanguage, type GameResult, reviewDirection, useRoundReducer, type RoundKeeper } from '../../engine';
import {
  createTyperState,
  currentInput,
  typerAnswers,
  typerError,
  typerReducer,
  typerResult,
  type TyperEvent,
  type TyperState,
} from '../logic';
import { toGameResult } from '../typer-game-result';
import { TYPER_TEXT } from '../typer.i18n';
import { recordTyperGame } from '../typer-stats-storage';

/** Runs `callback` after `ms`; returns a cancel function. Injected so tests can drive time. */
export type Schedule = (callback: () => void, ms: number) => () => void;

export const browserSchedule: Schedule = (callback, ms) => {
  const id = window.setTimeout(callback, ms);
  return () => window.clearTimeout(id);
};

export interface TyperGameOptions {
  words: GameWord[];
  category: string;
  onComplete: (result: GameResult) => void;
  round?: RoundKeeper;
  answerLanguage: AnswerLanguage;
  now: () => number;
  schedule: Schedule;
}

const NAVIGATION_KEYS: Record<string, TyperEvent['type']> = {
  Backspace: 'backspace',
  ArrowLeft: 'cursorLeft',
  ArrowRight: 'cursorRight',
};

/**
 * The round's state and the player's keys: the rules (logic.ts) kept across a reload, "Great job"
 * moving on by itself, focus where the next action is, and the result reported once.
 */
export function useTyperGame({ words, category, onComplete, round, answerLanguage, now, schedule }: TyperGameOptions) {
  const [state, dispatch] = useRoundReducer(round, typerReducer, () =>
    createTyperState(words, { category, now: now(), answerLanguage }),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const understoodRef = useRef<HTMLButtonElement>(null);
  const error = typerError(state);
  // Latin keys become Russian letters when Russian is typed and the learner has not turned it off.
  const phonetic = usePhoneticTyping();
  const keyboardTarget = useKeyboardTarget(state, dispatch, inputRef);
  const { status, step, pass } = state;

  // "Great job" stays for TYPER_AUTO_ADVANCE_MS, then the next word comes (spec §4, §9).
  useEffect(() => {
    if (status !== 'correct') return;
    return schedule(() => dispatch({ type: 'advance', now: now() }), TYPER_AUTO_ADVANCE_MS);
  }, [status, step, pass, schedule, now, dispatch]);

  // Keep the keyboard where the next action is: the boxes while typing, Understood after a miss.
  useEffect(() => {
    if (error) return;
    if (status === 'typing') inputRef.current?.focus();
    else if (status === 'wrong') understoodRef.current?.focus();
  }, [status, step, pass, error]);

  useReportOnce(state, onComplete);

  const moveOn = () => {
    if (status === 'correct') dispatch({ type: 'advance', now: now() });
    else if (status === 'wrong') dispatch({ type: 'acknowledge', now: now() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    const navigation = NAVIGATION_KEYS[event.key];
    if (navigation) {
      event.preventDefault();
      dispatch({ type: navigation } as TyperEvent);
    } else if (event.key === 'Enter') {
      // On to the next word after a check; while typing, a check without a bracketed part.
      event.preventDefault();
      if (status === 'typing') dispatch({ type: 'check' });
      else moveOn();
    } else if ([...event.key].length === 1) {
      // Printable keys go to the reducer, which ignores anything but letters and spaces.
      event.preventDefault();
      dispatch({ type: 'type', key: event.key, phonetic });
    }
  };

  // Phone keyboards often send "Unidentified" key events; their text arrives here instead.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    for (const key of event.target.value) dispatch({ type: 'type', key, phonetic });
  };

  const chooseBox = (index: number) => {
    dispatch({ type: 'moveCursor', to: index });
    inputRef.current?.focus();
  };

  const skip = () => dispatch({ type: 'skip', now: now() });

  return { state, error, inputRef, understoodRef, moveOn, onKeyDown, onChange, chooseBox, skip, keyboardTarget };
}

/** The on-screen keyboard's keys as the letter boxes take them (issue 33 §5). */
function useKeyboardTarget(
  state: TyperState,
  dispatch: (event: TyperEvent) => void,
  inputRef: RefObject<HTMLInputElement | null>,
): KeyboardTarget {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  return useMemo(
    () => ({
      type: (text: string) => [...text].forEach((key) => dispatch({ type: 'type', key })),
      erase: () => dispatch({ type: 'backspace' }),
      read: () => currentInput(latest.current),
      focus: () => inputRef.current?.focus({ preventScroll: true }),
    }),
    [dispatch, inputRef],
  );
}

/** Reports the completed round once, worded in the language of the moment it ends. */
function useReportOnce(state: TyperState, onComplete: (result: GameResult) => void) {
  const t = useMessages(TYPER_TEXT);
  const format = useFormat();
  const reported = useRef(false);
  useEffect(() => {
    if (!state.isCompleted || reported.current) return;
    reported.current = true;
    const result = typerResult(state);
    const direction = reviewDirection(state.answerLanguage ?? 'english');
    onComplete({ ...toGameResult(result, recordTyperGame(result), typerAnswers(state), t, format), direction });
  }, [state, onComplete, t, format]);
}

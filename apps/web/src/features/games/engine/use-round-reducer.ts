import { useEffect, useReducer, useState, type ActionDispatch } from 'react';

/**
 * The frame's side of a running round, handed to the game: the state to resume from (after a
 * reload) and where to keep each new state. One mechanism for all five games: each keeps its
 * whole reducer state through `useRoundReducer`.
 */
export interface RoundKeeper {
  /** The game's state from before the reload, when the player chose Resume; undefined for a new round. */
  restored: unknown;
  /** How long the round sat untouched before it was resumed (0 for a new round). */
  pausedMs: number;
  /** Keeps the state of a round that has been played (a fresh, untouched round is not kept). */
  keep: (state: unknown) => void;
}

/**
 * A resumed round's clock skips the time it sat untouched: a state with a running `startTime`
 * (all five games keep one, spec §3) starts that much later, so the time away is not played time.
 */
export function skipPause<State>(saved: State, pausedMs: number): State {
  const clock = saved as { startTime?: unknown; endTime?: unknown };
  if (typeof clock.startTime !== 'number' || clock.endTime !== null || pausedMs <= 0) return saved;
  return { ...saved, startTime: clock.startTime + pausedMs };
}

/**
 * `useReducer` for a game's round: starts from the restored state when there is one (after
 * `resume`, by default `skipPause`, has moved its clock past the pause), otherwise from `init`, and hands every state
 * that differs from the freshly dealt one to the frame to keep. Reducers return the same object
 * when nothing changed, so "played" needs no rules of its own.
 */
export function useRoundReducer<State, Event>(
  round: RoundKeeper | undefined,
  reducer: (state: State, event: Event) => State,
  init: () => State,
  resume: (saved: State, pausedMs: number) => State = skipPause,
): [State, ActionDispatch<[Event]>] {
  const [start] = useState(() => {
    if (round?.restored === undefined) return { state: init(), fresh: true };
    const saved = round.restored as State;
    return { state: resume(saved, round.pausedMs), fresh: false };
  });
  const [state, dispatch] = useReducer(reducer, start.state);
  const keep = round?.keep;
  useEffect(() => {
    if (start.fresh && state === start.state) return;
    keep?.(state);
  }, [state, start, keep]);
  return [state, dispatch];
}

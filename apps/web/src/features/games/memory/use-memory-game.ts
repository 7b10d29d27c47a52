import { useEffect, useRef, useState } from 'react';
import type { GameWord } from '@slovo/shared';
import { useMessages } from '@/i18n';
import type { GameResult } from '../engine/game-result';
import { useRoundReducer, type RoundKeeper } from '../engine/use-round-reducer';
import {
  COMPLETION_DELAY_MS,
  MISMATCH_DISPLAY_MS,
  createMemoryGame,
  memoryReducer,
  memoryResult,
  type MemoryEvent,
  type MemoryFeedback,
  type MemoryState,
} from './logic';
import { MEMORY_TEXT } from './memory.i18n';
import { createWebAudioPlayer, readSoundEnabled, writeSoundEnabled, type SoundName, type SoundPlayer } from './sound';

const FEEDBACK_SOUND: Record<MemoryFeedback['kind'], SoundName> = {
  flip: 'flip',
  hide: 'flip',
  match: 'match',
  mismatch: 'mismatch',
  complete: 'complete',
};

type BoardEvent = MemoryEvent | { type: 'restart'; state: MemoryState };

function boardReducer(state: MemoryState, event: BoardEvent): MemoryState {
  return event.type === 'restart' ? event.state : memoryReducer(state, event);
}

export interface MemoryGameOptions {
  words: GameWord[];
  category: string;
  onComplete: (result: GameResult) => void;
  round?: RoundKeeper;
  random: () => number;
  now: () => number;
  soundPlayer?: SoundPlayer;
}

/**
 * The board's state, kept across a reload: the ticking clock, a mismatch turned back after a
 * moment, the result after the last match has played out, and the sounds (on or off, remembered).
 */
export function useMemoryGame({ words, category, onComplete, round, random, now, soundPlayer }: MemoryGameOptions) {
  const t = useMessages(MEMORY_TEXT);
  // The result is worded when the round ends; the effect below only runs at that moment.
  const wording = useRef(t);
  useEffect(() => {
    wording.current = t;
  });
  const deal = () => createMemoryGame({ words, category, now: now(), random });
  const [state, dispatch] = useRoundReducer(round, boardReducer, deal);
  const [clock, setClock] = useState(now);
  const [soundOn, setSoundOn] = useState(readSoundEnabled);
  const player = useRef<SoundPlayer | null>(soundPlayer ?? null);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });

  // The clock ticks every second while playing and stops with the game (endTime freezes it).
  useEffect(() => {
    if (!state.isActive) return;
    const timer = setInterval(() => setClock(now()), 1000);
    return () => clearInterval(timer);
  }, [state.isActive, now]);

  // A mismatched pair is shown briefly, then turned back (unless a third click got there first).
  useEffect(() => {
    if (!state.isProcessingMatch || state.selectedCards.length !== 2) return;
    const cardIds = state.selectedCards;
    const timer = setTimeout(() => dispatch({ type: 'hideMismatch', cardIds }), MISMATCH_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [state.isProcessingMatch, state.selectedCards, dispatch]);

  // The last match and the fanfare play out, then the frame shows the completed screen.
  useEffect(() => {
    if (!state.isCompleted) return;
    const result = memoryResult(state, now(), wording.current);
    const timer = setTimeout(() => onCompleteRef.current(result), COMPLETION_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the moment of completion matters; later renders must not reschedule it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.isCompleted]);

  // Sounds follow clicks only, so the AudioContext is never created before the player interacts.
  // Compared by identity: toggling sound must not replay the last event, and a restarted board's
  // first event must still sound even though its seq starts over.
  const lastSounded = useRef<MemoryFeedback | null>(null);
  const feedback = state.feedback;
  useEffect(() => {
    if (!feedback || feedback === lastSounded.current) return;
    lastSounded.current = feedback;
    if (!soundOn) return;
    player.current ??= createWebAudioPlayer();
    player.current.play(FEEDBACK_SOUND[feedback.kind]);
  }, [feedback, soundOn]);

  const flip = (cardId: string) => dispatch({ type: 'flip', cardId, now: now() });

  const restart = () => {
    dispatch({ type: 'restart', state: deal() });
    setClock(now());
  };

  const toggleSound = () => {
    const next = !soundOn;
    setSoundOn(next);
    writeSoundEnabled(next);
  };

  return { state, clock, soundOn, flip, restart, toggleSound };
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CategorySelection, GameId, GameWord } from '@slovo/shared';
import { CompletedScreen } from './completed-screen';
import { toPercent, type GameResult } from './game-result';

/** What a game gets from the frame while it is being played. */
export interface GameRenderContext {
  words: GameWord[];
  /** The category's name. */
  category: string;
  categoryDisplayName: string;
  /** The chosen count (-1 = all); `words` already holds the right number. */
  wordCount: number;
  /** The player finished: progress is saved and the completed screen shows. */
  onComplete: (result: GameResult) => void;
  /** Leave without a result: back to the category picker, nothing saved. */
  onExit: () => void;
}

export type SaveProgress = (gameId: GameId, patch: { completed: true; score: number }) => unknown;

interface GameFlowProps {
  gameId: GameId;
  /** The setup screen; call `start` with the player's choice. */
  renderSetup: (start: (selection: CategorySelection) => void) => ReactNode;
  renderGame: (context: GameRenderContext) => ReactNode;
  /** Records the finished play (GameScreen passes the progress feature's mutation). */
  saveProgress: SaveProgress;
  now?: () => number;
}

type Phase =
  | { name: 'setup' }
  | { name: 'playing'; selection: CategorySelection; startedAt: number; playId: number }
  | {
      name: 'completed';
      selection: CategorySelection;
      score: number;
      accuracy: number;
      timeMs: number;
      stats: GameResult['stats'];
    };

/** Saving must never take the result screen down with it; a failure is only logged. */
function saveQuietly(save: SaveProgress, gameId: GameId, score: number) {
  try {
    const pending = save(gameId, { completed: true, score });
    if (pending instanceof Promise) pending.catch((error: unknown) => console.warn('Saving game progress failed', error));
  } catch (error) {
    console.warn('Saving game progress failed', error);
  }
}

/**
 * Spec §4 "Games in general": setup (category and count) → playing → completed. Play Again
 * returns to setup with everything cleared: each round mounts a fresh picker and a fresh game.
 */
export function GameFlow({ gameId, renderSetup, renderGame, saveProgress, now = Date.now }: GameFlowProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const [round, setRound] = useState(0);
  const regionRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const nextPlayId = useRef(1);
  // A game that reports completion twice (a double click, a late timer) is saved once.
  const finishedPlayId = useRef(0);

  // Each phase replaces the whole screen; keep keyboard focus in it rather than on <body>.
  // (The completed screen focuses its own heading, and a game that focused its own control —
  // child effects run first — keeps that focus.)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (phase.name !== 'completed' && !regionRef.current?.contains(document.activeElement)) regionRef.current?.focus();
  }, [phase.name, round]);

  const backToSetup = () => {
    setRound((r) => r + 1);
    setPhase({ name: 'setup' });
  };

  const start = (selection: CategorySelection) =>
    setPhase({ name: 'playing', selection, startedAt: now(), playId: nextPlayId.current++ });

  let content: ReactNode;
  if (phase.name === 'setup') {
    content = renderSetup(start);
  } else if (phase.name === 'playing') {
    const { selection, startedAt, playId } = phase;
    content = renderGame({
      words: selection.words,
      category: selection.category,
      categoryDisplayName: selection.categoryDisplayName,
      wordCount: selection.wordCount,
      onComplete: (result) => {
        if (finishedPlayId.current === playId) return;
        finishedPlayId.current = playId;
        const score = toPercent(result.score);
        saveQuietly(saveProgress, gameId, score);
        setPhase({
          name: 'completed',
          selection,
          score,
          accuracy: toPercent(result.accuracy ?? result.score),
          timeMs: result.timeMs ?? Math.max(0, now() - startedAt),
          stats: result.stats,
        });
      },
      onExit: backToSetup,
    });
  } else {
    content = (
      <CompletedScreen
        categoryDisplayName={phase.selection.categoryDisplayName}
        score={phase.score}
        accuracy={phase.accuracy}
        timeMs={phase.timeMs}
        stats={phase.stats}
        onPlayAgain={backToSetup}
      />
    );
  }

  return (
    <div ref={regionRef} className="game-flow" tabIndex={-1} data-phase={phase.name} key={round}>
      {content}
    </div>
  );
}

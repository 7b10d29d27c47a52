import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CategorySelection, GameWord, ReviewDirection, ReviewOutcome, RoundPlayId } from '@slovo/shared';
import { CompletedScreen } from './completed-screen';
import { toPercent, type GameAnswer, type GameResult } from './game-result';
import { missedWords, practiceWords } from './practice-words';
import { useMessages } from '@/i18n';
import { GAME_ENGINE_TEXT } from './engine.i18n';
import { QuitRoundDialog, type QuitRoundText } from './quit-round-dialog';
import { ResumeRound } from './resume-round';
import { browserRoundStorage, clearRound, readRound, writeRound, type StoredRound } from './round-storage';
import type { RoundKeeper } from './use-round-reducer';
import { keepRoundMedia } from '@/features/word-media';

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
  /**
   * Leave without a result: back to the category picker, nothing saved. Once the round has been
   * played, the player is asked first (Quit, «Выйти», Change category all come here).
   */
  onExit: () => void;
  /** Where the game keeps its state so a reload can resume it (see useRoundReducer). */
  round: RoundKeeper;
}

export type SaveProgress = (gameId: RoundPlayId, patch: { completed: true; score: number }) => unknown;

/** Records a finished round's answers as reviews (GameScreen passes the reviews feature's hook). */
export type SaveReviews = (play: {
  gameId: RoundPlayId;
  direction?: ReviewDirection;
  answers: { wordId: number | string; outcome: ReviewOutcome }[];
}) => void;

interface GameFlowProps {
  gameId: RoundPlayId;
  /** The setup screen; call `start` with the player's choice. */
  renderSetup: (start: (selection: CategorySelection) => void) => ReactNode;
  renderGame: (context: GameRenderContext) => ReactNode;
  /** Records the finished play (GameScreen passes the progress feature's mutation). */
  saveProgress: SaveProgress;
  /** Records the round's answers for spaced repetition, once per finished round. */
  saveReviews: SaveReviews;
  /**
   * The fewest words a round of this game can be played with (default 1): "Practise these now"
   * tops the missed words up with other words of the round to this many.
   */
  practiceMinWords?: number;
  now?: () => number;
  /** The game's title for the resume offer ("Quiz Game"). */
  title?: string;
  /** The quit confirmation's words (Mission's are Russian); default: the interface language's. */
  quitText?: QuitRoundText;
  /** Where running rounds are kept; sessionStorage by default. */
  storage?: Storage;
}

type Phase =
  | { name: 'setup' }
  | { name: 'resume'; stored: StoredRound }
  | {
      name: 'playing';
      selection: CategorySelection;
      startedAt: number;
      playId: number;
      /** Set when the round was resumed after a reload. */
      restored?: { state: unknown; pausedMs: number };
    }
  | {
      name: 'completed';
      selection: CategorySelection;
      score: number;
      accuracy: number;
      timeMs: number;
      stats: GameResult['stats'];
      answers: GameAnswer[];
    };

/** Saving must never take the result screen down with it; a failure is only logged. */
function saveQuietly(save: SaveProgress, gameId: RoundPlayId, score: number) {
  try {
    const pending = save(gameId, { completed: true, score });
    if (pending instanceof Promise) pending.catch((error: unknown) => console.warn('Saving game progress failed', error));
  } catch (error) {
    console.warn('Saving game progress failed', error);
  }
}

/** Likewise for the reviews: the player sees the result whatever happens to them. */
function saveReviewsQuietly(save: SaveReviews, gameId: RoundPlayId, { answers, direction }: GameResult) {
  try {
    const played = answers.map(({ word, outcome }) => ({ wordId: word.id, outcome }));
    save(direction === undefined ? { gameId, answers: played } : { gameId, direction, answers: played });
  } catch (error) {
    console.warn('Saving reviews failed', error);
  }
}

/**
 * Spec §4 "Games in general": setup (category and count) → playing → completed. Play Again
 * returns to setup with everything cleared: each round mounts a fresh picker and a fresh game.
 * A played round is kept in session storage while it runs: after a reload the player is offered
 * to resume it instead of the picker, and leaving it asks first.
 * Each finished round is recorded as reviews (issue 15), and its missed words can be played again
 * at once ("Practise these now": the same game on just those words, no picker, no session).
 */
export function GameFlow({
  gameId,
  renderSetup,
  renderGame,
  saveProgress,
  saveReviews,
  practiceMinWords = 1,
  now = Date.now,
  title = 'game',
  quitText,
  storage: givenStorage,
}: GameFlowProps) {
  const [storage] = useState(() => givenStorage ?? browserRoundStorage());
  const interfaceQuitText = useMessages(GAME_ENGINE_TEXT).quit;
  const [phase, setPhase] = useState<Phase>(() => {
    const stored = readRound(storage, gameId);
    return stored ? { name: 'resume', stored } : { name: 'setup' };
  });
  const [round, setRound] = useState(0);
  const [confirmingQuit, setConfirmingQuit] = useState(false);
  // Whether the running round has been played (its state kept at least once): only then does
  // leaving it need a confirmation.
  const played = useRef(false);
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
    clearRound(storage, gameId);
    played.current = false;
    setConfirmingQuit(false);
    setRound((r) => r + 1);
    setPhase({ name: 'setup' });
  };

  const start = (selection: CategorySelection) => {
    clearRound(storage, gameId);
    played.current = false;
    keepRoundMedia(selection.words);
    setPhase({ name: 'playing', selection, startedAt: now(), playId: nextPlayId.current++ });
  };

  const resume = (stored: StoredRound) => {
    const pausedMs = Math.max(0, now() - stored.savedAt);
    played.current = true;
    setPhase({
      name: 'playing',
      selection: stored.selection,
      // The time away is not playing time.
      startedAt: stored.startedAt + pausedMs,
      playId: nextPlayId.current++,
      restored: { state: stored.state, pausedMs },
    });
  };

  // The game hands over each played state; it is kept with the round's words and start time.
  const playing = phase.name === 'playing' ? phase : null;
  const keep = useCallback(
    (state: unknown) => {
      if (!playing || finishedPlayId.current === playing.playId) return;
      played.current = true;
      writeRound(storage, { gameId, selection: playing.selection, startedAt: playing.startedAt, savedAt: now(), state });
    },
    [playing, storage, gameId, now],
  );
  const requestExit = () => {
    if (played.current) setConfirmingQuit(true);
    else backToSetup();
  };

  let content: ReactNode;
  if (phase.name === 'setup') {
    content = renderSetup(start);
  } else if (phase.name === 'resume') {
    const { stored } = phase;
    content = (
      <ResumeRound
        gameTitle={title}
        categoryDisplayName={stored.selection.categoryDisplayName}
        wordCount={stored.selection.words.length}
        onResume={() => resume(stored)}
        onStartOver={backToSetup}
      />
    );
  } else if (phase.name === 'playing') {
    const { selection, startedAt, playId, restored } = phase;
    content = renderGame({
      words: selection.words,
      category: selection.category,
      categoryDisplayName: selection.categoryDisplayName,
      wordCount: selection.wordCount,
      onComplete: (result) => {
        if (finishedPlayId.current === playId) return;
        finishedPlayId.current = playId;
        clearRound(storage, gameId);
        played.current = false;
        const score = toPercent(result.score);
        saveQuietly(saveProgress, gameId, score);
        saveReviewsQuietly(saveReviews, gameId, result);
        setPhase({
          name: 'completed',
          selection,
          score,
          accuracy: toPercent(result.accuracy ?? result.score),
          timeMs: result.timeMs ?? Math.max(0, now() - startedAt),
          stats: result.stats,
          answers: result.answers,
        });
      },
      onExit: requestExit,
      round: { restored: restored?.state, pausedMs: restored?.pausedMs ?? 0, keep },
    });
  } else {
    const { selection, answers } = phase;
    const missed = missedWords(answers);
    const practise = () => {
      const words = practiceWords(missed, selection.words, practiceMinWords);
      setRound((r) => r + 1);
      start({ ...selection, wordCount: words.length, words });
    };
    content = (
      <CompletedScreen
        categoryDisplayName={selection.categoryDisplayName}
        score={phase.score}
        accuracy={phase.accuracy}
        timeMs={phase.timeMs}
        stats={phase.stats}
        answered={answers.length > 0}
        missedWords={missed}
        onPractise={practise}
        onPlayAgain={backToSetup}
      />
    );
  }

  return (
    <div ref={regionRef} className="game-flow" tabIndex={-1} data-phase={phase.name} key={round}>
      {content}
      <QuitRoundDialog
        open={confirmingQuit && phase.name === 'playing'}
        text={quitText ?? interfaceQuitText}
        onConfirm={backToSetup}
        onCancel={() => setConfirmingQuit(false)}
      />
    </div>
  );
}

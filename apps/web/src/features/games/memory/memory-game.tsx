import { useId, useRef, type KeyboardEvent } from 'react';
import { MEMORY, type GameWord } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MutedIcon, SpeakerIcon, StillLearningIcon } from '@/components/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SpeakButton, VoiceNote } from '@/features/speech';
import { useRussianText } from '@/features/word-details';
import { useFormat, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { formatDuration, type GameResult } from '../engine/game-result';
import type { RoundKeeper } from '../engine/use-round-reducer';
import { elapsedMs, statusMessage } from './logic';
import { MemoryCardButton } from './memory-card';
import { MEMORY_TEXT } from './memory.i18n';
import type { SoundPlayer } from './sound';
import { useMemoryGame } from './use-memory-game';
import './memory-game.css';

/**
 * Phones show the board as MEMORY.rows columns × MEMORY.columns rows (4 × 5) instead of 5 × 4.
 * Must equal the media query in memory-game.css; arrow keys read it to know the row length.
 */
export const NARROW_BOARD_QUERY = '(max-width: 599.98px)';

function boardColumns(): number {
  try {
    return window.matchMedia?.(NARROW_BOARD_QUERY).matches ? MEMORY.rows : MEMORY.columns;
  } catch {
    return MEMORY.columns;
  }
}

export interface MemoryGameProps {
  words: GameWord[];
  category?: string;
  categoryDisplayName: string;
  onComplete: (result: GameResult) => void;
  /** Back to the category picker. */
  onExit: () => void;
  /** Keeps the round across a reload (the game frame's); absent when the game is tested alone. */
  round?: RoundKeeper;
  random?: () => number;
  now?: () => number;
  /** Defaults to Web Audio; tests pass a recorder. */
  soundPlayer?: SoundPlayer;
}

/** Memory Match's playing phase (spec §4): the board, timer, moves, pairs and sound toggle. */
export function MemoryGame({
  words,
  category = '',
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  random = Math.random,
  now = Date.now,
  soundPlayer,
}: MemoryGameProps) {
  const titleId = useId();
  const t = useMessages(MEMORY_TEXT);
  const wordRules = useMessages(SHARED_TEXT.CATEGORY_WORDS_MESSAGES);
  const russianText = useRussianText();
  const format = useFormat();
  const game = useMemoryGame({ words, category, onComplete, round, random, now, soundPlayer });
  const { state, clock, soundOn } = game;
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between cards in the grid as laid out (5 or 4 per row); Home/End jump to the ends.
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const columns = boardColumns();
    const last = state.cards.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: Math.min(last, index + 1),
      ArrowLeft: Math.max(0, index - 1),
      ArrowDown: index + columns <= last ? index + columns : index,
      ArrowUp: index - columns >= 0 ? index - columns : index,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    cardRefs.current[target]?.focus();
  };

  if (state.totalPairs === 0) {
    return (
      <EmptyState
        className="card memory"
        title={t.title}
        actions={
          <Button variant="primary" onClick={onExit}>
            {t.backToCategories}
          </Button>
        }
      >
        <p role="alert" className="memory__status memory__status--danger">
          {wordRules.memoryMinWords}
        </p>
      </EmptyState>
    );
  }

  const status = statusMessage(state, t, (card) =>
    card.language === 'ru' ? russianText({ russian: card.word, stressed: card.stressed }) : card.word,
  );
  // The words of the last flip, mismatch or match, each with its speaker.
  const lastCards =
    state.feedback && state.feedback.kind !== 'hide'
      ? state.feedback.cardIds.flatMap((id) => state.cards.filter((card) => card.id === id))
      : [];
  const mismatched = state.isProcessingMatch ? state.selectedCards : [];

  return (
    <section className={state.isCompleted ? 'card memory memory--completed' : 'card memory'} aria-labelledby={titleId}>
      <header className="memory__header">
        <div>
          <h2 id={titleId} className="memory__title">
            {t.title}
          </h2>
          <p className="memory__subtitle">{categoryDisplayName}</p>
        </div>
        <div className="memory__tools">
          <Button variant="ghost" aria-pressed={soundOn} onClick={game.toggleSound}>
            {soundOn ? <SpeakerIcon /> : <MutedIcon />} {t.sound}
          </Button>
          <Button variant="ghost" onClick={game.restart} disabled={state.isCompleted}>
            <StillLearningIcon /> {t.restart}
          </Button>
          <Button variant="ghost" onClick={onExit}>
            {t.categories}
          </Button>
        </div>
      </header>

      <dl className="memory__stats">
        <div className="memory__stat">
          <dt>{t.time}</dt>
          <dd>
            {/* A timer is not announced as it ticks (role="timer" is polite silence); its value is read when reached. */}
            <span role="timer">{formatDuration(elapsedMs(state, clock))}</span>
          </dd>
        </div>
        <div className="memory__stat">
          <dt>{t.moves}</dt>
          <dd data-testid="memory-moves">{format.number(state.moves)}</dd>
        </div>
        <div className="memory__stat">
          <dt>{t.pairs}</dt>
          <dd>
            {state.pairsFound}/{state.totalPairs}
          </dd>
        </div>
      </dl>
      <ProgressBar
        value={(100 * state.pairsFound) / state.totalPairs}
        label={t.pairsFound}
        tone={state.isCompleted ? 'success' : 'primary'}
      />

      <div className="memory__grid" role="group" aria-label={t.cards} aria-describedby={`${titleId}-hint`}>
        {state.cards.map((card, index) => (
          <MemoryCardButton
            key={card.id}
            ref={(node) => {
              cardRefs.current[index] = node;
            }}
            card={card}
            index={index}
            isMismatch={mismatched.includes(card.id)}
            onFlip={game.flip}
            onKeyDown={moveFocus}
          />
        ))}
      </div>

      <p className={`memory__status memory__status--${status.tone}`} role="status" aria-live="polite" aria-atomic="true">
        {status.text}
      </p>
      {lastCards.length > 0 && (
        <div className="memory__say">
          {lastCards.map((card) => (
            <SpeakButton key={card.id} text={card.word} lang={card.language} withText sound={card.sound} />
          ))}
        </div>
      )}
      <VoiceNote />
      <p id={`${titleId}-hint`} className="memory__hint">
        {t.hint}
      </p>
    </section>
  );
}

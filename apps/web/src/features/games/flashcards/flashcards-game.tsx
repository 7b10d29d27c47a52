import { useId, useRef } from 'react';
import type { GameWord } from '@slovo/shared';
import { GAME_ICONS } from '@/components/icons';
import { Button } from '@/components/ui/button';
import type { SpeechAdapter } from '@/features/speech';
import { GAME_TEXT, useMessages } from '@/i18n';
import type { AnswerLanguage, GameResult, RoundKeeper } from '../engine';
import { CardGrid } from './card-grid';
import { DeckStatus } from './deck-status';
import { DeckTools } from './deck-tools';
import { isFallbackDeck } from './fallback-words';
import { FinishFooter } from './finish-footer';
import { NoFlashcards } from './no-flashcards';
import { SingleCardView } from './single-card-view';
import { useFlashcardKeys } from './use-flashcard-keys';
import { useFlashcardsGame } from './use-flashcards-game';
import './flashcards.css';

const FlashcardsIcon = GAME_ICONS.game2;

export interface FlashcardsGameProps {
  words: GameWord[];
  categoryDisplayName: string;
  onComplete: (result: GameResult) => void;
  onExit: () => void;
  /** Keeps the round across a reload (the game frame's); absent when the game is tested alone. */
  round?: RoundKeeper;
  /** Defaults to the browser's speechSynthesis. */
  speech?: SpeechAdapter;
  /** Shuffle's random source. */
  random?: () => number;
  /** Retry on the empty screen; defaults to reloading the page (spec §8). */
  reload?: () => void;
  /** The backs' language, recalled from the front: Russian (the spec's English front) or English (the Russian front). */
  answerLanguage?: AnswerLanguage;
}

export function FlashcardsGame({
  words,
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  speech,
  random = Math.random,
  reload = () => window.location.reload(),
  answerLanguage = 'russian',
}: FlashcardsGameProps) {
  const titleId = useId();
  const title = useMessages(GAME_TEXT).game2.title;
  const game = useFlashcardsGame({ words, onComplete, round, speech, answerLanguage });
  const { t, state, card, send, mark, voices } = game;
  const rootRef = useRef<HTMLElement>(null);
  const total = state.cards.length;

  useFlashcardKeys(rootRef, total > 0 && state.view === 'single', {
    flip: () => send({ type: 'flip' }),
    next: () => send({ type: 'next' }),
    previous: () => send({ type: 'previous' }),
    mark,
  });

  if (total === 0 || !card) return <NoFlashcards onRetry={reload} onExit={onExit} />;
  const speechNoteId = voices.unavailable ? `${titleId}-speech` : undefined;

  return (
    <section ref={rootRef} className="card flashcards" aria-labelledby={titleId}>
      <header className="flashcards__header">
        <div className="flashcards__heading">
          <h2 id={titleId} className="flashcards__title">
            <FlashcardsIcon className="flashcards__title-icon" /> {title}
          </h2>
          <p className="flashcards__category">{categoryDisplayName}</p>
        </div>
        <div className="flashcards__views" role="group" aria-label={t.view}>
          <Button size="sm" aria-pressed={state.view === 'single'} onClick={() => send({ type: 'setView', view: 'single' })}>
            {t.card}
          </Button>
          <Button size="sm" aria-pressed={state.view === 'grid'} onClick={() => send({ type: 'setView', view: 'grid' })}>
            {t.grid}
          </Button>
        </div>
      </header>

      {isFallbackDeck(words) && (
        <p className="flashcards__notice" role="note">
          {t.fallbackWords(words.length)}
        </p>
      )}

      <DeckStatus state={state} t={t} />

      {state.view === 'single' ? (
        <SingleCardView
          state={state}
          card={card}
          t={t}
          cardRef={game.cardRef}
          send={send}
          mark={mark}
          utterance={game.utterance}
          voices={voices}
          speechNoteId={speechNoteId}
        />
      ) : (
        <CardGrid state={state} t={t} send={send} />
      )}

      <DeckTools
        state={state}
        t={t}
        send={send}
        random={random}
        toggleAutoSpeak={game.toggleAutoSpeak}
        voices={voices}
        speechNoteId={speechNoteId}
      />
      {voices.unavailable && (
        <p id={speechNoteId} className="flashcards__speech-note">
          {voices.unavailable}
        </p>
      )}

      <FinishFooter state={state} t={t} nudges={game.nudges} finishRef={game.finishRef} onFinish={game.finish} onExit={onExit} />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        <span key={state.announcement.seq}>{state.announcement.text}</span>
      </p>
    </section>
  );
}

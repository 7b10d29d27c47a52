import { useEffect, useId, useRef } from 'react';
import { GAME_ICONS } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { FLASHCARDS_MESSAGES } from './logic';

const FlashcardsIcon = GAME_ICONS.game2;

/** Spec §8: "No Flashcards Available" with a Retry that reloads the page. */
export function NoFlashcards({ onRetry, onExit }: { onRetry: () => void; onExit: () => void }) {
  const titleId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    retryRef.current?.focus();
  }, []);

  return (
    <section className="card flashcards flashcards--empty" aria-labelledby={titleId} role="alert">
      <div className="flashcards__empty-icon" aria-hidden="true">
        <FlashcardsIcon />
      </div>
      <h2 id={titleId} className="flashcards__title">
        {FLASHCARDS_MESSAGES.noCards}
      </h2>
      <p className="flashcards__category">{FLASHCARDS_MESSAGES.noCardsHelp}</p>
      <div className="flashcards__footer-actions">
        <Button ref={retryRef} variant="primary" onClick={onRetry}>
          Retry
        </Button>
        <Button variant="ghost" onClick={onExit}>
          Change category
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { GAME_ICONS } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { FLASHCARDS_TEXT } from './flashcards.i18n';

const FlashcardsIcon = GAME_ICONS.game2;

/** Spec §8: "No Flashcards Available" with a Retry that reloads the page. */
export function NoFlashcards({ onRetry, onExit }: { onRetry: () => void; onExit: () => void }) {
  const titleId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(FLASHCARDS_TEXT);

  useEffect(() => {
    retryRef.current?.focus();
  }, []);

  return (
    <section className="card flashcards flashcards--empty" aria-labelledby={titleId} role="alert">
      <div className="flashcards__empty-icon" aria-hidden="true">
        <FlashcardsIcon />
      </div>
      <h2 id={titleId} className="flashcards__title">
        {t.noCards}
      </h2>
      <p className="flashcards__category">{t.noCardsHelp}</p>
      <div className="flashcards__footer-actions">
        <Button ref={retryRef} variant="primary" onClick={onRetry}>
          {t.retry}
        </Button>
        <Button variant="ghost" onClick={onExit}>
          {t.changeCategory}
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { GAME_ICONS } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { EmptyState, EmptyStateText } from '@/components/ui/empty-state';
import { useMessages } from '@/i18n';
import { FLASHCARDS_TEXT } from './flashcards.i18n';

const FlashcardsIcon = GAME_ICONS.game2;

/** Spec §8: "No Flashcards Available" with a Retry that reloads the page. */
export function NoFlashcards({ onRetry, onExit }: { onRetry: () => void; onExit: () => void }) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(FLASHCARDS_TEXT);

  useEffect(() => {
    retryRef.current?.focus();
  }, []);

  return (
    <EmptyState
      className="card flashcards"
      role="alert"
      icon={<FlashcardsIcon />}
      title={t.noCards}
      actions={
        <>
          <Button ref={retryRef} variant="primary" onClick={onRetry}>
            {t.retry}
          </Button>
          <Button variant="ghost" onClick={onExit}>
            {t.changeCategory}
          </Button>
        </>
      }
    >
      <EmptyStateText>{t.noCardsHelp}</EmptyStateText>
    </EmptyState>
  );
}

import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import type { FlashcardsText } from './flashcards.i18n';
import { canFinish, type FlashcardsState } from './logic';

export interface FinishFooterProps {
  state: FlashcardsState;
  t: FlashcardsText;
  /** Finish pressed too early so far: the note shakes again at each one. */
  nudges: number;
  finishRef: RefObject<HTMLButtonElement | null>;
  onFinish: () => void;
  onExit: () => void;
}

/** How far the player is from Finish, Change category and Finish, and the keyboard line. */
export function FinishFooter({ state, t, nudges, finishRef, onFinish, onExit }: FinishFooterProps) {
  const finishable = canFinish(state);
  return (
    <>
      <footer className="flashcards__footer">
        <p key={nudges} className="flashcards__finish-note" data-nudged={nudges > 0 && !finishable}>
          {finishable ? t.everyCardSeen : t.seeAllFirst(state.seen.length, state.cards.length)}
        </p>
        <div className="flashcards__footer-actions">
          <Button variant="ghost" onClick={onExit}>
            {t.changeCategory}
          </Button>
          <Button ref={finishRef} variant={finishable ? 'primary' : 'secondary'} aria-disabled={!finishable} onClick={onFinish}>
            {t.finish}
          </Button>
        </div>
      </footer>

      <p className="flashcards__keys" aria-hidden="true">
        <kbd>Space</kbd>
        {t.keys.flip}
        <kbd>←</kbd> <kbd>→</kbd>
        {t.keys.move}
        <kbd>K</kbd>
        {t.keys.knewIt}
        <kbd>L</kbd>
        {t.keys.stillLearning}
      </p>
    </>
  );
}

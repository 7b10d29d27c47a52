import { CheckIcon, StillLearningIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useFormat } from '@/i18n';
import type { FlashcardsText } from './flashcards.i18n';
import { countMarks, type FlashcardsState } from './logic';

/** Where the player is in the deck: the card's position, the ratings so far and the cards seen. */
export function DeckStatus({ state, t }: { state: FlashcardsState; t: FlashcardsText }) {
  const format = useFormat();
  const total = state.cards.length;
  const { known } = countMarks(state);
  const learning = Object.values(state.marks).filter((mark) => mark === 'learning').length;
  return (
    <div className="flashcards__status">
      <p className="flashcards__position" data-testid="flashcards-position">
        {t.cardPosition(state.index + 1, total)}
      </p>
      <p className="flashcards__tally">
        <Badge tone="success">
          <CheckIcon /> {t.knownCount(format.number(known))}
        </Badge>{' '}
        <Badge tone="warning">
          <StillLearningIcon /> {t.learningCount(format.number(learning))}
        </Badge>
      </p>
      <div className="flashcards__bar">
        <ProgressBar value={(state.seen.length / total) * 100} label={t.cardsSeen(state.seen.length, total)} />
      </div>
    </div>
  );
}

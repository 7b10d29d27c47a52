import type { Ref } from 'react';
import { CheckIcon, StillLearningIcon } from '@/components/icons';
import { RussianWord } from '@/features/word-details';
import { useMessages } from '@/i18n';
import { FLASHCARDS_TEXT } from './flashcards.i18n';
import type { CardMark, Flashcard } from './logic';

/** Long words and phrases get a smaller size so they wrap inside the card instead of overflowing. */
export function wordLength(text: string): 'short' | 'medium' | 'long' {
  if (text.length > 22) return 'long';
  if (text.length > 11) return 'medium';
  return 'short';
}

const MARK_ICON = { known: CheckIcon, learning: StillLearningIcon } satisfies Record<CardMark, unknown>;

function CardMarkLabel({ mark }: { mark: CardMark }) {
  const Icon = MARK_ICON[mark];
  const { stats } = useMessages(FLASHCARDS_TEXT);
  return (
    <span className={`flashcard__mark flashcard__mark--${mark}`}>
      {' '}
      <Icon /> {stats[mark === 'known' ? 'known' : 'learning']}
    </span>
  );
}

interface FlashcardFaceProps {
  card: Flashcard;
  mark: CardMark | undefined;
  onFlip: () => void;
  compact?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One card as a real button: a click, Space or Enter turns it. Both sides are in the page so the
 * turn can animate; the side facing away is hidden from screen readers, so the button's name is
 * what the player sees ("English cat").
 */
export function FlashcardFace({ card, mark, onFlip, compact = false, ref }: FlashcardFaceProps) {
  const { english, russian } = card.word;
  const t = useMessages(FLASHCARDS_TEXT);
  return (
    <button
      ref={ref}
      type="button"
      className={compact ? 'flashcard flashcard--compact' : 'flashcard'}
      data-flipped={card.isFlipped}
      data-mark={mark}
      onClick={onFlip}
    >
      <span className="flashcard__inner">
        <span className="flashcard__face flashcard__face--front" aria-hidden={card.isFlipped}>
          <span className="flashcard__lang">{t.english}</span>{' '}
          <span className="flashcard__word" lang="en" data-length={wordLength(english)}>
            {english}
          </span>
        </span>
        <span className="flashcard__face flashcard__face--back" aria-hidden={!card.isFlipped}>
          <span className="flashcard__lang">{t.russian}</span>{' '}
          <span className="flashcard__word" lang="ru" data-length={wordLength(russian)}>
            <RussianWord word={card.word} />
          </span>
        </span>
      </span>
      {mark && <CardMarkLabel mark={mark} />}
    </button>
  );
}

import type { CSSProperties, KeyboardEvent, Ref } from 'react';
import { CheckIcon } from '@/components/icons';
import { useMessages } from '@/i18n';
import { cardLabel, type MemoryCard } from './logic';
import { MEMORY_TEXT } from './memory.i18n';
import { withSoftHyphens } from './soft-hyphens';

interface MemoryCardButtonProps {
  card: MemoryCard;
  /** 0-based place on the board; the label counts from 1. */
  index: number;
  /** Part of a mismatched pair that is still on show. */
  isMismatch: boolean;
  onFlip: (cardId: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The longest unbreakable run of the text: phrases wrap at their spaces, so only the longest word
 * has to fit the card's width. The CSS sizes the word from it (see --word-length).
 */
function longestWordLength(text: string): number {
  return Math.max(4, ...text.split(/\s+/).map((part) => part.length));
}

/**
 * One card: a real button named by its place and state ("Card 7, hidden", "Card 7, кошка,
 * matched"). The word is only in the page while the card is face up. Matched cards stay
 * focusable (aria-disabled rather than disabled) so keyboard focus is never dropped on <body>.
 */
export function MemoryCardButton({ card, index, isMismatch, onFlip, onKeyDown, ref }: MemoryCardButtonProps) {
  const t = useMessages(MEMORY_TEXT);
  const faceUp = card.isRevealed || card.isMatched;
  const className = [
    'memory-card',
    faceUp && 'memory-card--up',
    card.isMatched && 'memory-card--matched',
    card.isSelected && !isMismatch && 'memory-card--selected',
    isMismatch && 'memory-card--mismatch',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={cardLabel(card, index + 1, t)}
      aria-disabled={card.isMatched || undefined}
      data-index={index}
      onClick={() => onFlip(card.id)}
      onKeyDown={(event) => onKeyDown(event, index)}
    >
      <span className="memory-card__inner" aria-hidden="true">
        <span className="memory-card__face memory-card__back">
          <span className="memory-card__mark">?</span>
        </span>
        <span className="memory-card__face memory-card__front">
          {faceUp && (
            <>
              <span className="memory-card__lang">{card.language.toUpperCase()}</span>
              {/* Set through the CSSOM (React's style prop), which the strict style-src CSP allows. */}
              <span
                lang={card.language}
                className="memory-card__word"
                style={{ '--word-length': longestWordLength(card.word) } as CSSProperties}
              >
                {card.language === 'ru' ? withSoftHyphens(card.word) : card.word}
              </span>
              {card.isMatched && <CheckIcon className="memory-card__check" />}
            </>
          )}
        </span>
      </span>
    </button>
  );
}

import { useRef, type KeyboardEvent, type Ref } from 'react';
import { CheckIcon } from '@/components/icons';
import { useRussianText } from '@/features/word-details';
import { WordPicture } from '@/features/word-media';
import { useMessages } from '@/i18n';
import { useFitText } from '@/lib/use-fit-text';
import { cardLabel, type MemoryCard } from './logic';
import { MEMORY_TEXT } from './memory.i18n';

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
 * A long word on a small card ("responsibility" on a 360 px phone's 4 columns) is never broken
 * mid-word (issue 30 §3.4: "competitio/n"): phrases wrap between their words, and the type shrinks
 * until the longest word fits the card. A readable floor is not kept: a whole word in small type
 * reads better than two halves.
 */
const WORD_MIN_SCALE = 0.35;

function CardWord({ word, language }: { word: string; language: MemoryCard['language'] }) {
  const ref = useRef<HTMLSpanElement>(null);
  useFitText(ref, word, WORD_MIN_SCALE);
  return (
    <span ref={ref} lang={language} className="memory-card__word">
      {word}
    </span>
  );
}

/**
 * One card: a real button named by its place and state ("Card 7, hidden", "Card 7, кошка,
 * matched"). The word is only in the page while the card is face up. Matched cards stay
 * focusable (aria-disabled rather than disabled) so keyboard focus is never dropped on <body>.
 */
export function MemoryCardButton({ card, index, isMismatch, onFlip, onKeyDown, ref }: MemoryCardButtonProps) {
  const t = useMessages(MEMORY_TEXT);
  const russianText = useRussianText();
  const shownWord = card.language === 'ru' ? russianText({ russian: card.word, stressed: card.stressed }) : card.word;
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
      aria-label={cardLabel({ ...card, word: shownWord }, index + 1, t)}
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
              {/* Drawn by CSS from data-lang: a badge, not text a speech-input user must say (the card's name is its word). */}
              <span className="memory-card__lang" data-lang={card.language.toUpperCase()} />
              {card.image ? (
                <WordPicture word={{ english: card.word, image: card.image }} size="hint" className="memory-card__picture" />
              ) : (
                <CardWord word={shownWord} language={card.language} />
              )}
              {card.isMatched && <CheckIcon className="memory-card__check" />}
            </>
          )}
        </span>
      </span>
    </button>
  );
}

import type { Ref } from 'react';
import { CheckIcon, StillLearningIcon } from '@/components/icons';
import { RussianWord } from '@/features/word-details';
import { WordPicture } from '@/features/word-media';
import { useMessages } from '@/i18n';
import { LANGUAGE_TAG, otherLanguage, type AnswerLanguage } from '../engine';
import { FLASHCARDS_TEXT } from './flashcards.i18n';
import { wordIn, type CardMark, type Flashcard } from './logic';

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
  /** The language of the front (the back shows the other). */
  front: AnswerLanguage;
  mark: CardMark | undefined;
  onFlip: () => void;
  compact?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** One side's language name and word; a Russian word with its stress marks unless they are hidden. */
function FaceWord({ card, language }: { card: Flashcard; language: AnswerLanguage }) {
  const t = useMessages(FLASHCARDS_TEXT);
  const text = wordIn(card, language);
  return (
    <>
      <span className="flashcard__lang">{t[language]}</span>{' '}
      <span className="flashcard__word" lang={LANGUAGE_TAG[language]} data-length={wordLength(text)}>
        {language === 'russian' ? <RussianWord word={card.word} /> : text}
      </span>
    </>
  );
}

/**
 * One card as a real button: a click, Space or Enter turns it. Both sides are in the page so the
 * turn can animate; the side facing away is hidden from screen readers, so the button's name is
 * what the player sees ("English cat").
 */
export function FlashcardFace({ card, front, mark, onFlip, compact = false, ref }: FlashcardFaceProps) {
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
          <FaceWord card={card} language={front} />
          {/* After the word, so the card is still named by its side first ("English cat"); drawn above it. */}
          {!compact && <WordPicture word={card.word} size="hint" className="flashcard__picture" />}
        </span>
        <span className="flashcard__face flashcard__face--back" aria-hidden={!card.isFlipped}>
          <FaceWord card={card} language={otherLanguage(front)} />
        </span>
      </span>
      {mark && <CardMarkLabel mark={mark} />}
    </button>
  );
}

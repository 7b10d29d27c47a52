import type { RefObject } from 'react';
import { CheckIcon, SpeakerIcon, StillLearningIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { FlashcardFace } from './flashcard-face';
import type { FlashcardsText } from './flashcards.i18n';
import { isLastCard, sideLanguage, type CardMark, type Flashcard, type FlashcardsEvent, type FlashcardsState } from './logic';
import type { FlashcardVoices } from './use-flashcards-game';

export interface SingleCardViewProps {
  state: FlashcardsState;
  card: Flashcard;
  t: FlashcardsText;
  cardRef: RefObject<HTMLButtonElement | null>;
  send: (event: FlashcardsEvent) => void;
  mark: (mark: CardMark) => void;
  utterance: { text: string; sound?: string } | null;
  voices: FlashcardVoices;
  /** The note saying why speech cannot work, when there is one. */
  speechNoteId: string | undefined;
}

/** One card at a time: the card, Previous / say it / Next, and the two ratings. */
export function SingleCardView({ state, card, t, cardRef, send, mark, utterance, voices, speechNoteId }: SingleCardViewProps) {
  const currentMark = state.marks[card.id];
  return (
    <div className="flashcards__single">
      <div className="flashcards__stage">
        <FlashcardFace
          ref={cardRef}
          card={card}
          front={sideLanguage(state, 'front')}
          mark={currentMark}
          onFlip={() => send({ type: 'flip' })}
        />
      </div>
      <p className="flashcards__hint" aria-hidden="true">
        {t.flipHint}
      </p>

      <div className="flashcards__nav">
        <Button aria-disabled={state.index === 0} onClick={() => send({ type: 'previous' })}>
          <span aria-hidden="true">←</span> {t.previous}
        </Button>
        <Button
          iconOnly
          aria-label={utterance ? t.say(utterance.text) : t.sayTheWord}
          title={voices.unavailable ?? undefined}
          aria-describedby={speechNoteId}
          // aria-disabled keeps focus on the button when the card turns to a side it cannot read.
          aria-disabled={!utterance || (!voices.front && !utterance.sound)}
          onClick={() => utterance && send({ type: 'speakCurrent' })}
        >
          <SpeakerIcon />
        </Button>
        <Button aria-disabled={isLastCard(state)} onClick={() => send({ type: 'next' })}>
          {t.next} <span aria-hidden="true">→</span>
        </Button>
      </div>

      <div className="flashcards__marks" role="group" aria-label={t.howWell}>
        <Button
          className="flashcards__mark flashcards__mark--learning"
          aria-pressed={currentMark === 'learning'}
          aria-keyshortcuts="L"
          onClick={() => mark('learning')}
        >
          <StillLearningIcon /> {t.stillLearning} <kbd aria-hidden="true">L</kbd>
        </Button>
        <Button
          className="flashcards__mark flashcards__mark--known"
          aria-pressed={currentMark === 'known'}
          aria-keyshortcuts="K"
          onClick={() => mark('known')}
        >
          <CheckIcon /> {t.knewIt} <kbd aria-hidden="true">K</kbd>
        </Button>
      </div>
    </div>
  );
}

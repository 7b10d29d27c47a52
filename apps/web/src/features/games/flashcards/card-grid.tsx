import { SpeakButton } from '@/features/speech';
import { LANGUAGE_TAG } from '../engine';
import { FlashcardFace } from './flashcard-face';
import type { FlashcardsText } from './flashcards.i18n';
import { shownLanguage, sideLanguage, wordIn, type FlashcardsEvent, type FlashcardsState } from './logic';

/** Every card at once, each flipped on its own and said in the language it shows. */
export function CardGrid({
  state,
  t,
  send,
}: {
  state: FlashcardsState;
  t: FlashcardsText;
  send: (event: FlashcardsEvent) => void;
}) {
  const front = sideLanguage(state, 'front');
  return (
    <ul className="flashcards__grid" aria-label={t.allCards}>
      {state.cards.map((gridCard) => {
        const language = shownLanguage(state, gridCard);
        return (
          <li key={gridCard.id} className="flashcards__grid-item">
            <FlashcardFace
              compact
              card={gridCard}
              front={front}
              mark={state.marks[gridCard.id]}
              onFlip={() => send({ type: 'flipCard', cardId: gridCard.id })}
            />
            <SpeakButton
              text={wordIn(gridCard, language)}
              lang={LANGUAGE_TAG[language]}
              sound={gridCard.word.sound}
              className="flashcards__grid-say speak-button--inline"
            />
          </li>
        );
      })}
    </ul>
  );
}

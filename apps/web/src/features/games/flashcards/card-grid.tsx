import { SpeakButton } from '@/features/speech';
import { FlashcardFace } from './flashcard-face';
import type { FlashcardsText } from './flashcards.i18n';
import { sideOf, type FlashcardsEvent, type FlashcardsState } from './logic';

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
  return (
    <ul className="flashcards__grid" aria-label={t.allCards}>
      {state.cards.map((gridCard) => (
        <li key={gridCard.id} className="flashcards__grid-item">
          <FlashcardFace
            compact
            card={gridCard}
            mark={state.marks[gridCard.id]}
            onFlip={() => send({ type: 'flipCard', cardId: gridCard.id })}
          />
          {sideOf(gridCard) === 'front' ? (
            <SpeakButton text={gridCard.word.english} lang="en" className="flashcards__grid-say speak-button--inline" />
          ) : (
            <SpeakButton text={gridCard.word.russian} lang="ru" className="flashcards__grid-say speak-button--inline" />
          )}
        </li>
      ))}
    </ul>
  );
}

import { AutoSpeakIcon, FlipAllIcon, ShuffleIcon, StillLearningIcon as StartOverIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import type { FlashcardsText } from './flashcards.i18n';
import type { FlashcardsEvent, FlashcardsState } from './logic';
import type { FlashcardVoices } from './use-flashcards-game';

export interface DeckToolsProps {
  state: FlashcardsState;
  t: FlashcardsText;
  send: (event: FlashcardsEvent) => void;
  random: () => number;
  toggleAutoSpeak: () => void;
  voices: FlashcardVoices;
  speechNoteId: string | undefined;
}

/** What the player can do to the whole deck: shuffle, start over, flip all, auto-speak. */
export function DeckTools({ state, t, send, random, toggleAutoSpeak, voices, speechNoteId }: DeckToolsProps) {
  return (
    <div className="flashcards__tools">
      <Button size="sm" onClick={() => send({ type: 'shuffle', random })}>
        <ShuffleIcon /> {t.shuffle}
      </Button>
      <Button size="sm" onClick={() => send({ type: 'startOver' })}>
        <StartOverIcon /> {t.startOver}
      </Button>
      <Button size="sm" aria-pressed={state.flipAll} onClick={() => send({ type: 'toggleFlipAll' })}>
        <FlipAllIcon /> {t.flipAll}
      </Button>
      <Button
        size="sm"
        aria-pressed={state.autoSpeak}
        disabled={!voices.front}
        aria-describedby={speechNoteId}
        onClick={toggleAutoSpeak}
      >
        <AutoSpeakIcon /> {t.autoSpeak}
      </Button>
    </div>
  );
}

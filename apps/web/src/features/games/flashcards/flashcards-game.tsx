import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { GameWord } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import {
  AutoSpeakIcon,
  GAME_ICONS,
  CheckIcon,
  FlipAllIcon,
  ShuffleIcon,
  SpeakerIcon,
  StillLearningIcon,
  StillLearningIcon as StartOverIcon,
} from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { type GameResult, useRoundReducer, type RoundKeeper } from '../engine';
import { isFallbackDeck } from './fallback-words';
import { FlashcardFace } from './flashcard-face';
import {
  canFinish,
  countMarks,
  currentCard,
  flashcardsReducerIn,
  flashcardsResult,
  initFlashcards,
  isLastCard,
  sideOf,
  utteranceFor,
  type CardMark,
  type FlashcardsEvent,
} from './logic';
import { NoFlashcards } from './no-flashcards';
import {
  SPEECH_MESSAGES,
  SpeakButton,
  missingVoiceMessage,
  useSpeechAdapter,
  useVoices,
  type SpeechAdapter,
} from '@/features/speech';
import { GAME_TEXT, useFormat, useMessages } from '@/i18n';
import { FLASHCARDS_TEXT } from './flashcards.i18n';
import { useFlashcardKeys } from './use-flashcard-keys';
import './flashcards.css';

const FlashcardsIcon = GAME_ICONS.game2;

export interface FlashcardsGameProps {
  words: GameWord[];
  categoryDisplayName: string;
  onComplete: (result: GameResult) => void;
  onExit: () => void;
  /** Keeps the round across a reload (the game frame's); absent when the game is tested alone. */
  round?: RoundKeeper;
  /** Defaults to the browser's speechSynthesis. */
  speech?: SpeechAdapter;
  /** Shuffle's random source. */
  random?: () => number;
  /** Retry on the empty screen; defaults to reloading the page (spec §8). */
  reload?: () => void;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function FlashcardsGame({
  words,
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  speech: givenSpeech,
  random = Math.random,
  reload = () => window.location.reload(),
}: FlashcardsGameProps) {
  const titleId = useId();
  const t = useMessages(FLASHCARDS_TEXT);
  const title = useMessages(GAME_TEXT).game2.title;
  const speechText = useMessages(SPEECH_MESSAGES);
  const format = useFormat();
  // What the rules announce is worded in the interface language of the moment.
  const reducer = useMemo(() => flashcardsReducerIn(t), [t]);
  const speechInUse = useSpeechAdapter();
  const speech = givenSpeech ?? speechInUse;
  const [state, dispatch] = useRoundReducer(round, reducer, () => initFlashcards(words, { speechSupported: speech.supported }));
  const voiceList = useVoices(speech);
  // The speaker and auto-speak need an English voice (the front); the back is read when a Russian one exists too.
  const voices = { english: voiceList.en, unavailable: missingVoiceMessage(voiceList, ['en'], speechText) };
  const russianVoice = voiceList.ru;
  // Leaving the game stops a word still being read.
  useEffect(() => () => speech.cancel(), [speech]);
  // Pressing Finish too early makes the "see every card" note stand out (and shake once more each time).
  const [nudges, setNudges] = useState(0);
  const rootRef = useRef<HTMLElement>(null);
  const cardRef = useRef<HTMLButtonElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'card' | 'finish' | null>(null);
  const shownIndex = useRef(state.index);
  const spokenSeq = useRef(0);

  const card = currentCard(state);
  const total = state.cards.length;
  const finishable = canFinish(state);
  const { known } = countMarks(state);
  const learning = Object.values(state.marks).filter((mark) => mark === 'learning').length;
  const currentMark = card ? state.marks[card.id] : undefined;
  const utterance = card ? utteranceFor(card, sideOf(card), { russianVoice }) : null;

  useEffect(() => {
    const request = state.speech;
    if (!request || request.seq === spokenSeq.current) return;
    spokenSeq.current = request.seq;
    const spoken = state.cards.find((c) => c.id === request.cardId);
    const said = spoken && utteranceFor(spoken, request.side, { russianVoice });
    // With no English voice there is nothing to say it with (the controls say so and wait).
    if (said && voices.english) speech.speak(said);
  }, [state.speech, state.cards, russianVoice, voices.english, speech]);

  // A short slide in the direction of travel, so moving between cards reads as movement.
  useEffect(() => {
    const from = shownIndex.current;
    shownIndex.current = state.index;
    const element = cardRef.current;
    if (from === state.index || !element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    const offset = state.index > from ? 24 : -24;
    element.animate(
      [
        { opacity: 0, transform: `translateX(${offset}px)` },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 200, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    );
  }, [state.index]);

  // Start with focus on the card, so Space/Enter flip it and the focus ring shows where play is.
  useEffect(() => {
    cardRef.current?.focus();
  }, []);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'card') cardRef.current?.focus();
    if (target === 'finish') finishRef.current?.focus();
  });

  const send = (event: FlashcardsEvent) => dispatch(event);

  const mark = (value: CardMark) => {
    if (state.view !== 'single' || !card) return;
    // Rating moves on to the next card; on the last one the player's next step is Finish.
    const allSeenAfter = isLastCard(state) && canFinish(state);
    focusNext.current = isLastCard(state) ? (allSeenAfter ? 'finish' : null) : 'card';
    send({ type: 'mark', mark: value });
  };

  const finish = () => {
    if (!finishable) {
      setNudges((n) => n + 1);
      send({ type: 'finishTooEarly' });
      return;
    }
    speech.cancel();
    onComplete(flashcardsResult(state, t));
  };

  const toggleAutoSpeak = () => {
    if (state.autoSpeak) speech.cancel();
    send({ type: 'toggleAutoSpeak' });
  };

  useFlashcardKeys(rootRef, total > 0 && state.view === 'single', {
    flip: () => send({ type: 'flip' }),
    next: () => send({ type: 'next' }),
    previous: () => send({ type: 'previous' }),
    mark,
  });

  if (total === 0 || !card) return <NoFlashcards onRetry={reload} onExit={onExit} />;
  const count = (n: number) => format.number(n);

  const atStart = state.index === 0;
  const atEnd = isLastCard(state);

  return (
    <section ref={rootRef} className="card flashcards" aria-labelledby={titleId}>
      <header className="flashcards__header">
        <div className="flashcards__heading">
          <h2 id={titleId} className="flashcards__title">
            <FlashcardsIcon className="flashcards__title-icon" /> {title}
          </h2>
          <p className="flashcards__category">{categoryDisplayName}</p>
        </div>
        <div className="flashcards__views" role="group" aria-label={t.view}>
          <Button size="sm" aria-pressed={state.view === 'single'} onClick={() => send({ type: 'setView', view: 'single' })}>
            {t.card}
          </Button>
          <Button size="sm" aria-pressed={state.view === 'grid'} onClick={() => send({ type: 'setView', view: 'grid' })}>
            {t.grid}
          </Button>
        </div>
      </header>

      {isFallbackDeck(words) && (
        <p className="flashcards__notice" role="note">
          {t.fallbackWords(words.length)}
        </p>
      )}

      <div className="flashcards__status">
        <p className="flashcards__position" data-testid="flashcards-position">
          {t.cardPosition(state.index + 1, total)}
        </p>
        <p className="flashcards__tally">
          <Badge tone="success">
            <CheckIcon /> {t.knownCount(count(known))}
          </Badge>{' '}
          <Badge tone="warning">
            <StillLearningIcon /> {t.learningCount(count(learning))}
          </Badge>
        </p>
        <div className="flashcards__bar">
          <ProgressBar value={(state.seen.length / total) * 100} label={t.cardsSeen(state.seen.length, total)} />
        </div>
      </div>

      {state.view === 'single' ? (
        <div className="flashcards__single">
          <div className="flashcards__stage">
            <FlashcardFace ref={cardRef} card={card} mark={currentMark} onFlip={() => send({ type: 'flip' })} />
          </div>
          <p className="flashcards__hint" aria-hidden="true">
            {t.flipHint}
          </p>

          <div className="flashcards__nav">
            <Button aria-disabled={atStart} onClick={() => send({ type: 'previous' })}>
              <span aria-hidden="true">←</span> {t.previous}
            </Button>
            <Button
              iconOnly
              aria-label={utterance ? t.say(utterance.text) : t.sayTheWord}
              title={voices.unavailable ?? undefined}
              aria-describedby={voices.unavailable ? `${titleId}-speech` : undefined}
              // aria-disabled keeps focus on the button when the card turns to a side it cannot read.
              aria-disabled={!utterance || !voices.english}
              onClick={() => utterance && send({ type: 'speakCurrent' })}
            >
              <SpeakerIcon />
            </Button>
            <Button aria-disabled={atEnd} onClick={() => send({ type: 'next' })}>
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
      ) : (
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
      )}

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
          disabled={!voices.english}
          aria-describedby={voices.unavailable ? `${titleId}-speech` : undefined}
          onClick={toggleAutoSpeak}
        >
          <AutoSpeakIcon /> {t.autoSpeak}
        </Button>
      </div>
      {voices.unavailable && (
        <p id={`${titleId}-speech`} className="flashcards__speech-note">
          {voices.unavailable}
        </p>
      )}

      <footer className="flashcards__footer">
        <p key={nudges} className="flashcards__finish-note" data-nudged={nudges > 0 && !finishable}>
          {finishable ? t.everyCardSeen : t.seeAllFirst(state.seen.length, total)}
        </p>
        <div className="flashcards__footer-actions">
          <Button variant="ghost" onClick={onExit}>
            {t.changeCategory}
          </Button>
          <Button ref={finishRef} variant={finishable ? 'primary' : 'secondary'} aria-disabled={!finishable} onClick={finish}>
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
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        <span key={state.announcement.seq}>{state.announcement.text}</span>
      </p>
    </section>
  );
}

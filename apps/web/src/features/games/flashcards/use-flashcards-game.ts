import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameWord } from '@slovo/shared';
import {
  SPEECH_MESSAGES,
  missingVoiceMessage,
  sayWord,
  silenceWords,
  useSpeechAdapter,
  useVoices,
  type SpeechAdapter,
} from '@/features/speech';
import { useMessages } from '@/i18n';
import { type AnswerLanguage, type GameResult, LANGUAGE_TAG, useRoundReducer, type RoundKeeper } from '../engine';
import { FLASHCARDS_TEXT } from './flashcards.i18n';
import {
  canFinish,
  currentCard,
  flashcardsReducerIn,
  flashcardsResult,
  initFlashcards,
  isLastCard,
  shownLanguage,
  sideLanguage,
  utteranceFor,
  type CardMark,
  type FlashcardsEvent,
  type FlashcardsState,
} from './logic';
import { useCardSlide } from './use-card-slide';

export interface FlashcardsGameOptions {
  words: GameWord[];
  onComplete: (result: GameResult) => void;
  round?: RoundKeeper;
  speech?: SpeechAdapter;
  /** The backs' language (the front shows the other). */
  answerLanguage: AnswerLanguage;
}

/** Whether speaking can work: a voice for each side's language. */
export interface FlashcardVoices {
  english: boolean;
  russian: boolean;
  /** A voice for the front's language: the speaker and auto-speak need it. */
  front: boolean;
  /** Why the speaker cannot work here, or null. */
  unavailable: string | null;
}

/**
 * The deck's state and what the player does with it: the rules (logic.ts) in the interface
 * language, kept across a reload, the requested words said aloud, and where focus goes next.
 */
export function useFlashcardsGame({ words, onComplete, round, speech: givenSpeech, answerLanguage }: FlashcardsGameOptions) {
  const t = useMessages(FLASHCARDS_TEXT);
  const reducer = useMemo(() => flashcardsReducerIn(t), [t]);
  const speechInUse = useSpeechAdapter();
  const speech = givenSpeech ?? speechInUse;
  const [state, dispatch] = useRoundReducer(round, reducer, () =>
    initFlashcards(words, { speechSupported: speech.supported, answerLanguage }),
  );
  const voices = useFlashcardVoices(speech, sideLanguage(state, 'front'));
  useSpokenRequests(state, speech, voices);
  // Pressing Finish too early makes the "see every card" note stand out (and shake again each time).
  const [nudges, setNudges] = useState(0);
  const cardRef = useRef<HTMLButtonElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const focusNext = useFlashcardsFocus(cardRef, finishRef);
  useCardSlide(cardRef, state.index);

  const card = currentCard(state);
  const send = (event: FlashcardsEvent) => dispatch(event);

  const mark = (value: CardMark) => {
    if (state.view !== 'single' || !card) return;
    // Rating moves on to the next card; on the last one the player's next step is Finish.
    const last = isLastCard(state);
    focusNext.current = last ? (canFinish(state) ? 'finish' : null) : 'card';
    send({ type: 'mark', mark: value });
  };

  const finish = () => {
    if (!canFinish(state)) {
      setNudges((n) => n + 1);
      send({ type: 'finishTooEarly' });
      return;
    }
    silenceWords(speech);
    onComplete(flashcardsResult(state, t));
  };

  const toggleAutoSpeak = () => {
    if (state.autoSpeak) silenceWords(speech);
    send({ type: 'toggleAutoSpeak' });
  };

  const utterance = card ? utteranceFor(card, shownLanguage(state, card), { russianVoice: voices.russian }) : null;
  return { t, state, card, send, mark, finish, toggleAutoSpeak, voices, utterance, nudges, cardRef, finishRef };
}

function useFlashcardVoices(speech: SpeechAdapter, front: AnswerLanguage): FlashcardVoices {
  const speechText = useMessages(SPEECH_MESSAGES);
  const voiceList = useVoices(speech);
  // The speaker and auto-speak need a voice for the front; the back is read when its voice exists too.
  const frontTag = LANGUAGE_TAG[front];
  return {
    english: voiceList.en,
    russian: voiceList.ru,
    front: voiceList[frontTag],
    unavailable: missingVoiceMessage(voiceList, [frontTag], speechText),
  };
}

/** Says each new speech request of the rules once; leaving the game stops a word still being read. */
function useSpokenRequests(state: FlashcardsState, speech: SpeechAdapter, voices: FlashcardVoices) {
  const spokenSeq = useRef(0);
  const { english, russian } = voices;
  useEffect(() => () => silenceWords(speech), [speech]);
  useEffect(() => {
    const request = state.speech;
    if (!request || request.seq === spokenSeq.current) return;
    spokenSeq.current = request.seq;
    const spoken = state.cards.find((c) => c.id === request.cardId);
    const language = sideLanguage(state, request.side);
    const said = spoken && utteranceFor(spoken, language, { russianVoice: russian });
    // With no English voice there is nothing to say English with (the controls say so and wait);
    // a Russian side with a recording plays it (a voice, if any, only when it cannot be played).
    if (said && (language === 'russian' || english)) {
      sayWord(speech, { text: said.text, language: language === 'russian' ? 'ru' : 'en', sound: said.sound });
    }
  }, [state, russian, english, speech]);
}

/**
 * Focus starts on the card (Space/Enter flip it, and the ring shows where play is); after a
 * rating it goes where the player's next step is, once that element has rendered.
 */
function useFlashcardsFocus(
  cardRef: React.RefObject<HTMLButtonElement | null>,
  finishRef: React.RefObject<HTMLButtonElement | null>,
) {
  const focusNext = useRef<'card' | 'finish' | null>(null);
  useEffect(() => {
    cardRef.current?.focus();
  }, [cardRef]);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'card') cardRef.current?.focus();
    if (target === 'finish') finishRef.current?.focus();
  });
  return focusNext;
}

import { SPEECH, type GameWord } from '@slovo/shared';
import { VOICE_LANG, recordingFor } from '@/features/speech';
import { otherLanguage, reviewDirection, type AnswerLanguage } from '../engine/answer-language';
import type { GameAnswer, GameResult } from '../engine/game-result';

/**
 * Flashcards (product-games-auth.md §3 "Flashcard", §4 "Flashcards", §9 "Text to speech"): the
 * game's rules as a pure reducer. No React, no timers, no browser: randomness comes in with the
 * Shuffle event, and what should be said aloud is a request in the state that the component
 * hands to the speech adapter.
 *
 * How a game without right or wrong answers ends (the spec is silent, so this is our choice):
 * - The player rates every card "I knew it" or "Still learning" (K / L). Rating moves on to the
 *   next card, so a deck is one honest pass: look, flip if needed, rate.
 * - Finish completes the game once every card has been seen at least once; it is offered as soon
 *   as that is true, so a player may finish without rating every card (the last card reached by
 *   Next counts as "after the last card"). Requiring every card to be seen keeps the score from
 *   being earned on a deck the player never looked through.
 * - Score = percentage of the deck rated "I knew it"; unrated cards count as still learning, so
 *   skipping the rating never raises the score. Accuracy is the same figure: there is no other
 *   measure of correctness in a self-rated game.
 * - Start Over clears the ratings and what was seen (a fresh pass over the same deck); Shuffle
 *   only reorders, keeping ratings and seen cards, since it does not change what the player knows.
 * - The grid view is for browsing: flipping cards there neither rates them nor counts as seeing
 *   them, because the single-card view is where the player commits to an answer.
 * - The front is English and the back Russian (spec §3), unless the player chose the Russian front
 *   on the picker (issue 33): the back is the side recalled, like the other games' "Answer in".
 */

export interface Flashcard {
  /** Unique within the deck even when a word appears twice. */
  id: string;
  word: GameWord;
  /** Front (false) shows the front's language (English unless chosen otherwise), back (true) the other. */
  isFlipped: boolean;
}

export type CardMark = 'known' | 'learning';
export type FlashcardsView = 'single' | 'grid';
export type CardSide = 'front' | 'back';

/** A card turned to a side while auto-speak was on (or the player asked): say it, if it can be said. */
export interface SpeechRequest {
  /** Grows with each request so the same card said twice is still a new request. */
  seq: number;
  cardId: string;
  side: CardSide;
}

export interface FlashcardsState {
  /** The backs' language, recalled from the front (issue 33); a round kept before the choice existed lacks it: Russian. */
  answerLanguage?: AnswerLanguage;
  cards: Flashcard[];
  /** The card shown in the single-card view. */
  index: number;
  view: FlashcardsView;
  flipAll: boolean;
  autoSpeak: boolean;
  speechSupported: boolean;
  marks: Readonly<Record<string, CardMark>>;
  /** Ids of cards shown at least once in the single-card view. */
  seen: readonly string[];
  speech: SpeechRequest | null;
  /** For the aria-live region; seq changes even when the text repeats. */
  announcement: { seq: number; text: string };
}

export type FlashcardsEvent =
  | { type: 'flip' }
  | { type: 'flipCard'; cardId: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'mark'; mark: CardMark }
  | { type: 'startOver' }
  | { type: 'shuffle'; random: () => number }
  | { type: 'toggleFlipAll' }
  | { type: 'setView'; view: FlashcardsView }
  | { type: 'toggleAutoSpeak' }
  | { type: 'speakCurrent' }
  | { type: 'finishTooEarly' };

/**
 * What the rules announce and the completed screen's labels. The screen passes FLASHCARDS_TEXT in
 * the interface language; the rules never import texts, so they stay one language-free module.
 */
export interface FlashcardsRulesText {
  cardPosition: (position: number, total: number) => string;
  showing: (language: AnswerLanguage, word: string) => string;
  marked: (mark: CardMark, word: string) => string;
  allSeen: string;
  seeAllFirst: (seen: number, total: number) => string;
  shuffled: string;
  startedOver: string;
  allCardsShow: (language: AnswerLanguage) => string;
  gridView: string;
  autoSpeakOn: string;
  autoSpeakOff: string;
  stats: { reviewed: string; known: string; learning: string };
}

export function createFlashcards(words: readonly GameWord[]): Flashcard[] {
  return words.map((word, position) => ({ id: `card-${position}`, word, isFlipped: false }));
}

export function initFlashcards(
  words: readonly GameWord[],
  { speechSupported = false, answerLanguage = 'russian' }: { speechSupported?: boolean; answerLanguage?: AnswerLanguage } = {},
): FlashcardsState {
  const cards = createFlashcards(words);
  return {
    answerLanguage,
    cards,
    index: 0,
    view: 'single',
    flipAll: false,
    autoSpeak: false,
    speechSupported,
    marks: {},
    seen: cards[0] ? [cards[0].id] : [],
    speech: null,
    announcement: { seq: 0, text: '' },
  };
}

export function currentCard(state: FlashcardsState): Flashcard | undefined {
  return state.cards[state.index];
}

const sideOf = (card: Flashcard): CardSide => (card.isFlipped ? 'back' : 'front');

/** The language every card shows on `side`. */
export function sideLanguage(state: Pick<FlashcardsState, 'answerLanguage'>, side: CardSide): AnswerLanguage {
  const back = state.answerLanguage ?? 'russian';
  return side === 'back' ? back : otherLanguage(back);
}

/** A card's word in `language` (the Russian without stress marks, as it is announced and said). */
export const wordIn = (card: Flashcard, language: AnswerLanguage): string =>
  language === 'english' ? card.word.english : card.word.russian;

/** The language a card shows now. */
export const shownLanguage = (state: Pick<FlashcardsState, 'answerLanguage'>, card: Flashcard): AnswerLanguage =>
  sideLanguage(state, sideOf(card));

const visibleWord = (state: FlashcardsState, card: Flashcard): string => wordIn(card, shownLanguage(state, card));

export function countMarks(state: FlashcardsState): { known: number; learning: number } {
  let known = 0;
  for (const card of state.cards) if (state.marks[card.id] === 'known') known += 1;
  return { known, learning: state.cards.length - known };
}

/** Finish is offered once every card has been seen in the single-card view. */
export function canFinish(state: FlashcardsState): boolean {
  return state.cards.length > 0 && state.seen.length >= state.cards.length;
}

export function isLastCard(state: FlashcardsState): boolean {
  return state.index === state.cards.length - 1;
}

/**
 * The rated cards as the round's answers, in deck order: "I knew it" → right, "Still learning" →
 * wrong. An unrated card was never answered, so it is no review at all (not even a skip).
 */
export function flashcardsAnswers(state: FlashcardsState): GameAnswer[] {
  return state.cards.flatMap((card) => {
    const mark = state.marks[card.id];
    return mark ? [{ word: card.word, outcome: mark === 'known' ? 'right' : 'wrong' }] : [];
  });
}

/** The completed screen's figures: score = accuracy = share of the deck rated "I knew it". */
export function flashcardsResult(state: FlashcardsState, t: FlashcardsRulesText): GameResult {
  const total = state.cards.length;
  const { known, learning } = countMarks(state);
  const score = total === 0 ? 0 : Math.round((known / total) * 100);
  return {
    score,
    accuracy: score,
    stats: [
      { label: t.stats.reviewed, value: state.seen.length },
      { label: t.stats.known, value: known },
      { label: t.stats.learning, value: learning },
    ],
    answers: flashcardsAnswers(state),
    direction: reviewDirection(sideLanguage(state, 'back')),
  };
}

/**
 * What to say for a card's side in `language`: the English in en-US (spec §9); the Russian by the
 * word's recording when it has one (issue 34), else in ru-RU only when the browser has a Russian
 * voice (an English voice reading Cyrillic is gibberish).
 */
export function utteranceFor(
  card: Flashcard,
  language: AnswerLanguage,
  { russianVoice }: { russianVoice: boolean },
): { text: string; lang: string; sound?: string } | null {
  if (language === 'english') return { text: card.word.english, lang: SPEECH.lang };
  const sound = recordingFor('ru', card.word.sound);
  if (sound) return { text: card.word.russian, lang: VOICE_LANG.ru, sound };
  return russianVoice ? { text: card.word.russian, lang: VOICE_LANG.ru } : null;
}

/** Fisher–Yates; a deck of 2+ cards always comes out in a new order, so Shuffle visibly does something. */
export function shuffledOrder<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  if (result.length > 1 && result.every((item, i) => item === items[i])) result.push(result.shift()!);
  return result;
}

function announce(state: FlashcardsState, text: string): FlashcardsState['announcement'] {
  return { seq: state.announcement.seq + 1, text };
}

function requestSpeech(state: FlashcardsState, card: Flashcard | undefined, force = false): SpeechRequest | null {
  // A card whose Russian side has a recording can be heard (when asked) on a device with no voice.
  const audible = state.speechSupported || (card !== undefined && recordingFor('ru', card.word.sound) !== null);
  if (!card || !audible || (!state.autoSpeak && !force)) return state.speech;
  return { seq: (state.speech?.seq ?? 0) + 1, cardId: card.id, side: sideOf(card) };
}

function withSeen(seen: readonly string[], card: Flashcard | undefined): readonly string[] {
  return !card || seen.includes(card.id) ? seen : [...seen, card.id];
}

/** Shows the card at `index` in the single view: counts it as seen, announces and (auto-)speaks it. */
function showCard(state: FlashcardsState, t: FlashcardsRulesText, index: number, prefix = ''): FlashcardsState {
  const card = state.cards[index];
  if (!card) return state;
  const seen = withSeen(state.seen, card);
  const moved = { ...state, index, seen };
  const position = t.cardPosition(index + 1, state.cards.length);
  const allSeenNow = seen.length === state.cards.length && state.seen.length < state.cards.length;
  const text = [prefix, `${position}: ${visibleWord(state, card)}.`, allSeenNow ? t.allSeen : ''].filter(Boolean).join(' ');
  return { ...moved, announcement: announce(state, text), speech: requestSpeech(state, card) };
}

function flipCardAt(state: FlashcardsState, t: FlashcardsRulesText, position: number): FlashcardsState {
  const card = state.cards[position];
  if (!card) return state;
  const flipped = { ...card, isFlipped: !card.isFlipped };
  const cards = state.cards.map((c, i) => (i === position ? flipped : c));
  return {
    ...state,
    cards,
    announcement: announce(state, t.showing(shownLanguage(state, flipped), visibleWord(state, flipped))),
    speech: requestSpeech(state, flipped),
  };
}

/** The deck's rules with what they announce worded in `t`. */
export function flashcardsReducerIn(t: FlashcardsRulesText): (state: FlashcardsState, event: FlashcardsEvent) => FlashcardsState {
  return (state, event) => reduceFlashcards(state, event, t);
}

function reduceFlashcards(state: FlashcardsState, event: FlashcardsEvent, t: FlashcardsRulesText): FlashcardsState {
  // An empty deck has nothing to act on; the screen offers only Retry.
  if (state.cards.length === 0) return state;

  switch (event.type) {
    case 'flip':
      return state.view === 'single' ? flipCardAt(state, t, state.index) : state;

    case 'flipCard': {
      const position = state.cards.findIndex((card) => card.id === event.cardId);
      return position === -1 ? state : flipCardAt(state, t, position);
    }

    case 'next':
      return state.view === 'single' && !isLastCard(state) ? showCard(state, t, state.index + 1) : state;

    case 'previous':
      return state.view === 'single' && state.index > 0 ? showCard(state, t, state.index - 1) : state;

    case 'mark': {
      const card = currentCard(state);
      if (state.view !== 'single' || !card) return state;
      const marked = { ...state, marks: { ...state.marks, [card.id]: event.mark } };
      const said = t.marked(event.mark, wordIn(card, sideLanguage(state, 'front')));
      if (!isLastCard(state)) return showCard(marked, t, state.index + 1, `${said}.`);
      const tail = canFinish(marked) ? ` ${t.allSeen}` : '';
      return { ...marked, announcement: announce(state, `${said}.${tail}`) };
    }

    case 'startOver': {
      const fresh: FlashcardsState = {
        ...state,
        cards: state.cards.map((card) => ({ ...card, isFlipped: false })),
        view: 'single',
        flipAll: false,
        marks: {},
        seen: [],
      };
      return showCard(fresh, t, 0, t.startedOver);
    }

    case 'shuffle': {
      const shuffled = { ...state, cards: shuffledOrder(state.cards, event.random), view: 'single' as const };
      return showCard(shuffled, t, 0, t.shuffled);
    }

    case 'toggleFlipAll': {
      const flipAll = !state.flipAll;
      const cards = state.cards.map((card) => ({ ...card, isFlipped: flipAll }));
      const next = { ...state, flipAll, cards };
      return {
        ...next,
        announcement: announce(state, t.allCardsShow(sideLanguage(state, flipAll ? 'back' : 'front'))),
        // Only the one card in view turns for the player in the single view; in the grid every card does.
        speech: state.view === 'single' ? requestSpeech(state, cards[state.index]) : state.speech,
      };
    }

    case 'setView': {
      if (event.view === state.view) return state;
      if (event.view === 'grid') return { ...state, view: 'grid', announcement: announce(state, t.gridView) };
      return showCard({ ...state, view: 'single' }, t, state.index);
    }

    case 'toggleAutoSpeak': {
      if (!state.speechSupported) return { ...state, autoSpeak: false };
      const autoSpeak = !state.autoSpeak;
      const next = { ...state, autoSpeak };
      return {
        ...next,
        announcement: announce(state, autoSpeak ? t.autoSpeakOn : t.autoSpeakOff),
        speech: autoSpeak && state.view === 'single' ? requestSpeech(next, currentCard(state)) : state.speech,
      };
    }

    case 'speakCurrent':
      return { ...state, speech: requestSpeech(state, currentCard(state), true) };

    case 'finishTooEarly':
      return {
        ...state,
        announcement: announce(state, t.seeAllFirst(state.seen.length, state.cards.length)),
      };
  }
}

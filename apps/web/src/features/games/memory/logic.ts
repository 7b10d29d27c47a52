import { MEMORY, normalizeAnswer, shuffleWords, type GameWord } from '@slovo/shared';
import type { GameAnswer, GameResult } from '../engine/game-result';
import type { MemoryText } from './memory.i18n';

/**
 * Memory Match rules (product-games-auth.md §3 "Memory card"/"Memory state", §4 "Memory Match",
 * §5, §9 MEMORY) as a pure reducer. No timers and no clock inside: every event that needs the
 * time carries `now`, and the component schedules the mismatch hide and the hand-over to the
 * completed screen, so tests drive the whole game without sleeping.
 *
 * Rules as implemented:
 * - The board holds MEMORY.pairs (10) pairs = MEMORY.cards (20) cards: each pair is an English
 *   card and its Russian card, shuffled. A word with a picture deals a picture card in place of
 *   its English text (same pair, still named by the English word for screen readers). Words that repeat an English or a Russian text already on
 *   the board are skipped (two identical-looking cards of different pairs could never be told
 *   apart), so a list with duplicates can deal fewer pairs; the game then completes when all
 *   dealt pairs are found. An empty list deals nothing and the game never starts.
 * - Nothing selected: a click reveals and selects the card.
 * - One selected: clicking it again hides it (spec §4). Clicking another card reveals it and
 *   checks the two: same pair → both matched (they stay face up); different → a mismatch, both
 *   stay shown (isProcessingMatch) until `hideMismatch` or the next click.
 * - Two selected (a mismatch on show): a third click starts a new selection — the two are hidden
 *   and the clicked card becomes the first of the next turn (clicking one of the two shown cards
 *   keeps that one face up as the new first card).
 * - Matched cards ignore clicks; so does everything once the game is completed.
 * - Completion: when pairsLeft reaches 0 the game is completed and endTime stops the timer.
 * - Reviews: a pair found with no earlier mismatch on either of its cards is right; otherwise
 *   right with help (a mismatch is mostly a guess about where a card lies, not about meaning).
 *
 * Moves: one move per turn of two cards, counted when the second card of the turn is revealed
 * (match or mismatch). Revealing a single card and hiding it again is not a move. So the spec's
 * "a third click starts a new selection and counts a move" holds per turn: each new selection
 * opens the move that its second card completes, and a perfect game takes exactly 10 moves.
 */

export type CardLanguage = 'en' | 'ru';

export interface MemoryCard {
  id: string;
  word: string;
  /** A Russian card's word with its stress marks, when known (issue 32); shown unless hidden. */
  stressed?: string;
  /**
   * An English card's picture (issue 34): the card shows it instead of the English text; the pair
   * is the same, and the card is still named by its word.
   */
  image?: string;
  /** A Russian card's recorded sound (issue 34), for its speaker. */
  sound?: string;
  language: CardLanguage;
  isRevealed: boolean;
  isMatched: boolean;
  isSelected: boolean;
  pairId: string;
}

/** What the last event did; the component turns it into a sound and an announcement. */
export interface MemoryFeedback {
  kind: 'flip' | 'hide' | 'match' | 'mismatch' | 'complete';
  /** The cards concerned: the flipped one, or the two compared. */
  cardIds: string[];
  /** Grows with every feedback, so the same kind twice in a row is still a new event. */
  seq: number;
}

export interface MemoryState {
  isActive: boolean;
  isCompleted: boolean;
  cards: MemoryCard[];
  /** Ids of the face-up cards of the current turn (0, 1 or 2). */
  selectedCards: string[];
  pairsFound: number;
  pairsLeft: number;
  /** Pairs dealt: MEMORY.pairs unless the word list was short of distinct words. */
  totalPairs: number;
  moves: number;
  startTime: number | null;
  endTime: number | null;
  selectedCategory: string;
  /** A mismatched pair is on show, waiting to be hidden. */
  isProcessingMatch: boolean;
  /** The dealt words, by pair: pair-0's word first. */
  pairWords: GameWord[];
  /** Pair ids with a card that was part of a mismatch. */
  mismatchedPairs: string[];
  feedback: MemoryFeedback | null;
}

export type MemoryEvent =
  | { type: 'flip'; cardId: string; now: number }
  /** The mismatch display time is over; only hides these exact cards if they are still shown. */
  | { type: 'hideMismatch'; cardIds: string[] };

/** How long a mismatched pair stays face up before it turns back (spec silent; "briefly"). */
export const MISMATCH_DISPLAY_MS = 1000;
/** The last match and the fanfare play out before the completed screen takes over. */
export const COMPLETION_DELAY_MS = 1200;
/** Score lost per move beyond a perfect game (see memoryScore). */
export const POINTS_PER_EXTRA_MOVE = 3;

/** Up to MEMORY.pairs words whose English and Russian texts are all distinct on the board. */
export function pickPairWords(words: readonly GameWord[], maxPairs: number = MEMORY.pairs): GameWord[] {
  const seenEnglish = new Set<string>();
  const seenRussian = new Set<string>();
  const picked: GameWord[] = [];
  for (const word of words) {
    if (picked.length >= maxPairs) break;
    const english = normalizeAnswer(word.english ?? '');
    const russian = normalizeAnswer(word.russian ?? '');
    if (english === '' || russian === '' || seenEnglish.has(english) || seenRussian.has(russian)) continue;
    seenEnglish.add(english);
    seenRussian.add(russian);
    picked.push(word);
  }
  return picked;
}

const pairIdOf = (index: number) => `pair-${index}`;

/** Two cards per word (English and Russian, sharing a pairId), shuffled with `random`. */
export function buildDeck(words: readonly GameWord[], random: () => number = Math.random): MemoryCard[] {
  const cards = pickPairWords(words).flatMap((word, index): MemoryCard[] => {
    const pairId = pairIdOf(index);
    const base = { isRevealed: false, isMatched: false, isSelected: false, pairId };
    return [
      { ...base, id: `${pairId}-en`, word: word.english.trim(), ...(word.image && { image: word.image }), language: 'en' },
      {
        ...base,
        id: `${pairId}-ru`,
        word: word.russian.trim(),
        ...(word.stressed !== undefined && { stressed: word.stressed }),
        ...(word.sound && { sound: word.sound }),
        language: 'ru',
      },
    ];
  });
  return shuffleWords(cards, random);
}

export interface NewGameOptions {
  words: readonly GameWord[];
  category?: string;
  now: number;
  random?: () => number;
}

/** A freshly dealt board; the clock starts when it is dealt. Inactive when nothing could be dealt. */
export function createMemoryGame({ words, category = '', now, random = Math.random }: NewGameOptions): MemoryState {
  const pairWords = pickPairWords(words);
  const cards = buildDeck(pairWords, random);
  const totalPairs = cards.length / 2;
  const playable = totalPairs > 0;
  return {
    isActive: playable,
    isCompleted: false,
    cards,
    selectedCards: [],
    pairsFound: 0,
    pairsLeft: totalPairs,
    totalPairs,
    moves: 0,
    startTime: playable ? now : null,
    endTime: null,
    selectedCategory: category,
    isProcessingMatch: false,
    pairWords,
    mismatchedPairs: [],
    feedback: null,
  };
}

function feedback(state: MemoryState, kind: MemoryFeedback['kind'], cardIds: string[]): MemoryFeedback {
  return { kind, cardIds, seq: (state.feedback?.seq ?? 0) + 1 };
}

function updateCards(cards: MemoryCard[], ids: readonly string[], patch: Partial<MemoryCard>): MemoryCard[] {
  return cards.map((card) => (ids.includes(card.id) ? { ...card, ...patch } : card));
}

const FACE_DOWN = { isRevealed: false, isSelected: false } as const;
const FACE_UP = { isRevealed: true, isSelected: true } as const;

function flip(state: MemoryState, cardId: string, now: number): MemoryState {
  if (!state.isActive || state.isCompleted) return state;
  const card = state.cards.find((c) => c.id === cardId);
  if (!card || card.isMatched) return state;
  const selected = state.selectedCards;

  if (selected.length === 1 && selected[0] === cardId) {
    return {
      ...state,
      cards: updateCards(state.cards, [cardId], FACE_DOWN),
      selectedCards: [],
      feedback: feedback(state, 'hide', [cardId]),
    };
  }

  if (selected.length === 1) {
    const first = state.cards.find((c) => c.id === selected[0]);
    const moves = state.moves + 1;
    const pair = [selected[0]!, cardId];
    if (first && first.pairId === card.pairId) {
      const pairsFound = state.pairsFound + 1;
      const pairsLeft = state.totalPairs - pairsFound;
      const completed = pairsLeft === 0;
      return {
        ...state,
        cards: updateCards(state.cards, pair, { isRevealed: true, isSelected: false, isMatched: true }),
        selectedCards: [],
        moves,
        pairsFound,
        pairsLeft,
        isCompleted: completed,
        isActive: !completed,
        endTime: completed ? now : null,
        feedback: feedback(state, completed ? 'complete' : 'match', pair),
      };
    }
    const mismatched = [first?.pairId, card.pairId].filter((id): id is string => !!id && !state.mismatchedPairs.includes(id));
    return {
      ...state,
      cards: updateCards(state.cards, [cardId], FACE_UP),
      selectedCards: pair,
      moves,
      isProcessingMatch: true,
      mismatchedPairs: [...state.mismatchedPairs, ...mismatched],
      feedback: feedback(state, 'mismatch', pair),
    };
  }

  // Nothing selected, or a mismatched pair on show: this click starts a new selection.
  const hidden = updateCards(state.cards, selected, FACE_DOWN);
  return {
    ...state,
    cards: updateCards(hidden, [cardId], FACE_UP),
    selectedCards: [cardId],
    isProcessingMatch: false,
    feedback: feedback(state, 'flip', [cardId]),
  };
}

function hideMismatch(state: MemoryState, cardIds: readonly string[]): MemoryState {
  const stillShown =
    state.selectedCards.length === 2 && cardIds.length === 2 && state.selectedCards.every((id) => cardIds.includes(id));
  if (!stillShown) return state;
  return {
    ...state,
    cards: updateCards(state.cards, state.selectedCards, FACE_DOWN),
    selectedCards: [],
    isProcessingMatch: false,
  };
}

export function memoryReducer(state: MemoryState, event: MemoryEvent): MemoryState {
  switch (event.type) {
    case 'flip':
      return flip(state, event.cardId, event.now);
    case 'hideMismatch':
      return hideMismatch(state, event.cardIds);
  }
}

/** Playing time so far; frozen at endTime once completed. */
export function elapsedMs(state: MemoryState, now: number): number {
  if (state.startTime === null) return 0;
  return Math.max(0, (state.endTime ?? now) - state.startTime);
}

/**
 * Efficiency score: 100 for a perfect game (one move per pair, i.e. 10 moves), minus
 * POINTS_PER_EXTRA_MOVE (3) for every move beyond that, never below 0 — 16 moves (about what a
 * perfect memory needs on average) score 82, 20 moves 70, 44 moves or more 0.
 */
export function memoryScore(moves: number, totalPairs: number = MEMORY.pairs): number {
  const extraMoves = Math.max(0, moves - totalPairs);
  return Math.max(0, 100 - POINTS_PER_EXTRA_MOVE * extraMoves);
}

/** Share of moves that found a pair, as a whole percentage (0 before the first move). */
export function memoryAccuracy(pairsFound: number, moves: number): number {
  return moves > 0 ? Math.round((100 * pairsFound) / moves) : 0;
}

/** The found pairs' words as the round's answers, in the order dealt: right, or right with help after a mismatch. */
export function memoryAnswers(state: MemoryState): GameAnswer[] {
  return state.pairWords.flatMap((word, index) => {
    const pairId = pairIdOf(index);
    if (!state.cards.some((card) => card.pairId === pairId && card.isMatched)) return [];
    return [{ word, outcome: state.mismatchedPairs.includes(pairId) ? 'right-with-help' : 'right' }];
  });
}

/** What the completed screen shows: score, accuracy, time and the Moves / Pairs stats (labels in `t`). */
export function memoryResult(state: MemoryState, now: number, t: MemoryText): GameResult {
  return {
    score: memoryScore(state.moves, state.totalPairs),
    accuracy: memoryAccuracy(state.pairsFound, state.moves),
    timeMs: elapsedMs(state, now),
    stats: [
      { label: t.moves, value: state.moves },
      { label: t.pairs, value: `${state.pairsFound}/${state.totalPairs}` },
    ],
    answers: memoryAnswers(state),
  };
}

/** The card's accessible name, e.g. "Card 7, hidden" or "Card 7, кошка, matched". */
export function cardLabel(card: MemoryCard, position: number, t: MemoryText): string {
  if (card.isMatched) return t.card.matched(position, card.word);
  if (card.isRevealed) return t.card.revealed(position, card.word);
  return t.card.hidden(position);
}

export type StatusTone = 'neutral' | 'success' | 'danger';

/** The status line under the board (also announced politely): what the last event meant, worded in `t`. */
export function statusMessage(
  state: MemoryState,
  t: MemoryText,
  /** A card's word as the card shows it (its stress marks, when the learner sees them); the cards' names say the same. */
  shown: (card: MemoryCard) => string = (card) => card.word,
): { text: string; tone: StatusTone } {
  const found = (id: string | undefined) => state.cards.find((card) => card.id === id);
  const byId = (id: string | undefined) => {
    const card = found(id);
    return card && { ...card, word: shown(card) };
  };
  const fb = state.feedback;
  if (!fb) {
    return {
      text: t.status.start(state.totalPairs),
      tone: 'neutral',
    };
  }
  const [a, b] = fb.cardIds.map(byId);
  switch (fb.kind) {
    case 'flip':
      return { text: t.status.flipped(a?.word ?? '', a?.language === 'ru' ? 'en' : 'ru'), tone: 'neutral' };
    case 'hide':
      return { text: t.status.hidden, tone: 'neutral' };
    case 'mismatch':
      return { text: t.status.mismatch(a?.word ?? '', b?.word ?? ''), tone: 'danger' };
    case 'match':
    case 'complete': {
      const english = a?.language === 'en' ? a : b;
      const russian = a?.language === 'en' ? b : a;
      const pair = `${english?.word ?? ''} = ${russian?.word ?? ''}`;
      if (fb.kind === 'complete') {
        return { text: t.status.complete(pair, state.totalPairs, state.moves), tone: 'success' };
      }
      return { text: t.status.match(pair, state.pairsFound, state.totalPairs), tone: 'success' };
    }
  }
}

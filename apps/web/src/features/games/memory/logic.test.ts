import { describe, expect, it } from 'vitest';
import { MEMORY, type GameWord } from '@slovo/shared';
import {
  MISMATCH_DISPLAY_MS,
  buildDeck,
  cardLabel,
  createMemoryGame,
  elapsedMs,
  memoryAccuracy,
  memoryAnswers,
  memoryReducer,
  memoryResult,
  memoryScore,
  pickPairWords,
  statusMessage,
  type MemoryEvent,
  type MemoryState,
} from './logic';
import { MEMORY_TEXT } from './memory.i18n';

/** The English texts the screen passes in for an English interface (the rules import no texts). */
const en = MEMORY_TEXT.en;

const ENGLISH = ['cat', 'dog', 'bird', 'fish', 'horse', 'cow', 'pig', 'sheep', 'goat', 'duck', 'frog', 'bear'];
const RUSSIAN = ['кошка', 'собака', 'птица', 'рыба', 'лошадь', 'корова', 'свинья', 'овца', 'коза', 'утка', 'лягушка', 'медведь'];

function words(count: number): GameWord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    english: ENGLISH[i]!,
    russian: RUSSIAN[i]!,
    category: 'animals',
    part_of_speech: 'noun',
  }));
}

const T0 = 1_000_000;

function newGame(count = 10, random: () => number = () => 0.5): MemoryState {
  return createMemoryGame({ words: words(count), category: 'animals', now: T0, random });
}

function play(state: MemoryState, ...events: MemoryEvent[]): MemoryState {
  return events.reduce(memoryReducer, state);
}

const flip = (cardId: string, now = T0 + 1000): MemoryEvent => ({ type: 'flip', cardId, now });
const card = (state: MemoryState, id: string) => state.cards.find((c) => c.id === id)!;

/** Matches every pair in order, one move each: the perfect game. */
function playPerfectly(state: MemoryState, now = T0 + 60_000): MemoryState {
  let next = state;
  for (let i = 0; i < state.totalPairs; i += 1) next = play(next, flip(`pair-${i}-en`, now), flip(`pair-${i}-ru`, now));
  return next;
}

describe('dealing the board (spec §3, §5, §9)', () => {
  it('deals exactly 10 pairs = 20 cards from 10 words: each word as an English and a Russian card sharing a pairId', () => {
    const state = newGame(10);
    expect(MEMORY).toMatchObject({ pairs: 10, cards: 20, columns: 5, rows: 4 });
    expect(state.cards).toHaveLength(MEMORY.cards);
    expect(state.totalPairs).toBe(MEMORY.pairs);
    for (let i = 0; i < 10; i += 1) {
      const pair = state.cards.filter((c) => c.pairId === `pair-${i}`);
      expect(pair.map((c) => [c.language, c.word]).sort()).toEqual([
        ['en', ENGLISH[i]],
        ['ru', RUSSIAN[i]],
      ]);
    }
  });

  it('uses exactly 10 words even when given more', () => {
    const state = newGame(12);
    expect(state.cards).toHaveLength(20);
    expect(state.cards.some((c) => c.word === 'frog' || c.word === 'bear')).toBe(false);
  });

  it('starts every card face down, unselected and unmatched, with the full Memory state fields', () => {
    const state = newGame();
    expect(state.cards.every((c) => !c.isRevealed && !c.isSelected && !c.isMatched)).toBe(true);
    expect(state).toMatchObject({
      isActive: true,
      isCompleted: false,
      selectedCards: [],
      pairsFound: 0,
      pairsLeft: 10,
      moves: 0,
      startTime: T0,
      endTime: null,
      selectedCategory: 'animals',
      isProcessingMatch: false,
    });
  });

  it('shuffles the cards with the injected randomness', () => {
    const a = newGame(10, () => 0).cards.map((c) => c.id);
    const b = newGame(10, () => 0.99).cards.map((c) => c.id);
    expect(a).not.toEqual(b);
    expect([...a].sort()).toEqual([...b].sort());
    // Not left in dealing order (en, ru, en, ru…).
    expect(a.slice(0, 2)).not.toEqual(['pair-0-en', 'pair-0-ru']);
  });

  it('gives every card a unique id even when word ids repeat', () => {
    const same = words(10).map((w) => ({ ...w, id: 7 }));
    const state = createMemoryGame({ words: same, now: T0 });
    expect(new Set(state.cards.map((c) => c.id)).size).toBe(20);
  });

  it('skips words repeating an English or Russian text already on the board (ё = е, case ignored)', () => {
    const list: GameWord[] = [
      ...words(10),
      { id: 'x', english: 'CAT ', russian: 'кот', category: '', part_of_speech: 'noun' },
      { id: 'y', english: 'hedgehog', russian: 'ёж', category: '', part_of_speech: 'noun' },
      { id: 'z', english: 'porcupine', russian: 'еж', category: '', part_of_speech: 'noun' },
    ];
    const picked = pickPairWords([list[10]!, list[11]!, list[12]!, ...list.slice(0, 10)]);
    expect(picked.map((w) => w.english)).toEqual(['CAT ', 'hedgehog', ...ENGLISH.slice(1, 9)]);
  });

  it('deals a word with a picture as a picture card in place of its English text, in the same pair (issue 34)', () => {
    const image = '/api/media/' + 'c'.repeat(64);
    const sound = '/api/media/' + 'd'.repeat(64);
    const deck = buildDeck([{ id: 1, english: 'cat', russian: 'кошка', category: '', part_of_speech: 'noun', image, sound }]);
    const english = deck.find((card) => card.language === 'en')!;
    const russian = deck.find((card) => card.language === 'ru')!;
    expect(english).toMatchObject({ word: 'cat', image, pairId: russian.pairId });
    expect(russian).toMatchObject({ word: 'кошка', sound });
    expect(russian).not.toHaveProperty('image');
  });

  it('deals fewer pairs when duplicates leave fewer than 10 distinct words, and completes at that count', () => {
    const list = [...words(9), { ...words(1)[0]!, id: 99 }];
    const state = createMemoryGame({ words: list, now: T0 });
    expect(state.totalPairs).toBe(9);
    expect(state.pairsLeft).toBe(9);
    expect(playPerfectly(state).isCompleted).toBe(true);
  });

  it('does not crash on an empty list: nothing is dealt, the game is inactive and ignores clicks', () => {
    const state = createMemoryGame({ words: [], now: T0 });
    expect(state).toMatchObject({ cards: [], totalPairs: 0, isActive: false, isCompleted: false, startTime: null });
    expect(memoryReducer(state, flip('pair-0-en'))).toBe(state);
    expect(elapsedMs(state, T0 + 5000)).toBe(0);
  });

  it('plays a single word as one pair', () => {
    const state = playPerfectly(createMemoryGame({ words: words(1), now: T0 }));
    expect(state).toMatchObject({ isCompleted: true, moves: 1, pairsFound: 1 });
    expect(memoryScore(state.moves, state.totalPairs)).toBe(100);
  });

  it('keeps words with spaces and trims their ends', () => {
    const deck = buildDeck([{ id: 1, english: '  polar bear ', russian: 'белый медведь', category: '', part_of_speech: 'noun' }]);
    expect(deck.map((c) => c.word).sort()).toEqual(['polar bear', 'белый медведь']);
  });
});

describe('revealing and hiding (spec §4)', () => {
  it('a click reveals and selects a card', () => {
    const state = play(newGame(), flip('pair-3-en'));
    expect(card(state, 'pair-3-en')).toMatchObject({ isRevealed: true, isSelected: true });
    expect(state.selectedCards).toEqual(['pair-3-en']);
    expect(state.moves).toBe(0);
    expect(state.feedback).toMatchObject({ kind: 'flip', cardIds: ['pair-3-en'] });
  });

  it('clicking the revealed card when only one is selected hides it, and is not a move', () => {
    const state = play(newGame(), flip('pair-3-en'), flip('pair-3-en'));
    expect(card(state, 'pair-3-en')).toMatchObject({ isRevealed: false, isSelected: false });
    expect(state.selectedCards).toEqual([]);
    expect(state.moves).toBe(0);
    expect(state.feedback?.kind).toBe('hide');
  });

  it('ignores clicks on unknown cards', () => {
    const state = newGame();
    expect(memoryReducer(state, flip('nope'))).toBe(state);
  });
});

describe('checking two cards', () => {
  it('a match marks both matched, face up and unselected, counts a move and a found pair', () => {
    const state = play(newGame(), flip('pair-2-ru'), flip('pair-2-en'));
    for (const id of ['pair-2-ru', 'pair-2-en']) {
      expect(card(state, id)).toMatchObject({ isRevealed: true, isMatched: true, isSelected: false });
    }
    expect(state).toMatchObject({ selectedCards: [], moves: 1, pairsFound: 1, pairsLeft: 9, isProcessingMatch: false });
    expect(state.feedback).toMatchObject({ kind: 'match', cardIds: ['pair-2-ru', 'pair-2-en'] });
  });

  it('a mismatch counts a move, leaves both shown and selected while processing, and finds no pair', () => {
    const state = play(newGame(), flip('pair-0-en'), flip('pair-1-ru'));
    for (const id of ['pair-0-en', 'pair-1-ru']) {
      expect(card(state, id)).toMatchObject({ isRevealed: true, isSelected: true, isMatched: false });
    }
    expect(state).toMatchObject({
      selectedCards: ['pair-0-en', 'pair-1-ru'],
      moves: 1,
      pairsFound: 0,
      pairsLeft: 10,
      isProcessingMatch: true,
    });
    expect(state.feedback?.kind).toBe('mismatch');
  });

  it('two cards of the same language never match', () => {
    const state = play(newGame(), flip('pair-0-en'), flip('pair-1-en'));
    expect(state.feedback?.kind).toBe('mismatch');
  });

  it('after the mismatch display time the pair is hidden again', () => {
    expect(MISMATCH_DISPLAY_MS).toBe(1000);
    const shown = play(newGame(), flip('pair-0-en'), flip('pair-1-ru'));
    const hidden = memoryReducer(shown, { type: 'hideMismatch', cardIds: ['pair-0-en', 'pair-1-ru'] });
    expect(card(hidden, 'pair-0-en')).toMatchObject({ isRevealed: false, isSelected: false });
    expect(card(hidden, 'pair-1-ru')).toMatchObject({ isRevealed: false, isSelected: false });
    expect(hidden).toMatchObject({ selectedCards: [], isProcessingMatch: false, moves: 1 });
  });

  it('a late hide for cards no longer shown changes nothing', () => {
    const shown = play(newGame(), flip('pair-0-en'), flip('pair-1-ru'), flip('pair-4-en'));
    expect(memoryReducer(shown, { type: 'hideMismatch', cardIds: ['pair-0-en', 'pair-1-ru'] })).toBe(shown);
    const fresh = newGame();
    expect(memoryReducer(fresh, { type: 'hideMismatch', cardIds: ['a', 'b'] })).toBe(fresh);
  });

  it('with two selected, a third click hides them and starts a new selection with the clicked card', () => {
    const state = play(newGame(), flip('pair-0-en'), flip('pair-1-ru'), flip('pair-4-en'));
    expect(card(state, 'pair-0-en').isRevealed).toBe(false);
    expect(card(state, 'pair-1-ru').isRevealed).toBe(false);
    expect(card(state, 'pair-4-en')).toMatchObject({ isRevealed: true, isSelected: true });
    expect(state).toMatchObject({ selectedCards: ['pair-4-en'], isProcessingMatch: false, moves: 1 });
    // …and the move it starts is counted when its second card is turned.
    const next = play(state, flip('pair-4-ru'));
    expect(next).toMatchObject({ moves: 2, pairsFound: 1 });
  });

  it('the third click may be one of the two shown cards: it stays up as the new first card', () => {
    const state = play(newGame(), flip('pair-0-en'), flip('pair-1-ru'), flip('pair-1-ru'));
    expect(card(state, 'pair-0-en').isRevealed).toBe(false);
    expect(card(state, 'pair-1-ru')).toMatchObject({ isRevealed: true, isSelected: true });
    expect(state.selectedCards).toEqual(['pair-1-ru']);
    expect(play(state, flip('pair-1-en'))).toMatchObject({ pairsFound: 1, moves: 2 });
  });

  it('matched cards ignore clicks, whether nothing or one card is selected', () => {
    const matched = play(newGame(), flip('pair-2-ru'), flip('pair-2-en'));
    expect(memoryReducer(matched, flip('pair-2-en'))).toBe(matched);
    const oneUp = play(matched, flip('pair-5-en'));
    expect(memoryReducer(oneUp, flip('pair-2-ru'))).toBe(oneUp);
  });

  it('counts one move per turn of two cards', () => {
    const state = play(
      newGame(),
      flip('pair-0-en'),
      flip('pair-0-en'), // hidden again: no move
      flip('pair-0-en'),
      flip('pair-1-ru'), // move 1, mismatch
      flip('pair-1-en'), // new selection
      flip('pair-1-ru'), // move 2, match
      flip('pair-0-ru'),
      flip('pair-0-en'), // move 3, match
    );
    expect(state).toMatchObject({ moves: 3, pairsFound: 2, pairsLeft: 8 });
  });
});

describe('completion and the timer', () => {
  it('completes at 10 pairs found: inactive, completed, endTime set', () => {
    const almost = play(newGame(), ...Array.from({ length: 9 }, (_, i) => [flip(`pair-${i}-en`), flip(`pair-${i}-ru`)]).flat());
    expect(almost).toMatchObject({ isCompleted: false, pairsFound: 9, pairsLeft: 1 });
    const done = play(almost, flip('pair-9-ru', T0 + 75_000), flip('pair-9-en', T0 + 83_500));
    expect(done).toMatchObject({
      isCompleted: true,
      isActive: false,
      pairsFound: 10,
      pairsLeft: 0,
      moves: 10,
      endTime: T0 + 83_500,
    });
    expect(done.feedback?.kind).toBe('complete');
    expect(done.cards.every((c) => c.isMatched && c.isRevealed)).toBe(true);
  });

  it('ignores every click after completion', () => {
    const done = playPerfectly(newGame());
    expect(memoryReducer(done, flip('pair-0-en'))).toBe(done);
  });

  it('the elapsed time runs from the deal and stops at completion', () => {
    const state = newGame();
    expect(elapsedMs(state, T0)).toBe(0);
    expect(elapsedMs(state, T0 + 61_000)).toBe(61_000);
    const done = playPerfectly(state, T0 + 90_000);
    expect(elapsedMs(done, T0 + 500_000)).toBe(90_000);
  });
});

describe('score and result', () => {
  it('scores 100 for 10 moves, 3 less per extra move, never below 0', () => {
    expect(memoryScore(10)).toBe(100);
    expect(memoryScore(11)).toBe(97);
    expect(memoryScore(16)).toBe(82);
    expect(memoryScore(20)).toBe(70);
    expect(memoryScore(43)).toBe(1);
    expect(memoryScore(44)).toBe(0);
    expect(memoryScore(200)).toBe(0);
    expect(memoryScore(9, 9)).toBe(100);
  });

  it('accuracy is the share of moves that found a pair', () => {
    expect(memoryAccuracy(10, 10)).toBe(100);
    expect(memoryAccuracy(10, 16)).toBe(63);
    expect(memoryAccuracy(0, 0)).toBe(0);
  });

  it('the result carries score, accuracy, the frozen time and the Moves and Pairs stats', () => {
    const withMistakes = play(newGame(), flip('pair-0-en'), flip('pair-1-ru'), flip('pair-2-en'), flip('pair-3-en'));
    const done = playPerfectly(withMistakes, T0 + 125_000);
    expect(done.moves).toBe(12);
    expect(memoryResult(done, T0 + 999_999, en)).toEqual({
      score: 94,
      accuracy: 83,
      timeMs: 125_000,
      stats: [
        { label: 'Moves', value: 12 },
        { label: 'Pairs', value: '10/10' },
      ],
      answers: memoryAnswers(done),
    });
  });
});

describe('answers (the round reported as reviews)', () => {
  it('a pair found with no mismatch on either card is right; a pair with a mismatched card is right with help', () => {
    const dealt = words(10);
    // cat's English card against dog's Russian card, then bird's against fish's: four pairs touched.
    const withMistakes = play(newGame(), flip('pair-0-en'), flip('pair-1-ru'), flip('pair-2-en'), flip('pair-3-en'));
    expect(memoryAnswers(withMistakes)).toEqual([]); // nothing found yet
    const done = playPerfectly(withMistakes);
    expect(done.isCompleted).toBe(true);
    expect(memoryAnswers(done)).toEqual(dealt.map((word, i) => ({ word, outcome: i < 4 ? 'right-with-help' : 'right' })));
  });

  it('reports only the pairs found, each once however often its cards were mismatched', () => {
    let state = newGame();
    for (let i = 0; i < 3; i += 1) state = play(state, flip('pair-0-en'), flip('pair-1-ru'));
    state = play(state, flip('pair-0-en'), flip('pair-0-ru'));
    expect(memoryAnswers(state)).toEqual([{ word: words(10)[0], outcome: 'right-with-help' }]);
  });

  it('answers for the dealt words only: a word the board left out (its text repeats) is not reported', () => {
    const [cat, ...others] = words(10);
    const repeatedCat = { ...cat!, id: 99 };
    const state = playPerfectly(createMemoryGame({ words: [cat!, repeatedCat, ...others], now: T0, random: () => 0.5 }));
    expect(memoryAnswers(state).map((a) => a.word.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('labels and messages', () => {
  it('labels cards by position and state', () => {
    const state = play(newGame(), flip('pair-0-en'), flip('pair-0-ru'), flip('pair-1-ru'));
    expect(cardLabel(card(state, 'pair-5-en'), 7, en)).toBe('Card 7, hidden');
    expect(cardLabel(card(state, 'pair-1-ru'), 3, en)).toBe('Card 3, собака, revealed');
    expect(cardLabel(card(state, 'pair-0-ru'), 7, en)).toBe('Card 7, кошка, matched');
  });

  it('describes each event in the status line, with a tone', () => {
    let state = newGame();
    expect(statusMessage(state, en)).toEqual({
      text: 'Find the 10 pairs: match each English word with its Russian translation.',
      tone: 'neutral',
    });
    state = play(state, flip('pair-0-en'));
    expect(statusMessage(state, en)).toEqual({ text: 'cat — now find its Russian pair.', tone: 'neutral' });
    state = play(state, flip('pair-1-ru'));
    expect(statusMessage(state, en)).toEqual({ text: 'Not a pair: cat and собака. Try again.', tone: 'danger' });
    state = play(state, flip('pair-1-ru'));
    expect(statusMessage(state, en).text).toBe('собака — now find its English pair.');
    state = play(state, flip('pair-1-ru'));
    expect(statusMessage(state, en).text).toBe('Card turned back. Pick any card.');
    state = play(state, flip('pair-1-ru'), flip('pair-1-en'));
    expect(statusMessage(state, en)).toEqual({ text: 'Match! dog = собака. 1 of 10 pairs found.', tone: 'success' });
    state = playPerfectly(state);
    expect(statusMessage(state, en)).toEqual({ text: 'Match! duck = утка. All 10 pairs found in 11 moves!', tone: 'success' });
  });
});

describe('labels and messages in Russian', () => {
  const ru = MEMORY_TEXT.ru;

  it('labels cards and words the status line in Russian, with Russian plurals', () => {
    let state = newGame();
    expect(statusMessage(state, ru).text).toBe('Найдите 10 пар: соедините каждое английское слово с его русским переводом.');
    expect(cardLabel(card(state, 'pair-5-en'), 7, ru)).toBe('Карточка 7, закрыта');
    state = play(state, flip('pair-0-en'));
    expect(statusMessage(state, ru).text).toBe('cat — теперь найдите русскую пару.');
    state = play(state, flip('pair-1-ru'));
    expect(statusMessage(state, ru)).toEqual({ text: 'Не пара: cat и собака. Попробуйте ещё раз.', tone: 'danger' });
    state = play(state, flip('pair-1-ru'), flip('pair-1-ru'), flip('pair-1-ru'), flip('pair-1-en'));
    expect(statusMessage(state, ru).text).toBe('Пара! dog = собака. Найдено пар: 1 из 10.');
    expect(cardLabel(card(state, 'pair-1-ru'), 3, ru)).toBe('Карточка 3, собака, найдена');
    state = playPerfectly(state);
    expect(statusMessage(state, ru).text).toBe('Пара! duck = утка. Все пары (10) найдены за 11 ходов!');
    expect(memoryResult(state, T0, ru).stats?.map((stat) => stat.label)).toEqual(['Ходы', 'Пары']);
  });

  it('says one pair and few moves in their Russian forms', () => {
    expect(ru.status.start(1)).toBe('Найдите 1 пару: соедините каждое английское слово с его русским переводом.');
    expect(ru.status.start(3)).toMatch(/^Найдите 3 пары:/);
    expect(ru.status.complete('a = б', 2, 3)).toBe('Пара! a = б. Все пары (2) найдены за 3 хода!');
  });
});

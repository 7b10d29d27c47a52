import { SPEECH_MESSAGES } from '@/features/speech';
import { describe, expect, it } from 'vitest';
import { SPEECH, type GameWord } from '@slovo/shared';
import { FLASHCARDS_TEXT } from './flashcards.i18n';
import {
  canFinish,
  countMarks,
  createFlashcards,
  currentCard,
  flashcardsAnswers,
  flashcardsReducerIn,
  flashcardsResult as flashcardsResultIn,
  initFlashcards,
  shuffledOrder,
  sideLanguage,
  utteranceFor,
  type FlashcardsEvent,
  type FlashcardsState,
} from './logic';

const word = (english: string, russian: string, id: number | string = english): GameWord => ({
  id,
  english,
  russian,
  category: 'animals',
  part_of_speech: 'noun',
});

// The rules in English, as the screen runs them for an English interface.
const FLASHCARDS_MESSAGES = FLASHCARDS_TEXT.en;
const flashcardsReducer = flashcardsReducerIn(FLASHCARDS_MESSAGES);
const flashcardsResult = (state: FlashcardsState) => flashcardsResultIn(state, FLASHCARDS_MESSAGES);

const WORDS = [word('cat', 'кошка'), word('dog', 'собака'), word('fish', 'рыба'), word('bird', 'птица')];

function play(state: FlashcardsState, ...events: FlashcardsEvent[]): FlashcardsState {
  return events.reduce(flashcardsReducer, state);
}

const english = (state: FlashcardsState) => state.cards.map((card) => card.word.english);
const shown = (state: FlashcardsState) => currentCard(state)?.word.english;

describe('the front side (issue 33)', () => {
  it('is English with the Russian recalled on the back, unless the Russian front was chosen', () => {
    const spec = initFlashcards(WORDS);
    expect([sideLanguage(spec, 'front'), sideLanguage(spec, 'back')]).toEqual(['english', 'russian']);
    const russianFront = initFlashcards(WORDS, { answerLanguage: 'english' });
    expect([sideLanguage(russianFront, 'front'), sideLanguage(russianFront, 'back')]).toEqual(['russian', 'english']);
    expect(flashcardsResult(play(russianFront, { type: 'mark', mark: 'known' })).direction).toBe('ru-en');
  });

  it('a deck kept before the choice existed (no side recorded) still shows the English front', () => {
    const { answerLanguage, ...rest } = initFlashcards(WORDS, { answerLanguage: 'english' });
    expect(answerLanguage).toBe('english');
    const kept: FlashcardsState = rest;
    expect(sideLanguage(kept, 'front')).toBe('english');
    expect(flashcardsResult(play(kept, { type: 'mark', mark: 'known' })).direction).toBe('en-ru');
  });
});

describe('deck (spec §3 Flashcard: id, word, isFlipped)', () => {
  it('makes one face-down card per word, in order, with unique ids even for duplicate words', () => {
    const cards = createFlashcards([word('cat', 'кошка', 1), word('cat', 'кошка', 1), word('dog', 'собака', 2)]);
    expect(cards.map((card) => card.isFlipped)).toEqual([false, false, false]);
    expect(cards.map((card) => card.word.english)).toEqual(['cat', 'cat', 'dog']);
    expect(new Set(cards.map((card) => card.id)).size).toBe(3);
  });

  it('starts on the first card, in the single-card view, nothing rated, auto-speak off, the first card seen', () => {
    const state = initFlashcards(WORDS);
    expect(shown(state)).toBe('cat');
    expect(state.view).toBe('single');
    expect(state.flipAll).toBe(false);
    expect(state.autoSpeak).toBe(false);
    expect(state.marks).toEqual({});
    expect(state.seen).toEqual([state.cards[0]!.id]);
    expect(state.speech).toBeNull();
  });

  it('an empty deck has no card, cannot finish and ignores every event', () => {
    const empty = initFlashcards([]);
    expect(currentCard(empty)).toBeUndefined();
    expect(canFinish(empty)).toBe(false);
    const events: FlashcardsEvent[] = [
      { type: 'flip' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'mark', mark: 'known' },
      { type: 'startOver' },
      { type: 'shuffle', random: () => 0 },
      { type: 'toggleFlipAll' },
      { type: 'setView', view: 'grid' },
      { type: 'toggleAutoSpeak' },
      { type: 'speakCurrent' },
      { type: 'finishTooEarly' },
    ];
    for (const event of events) expect(flashcardsReducer(empty, event)).toBe(empty);
    expect(flashcardsResult(empty).score).toBe(0);
  });
});

describe('flip (front English, back Russian)', () => {
  it('turns the current card over and back, announcing the side now showing', () => {
    const flipped = play(initFlashcards(WORDS), { type: 'flip' });
    expect(currentCard(flipped)?.isFlipped).toBe(true);
    expect(flipped.announcement.text).toBe('Russian: кошка');
    const back = play(flipped, { type: 'flip' });
    expect(currentCard(back)?.isFlipped).toBe(false);
    expect(back.announcement.text).toBe('English: cat');
  });

  it('turns only that card', () => {
    const state = play(initFlashcards(WORDS), { type: 'flip' });
    expect(state.cards.map((card) => card.isFlipped)).toEqual([true, false, false, false]);
  });

  it('keeps each card’s side when moving away and back', () => {
    const state = play(initFlashcards(WORDS), { type: 'flip' }, { type: 'next' }, { type: 'previous' });
    expect(currentCard(state)?.isFlipped).toBe(true);
  });
});

describe('next and previous', () => {
  it('move one card at a time and announce "Card N of M" with the word showing', () => {
    const state = play(initFlashcards(WORDS), { type: 'next' });
    expect(shown(state)).toBe('dog');
    expect(state.announcement.text).toBe('Card 2 of 4: dog.');
    expect(shown(play(state, { type: 'previous' }))).toBe('cat');
  });

  it('stop at the ends instead of wrapping', () => {
    const start = initFlashcards(WORDS);
    expect(play(start, { type: 'previous' })).toBe(start);
    const end = play(start, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(shown(end)).toBe('bird');
    expect(play(end, { type: 'next' })).toBe(end);
  });

  it('count each card shown as seen, once', () => {
    const state = play(initFlashcards(WORDS), { type: 'next' }, { type: 'previous' }, { type: 'next' });
    expect(state.seen).toHaveLength(2);
  });

  it('say so when the last unseen card comes up', () => {
    const state = play(initFlashcards(WORDS), { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(state.announcement.text).toBe(`Card 4 of 4: bird. ${FLASHCARDS_MESSAGES.allSeen}`);
  });

  it('do nothing in the grid view', () => {
    const grid = play(initFlashcards(WORDS), { type: 'setView', view: 'grid' });
    expect(play(grid, { type: 'next' })).toBe(grid);
    expect(play(grid, { type: 'flip' })).toBe(grid);
    expect(play(grid, { type: 'mark', mark: 'known' })).toBe(grid);
  });
});

describe('rating: "I knew it" / "Still learning"', () => {
  it('rates the current card and moves on to the next', () => {
    const state = play(initFlashcards(WORDS), { type: 'mark', mark: 'known' });
    expect(state.marks).toEqual({ [state.cards[0]!.id]: 'known' });
    expect(shown(state)).toBe('dog');
    expect(state.announcement.text).toBe('cat: I knew it. Card 2 of 4: dog.');
  });

  it('stays on the last card and points to Finish', () => {
    const state = play(
      initFlashcards(WORDS),
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'learning' },
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'learning' },
    );
    expect(shown(state)).toBe('bird');
    expect(state.announcement.text).toBe(`bird: Still learning. ${FLASHCARDS_MESSAGES.allSeen}`);
    expect(countMarks(state)).toEqual({ known: 2, learning: 2 });
  });

  it('can be changed by rating the card again', () => {
    const state = play(
      initFlashcards(WORDS),
      { type: 'mark', mark: 'learning' },
      { type: 'previous' },
      { type: 'mark', mark: 'known' },
    );
    expect(state.marks[state.cards[0]!.id]).toBe('known');
    expect(countMarks(state).known).toBe(1);
  });
});

describe('finishing', () => {
  it('is possible only once every card has been seen', () => {
    let state = initFlashcards(WORDS);
    for (let i = 0; i < 3; i += 1) {
      expect(canFinish(state)).toBe(false);
      state = play(state, { type: 'next' });
    }
    expect(canFinish(state)).toBe(true);
  });

  it('a single card can be finished at once', () => {
    expect(canFinish(initFlashcards([word('cat', 'кошка')]))).toBe(true);
  });

  it('explains how many cards are still unseen when Finish is pressed too early', () => {
    const state = play(initFlashcards(WORDS), { type: 'next' }, { type: 'finishTooEarly' });
    expect(state.announcement.text).toBe('See every card before finishing: 2 of 4 seen.');
    expect(state.cards).toEqual(play(initFlashcards(WORDS), { type: 'next' }).cards);
  });

  it('scores the percentage of cards known; accuracy is the same; stats count reviewed, known and still learning', () => {
    const state = play(
      initFlashcards(WORDS),
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'learning' },
    );
    expect(flashcardsResult(state)).toEqual({
      score: 75,
      accuracy: 75,
      stats: [
        { label: 'Cards reviewed', value: 4 },
        { label: 'Known', value: 3 },
        { label: 'Still learning', value: 1 },
      ],
      answers: [
        { word: WORDS[0], outcome: 'right' },
        { word: WORDS[1], outcome: 'right' },
        { word: WORDS[2], outcome: 'right' },
        { word: WORDS[3], outcome: 'wrong' },
      ],
      // The English front shown, the Russian back recalled.
      direction: 'en-ru',
    });
  });

  it('reports "I knew it" as right and "Still learning" as wrong; an unrated card gives no answer', () => {
    const state = play(
      initFlashcards(WORDS),
      { type: 'mark', mark: 'learning' },
      { type: 'next' },
      { type: 'mark', mark: 'known' },
      { type: 'next' },
    );
    expect(canFinish(state)).toBe(true);
    expect(flashcardsAnswers(state)).toEqual([
      { word: WORDS[0], outcome: 'wrong' },
      { word: WORDS[2], outcome: 'right' },
    ]);
    // A later change of mind counts, not the first mark.
    expect(shown(state)).toBe('bird');
    const changed = play(state, ...Array.from({ length: 3 }, () => ({ type: 'previous' }) as const), {
      type: 'mark',
      mark: 'known',
    });
    expect(flashcardsAnswers(changed).map((answer) => answer.outcome)).toEqual(['right', 'right']);
  });

  it('counts unrated cards as still learning and rounds the percentage', () => {
    const three = [word('a', 'а'), word('b', 'б'), word('c', 'в')];
    const state = play(initFlashcards(three), { type: 'mark', mark: 'known' }, { type: 'next' });
    expect(canFinish(state)).toBe(true);
    expect(flashcardsResult(state).score).toBe(33);
    expect(flashcardsResult(state).stats).toEqual([
      { label: 'Cards reviewed', value: 3 },
      { label: 'Known', value: 1 },
      { label: 'Still learning', value: 2 },
    ]);
    const twoOfThree = play(state, { type: 'previous' }, { type: 'mark', mark: 'known' });
    expect(flashcardsResult(twoOfThree).score).toBe(67);
  });

  it('all known scores 100, none known scores 0', () => {
    const all = play(initFlashcards(WORDS.slice(0, 2)), { type: 'mark', mark: 'known' }, { type: 'mark', mark: 'known' });
    expect(flashcardsResult(all).score).toBe(100);
    const none = play(initFlashcards(WORDS.slice(0, 2)), { type: 'next' });
    expect(flashcardsResult(none).score).toBe(0);
  });
});

describe('Start Over', () => {
  it('returns to card 1 face-down with ratings, seen cards and flip-all cleared, keeping the order', () => {
    const before = play(
      initFlashcards(WORDS),
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'known' },
      { type: 'toggleFlipAll' },
      { type: 'setView', view: 'grid' },
    );
    const state = play(before, { type: 'startOver' });
    expect(shown(state)).toBe('cat');
    expect(english(state)).toEqual(english(before));
    expect(state.cards.every((card) => !card.isFlipped)).toBe(true);
    expect(state.flipAll).toBe(false);
    expect(state.marks).toEqual({});
    expect(state.seen).toEqual([state.cards[0]!.id]);
    expect(state.view).toBe('single');
    expect(canFinish(state)).toBe(false);
    expect(state.announcement.text).toBe('Started over. Card 1 of 4: cat.');
  });
});

describe('Shuffle', () => {
  it('reorders the deck with the given random source and goes to the new first card', () => {
    const state = play(initFlashcards(WORDS), { type: 'shuffle', random: () => 0 });
    // Fisher–Yates with random() = 0 swaps each position with the first.
    expect(english(state)).toEqual(['dog', 'fish', 'bird', 'cat']);
    expect(state.index).toBe(0);
    expect(state.announcement.text).toBe('Cards shuffled. Card 1 of 4: dog.');
  });

  it('keeps ratings, flips and seen cards, and counts the new first card as seen', () => {
    const before = play(initFlashcards(WORDS), { type: 'flip' }, { type: 'mark', mark: 'known' });
    const state = play(before, { type: 'shuffle', random: () => 0 });
    const cat = state.cards.find((card) => card.word.english === 'cat')!;
    expect(state.marks[cat.id]).toBe('known');
    expect(cat.isFlipped).toBe(true);
    expect(state.seen).toEqual(expect.arrayContaining([...before.seen]));
    expect(state.seen).toContain(state.cards[0]!.id);
  });

  it('always changes the order of two or more cards', () => {
    // random() just under 1 makes Fisher–Yates keep every card in place.
    const order = shuffledOrder(['a', 'b', 'c'], () => 0.9999);
    expect(order).not.toEqual(['a', 'b', 'c']);
    expect([...order].sort()).toEqual(['a', 'b', 'c']);
    expect(shuffledOrder(['a'], () => 0)).toEqual(['a']);
    expect(shuffledOrder([], () => 0)).toEqual([]);
  });

  it('goes back to the single-card view', () => {
    const state = play(initFlashcards(WORDS), { type: 'setView', view: 'grid' }, { type: 'shuffle', random: Math.random });
    expect(state.view).toBe('single');
  });
});

describe('flip-all toggle', () => {
  it('turns every card to Russian, and back to English', () => {
    const on = play(initFlashcards(WORDS), { type: 'toggleFlipAll' });
    expect(on.flipAll).toBe(true);
    expect(on.cards.every((card) => card.isFlipped)).toBe(true);
    expect(on.announcement.text).toBe('All cards show Russian.');
    const off = play(on, { type: 'toggleFlipAll' });
    expect(off.flipAll).toBe(false);
    expect(off.cards.every((card) => !card.isFlipped)).toBe(true);
    expect(off.announcement.text).toBe('All cards show English.');
  });

  it('sets every card even when some were turned one by one', () => {
    const state = play(initFlashcards(WORDS), { type: 'flip' }, { type: 'toggleFlipAll' });
    expect(state.cards.every((card) => card.isFlipped)).toBe(true);
  });

  it('still lets single cards be turned afterwards', () => {
    const state = play(initFlashcards(WORDS), { type: 'toggleFlipAll' }, { type: 'flip' });
    expect(state.cards.map((card) => card.isFlipped)).toEqual([false, true, true, true]);
  });
});

describe('grid view of all cards', () => {
  it('switches views and back, keeping the current card', () => {
    const grid = play(initFlashcards(WORDS), { type: 'next' }, { type: 'setView', view: 'grid' });
    expect(grid.view).toBe('grid');
    expect(grid.announcement.text).toBe('Showing all cards.');
    const single = play(grid, { type: 'setView', view: 'single' });
    expect(single.view).toBe('single');
    expect(shown(single)).toBe('dog');
    expect(play(single, { type: 'setView', view: 'single' })).toBe(single);
  });

  it('turns any card by id without rating it or counting it as seen', () => {
    const grid = play(initFlashcards(WORDS), { type: 'setView', view: 'grid' });
    const fish = grid.cards[2]!;
    const state = play(grid, { type: 'flipCard', cardId: fish.id });
    expect(state.cards[2]!.isFlipped).toBe(true);
    expect(state.announcement.text).toBe('Russian: рыба');
    expect(state.seen).toEqual(grid.seen);
    expect(state.marks).toEqual({});
    expect(play(state, { type: 'flipCard', cardId: 'nope' })).toBe(state);
  });
});

describe('speech (spec §4 auto-speak, §9 en-US)', () => {
  const speaking = initFlashcards(WORDS, { speechSupported: true });
  const withAutoSpeak = play(speaking, { type: 'toggleAutoSpeak' });

  it('auto-speak is off at first and says nothing while off', () => {
    expect(play(speaking, { type: 'next' }, { type: 'flip' }).speech).toBeNull();
  });

  it('turning it on says the card showing; turning it off says so', () => {
    expect(withAutoSpeak.autoSpeak).toBe(true);
    expect(withAutoSpeak.speech).toMatchObject({ cardId: speaking.cards[0]!.id, side: 'front' });
    expect(withAutoSpeak.announcement.text).toBe('Auto-speak on.');
    const off = play(withAutoSpeak, { type: 'toggleAutoSpeak' });
    expect(off.autoSpeak).toBe(false);
    expect(off.announcement.text).toBe('Auto-speak off.');
  });

  it('asks to say each card as it comes into view and each side as it turns, with a new request every time', () => {
    const next = play(withAutoSpeak, { type: 'next' });
    expect(next.speech).toMatchObject({ cardId: next.cards[1]!.id, side: 'front' });
    const flipped = play(next, { type: 'flip' });
    expect(flipped.speech).toMatchObject({ cardId: next.cards[1]!.id, side: 'back' });
    const again = play(flipped, { type: 'previous' }, { type: 'next' });
    expect(again.speech!.seq).toBeGreaterThan(flipped.speech!.seq);
  });

  it('speaks after rating, Start Over, Shuffle, flip-all and the grid’s flips', () => {
    const rated = play(withAutoSpeak, { type: 'mark', mark: 'known' });
    expect(rated.speech?.cardId).toBe(rated.cards[1]!.id);
    expect(play(rated, { type: 'startOver' }).speech?.cardId).toBe(rated.cards[0]!.id);
    const shuffled = play(rated, { type: 'shuffle', random: () => 0 });
    expect(shuffled.speech?.cardId).toBe(shuffled.cards[0]!.id);
    expect(play(rated, { type: 'toggleFlipAll' }).speech).toMatchObject({ cardId: rated.cards[1]!.id, side: 'back' });
    const grid = play(rated, { type: 'setView', view: 'grid' });
    expect(play(grid, { type: 'toggleFlipAll' }).speech).toBe(grid.speech);
    expect(play(grid, { type: 'flipCard', cardId: grid.cards[3]!.id }).speech).toMatchObject({
      cardId: grid.cards[3]!.id,
      side: 'back',
    });
  });

  it('"say it" works with auto-speak off', () => {
    const said = play(speaking, { type: 'flip' }, { type: 'speakCurrent' });
    expect(said.speech).toMatchObject({ cardId: speaking.cards[0]!.id, side: 'back' });
  });

  it('cannot be turned on, and never asks to speak, where speech is not supported', () => {
    const unsupported = initFlashcards(WORDS, { speechSupported: false });
    const state = play(unsupported, { type: 'toggleAutoSpeak' }, { type: 'next' }, { type: 'speakCurrent' });
    expect(state.autoSpeak).toBe(false);
    expect(state.speech).toBeNull();
  });

  it('the English front is said in en-US; the Russian back in ru-RU only when a Russian voice exists', () => {
    const [cat] = createFlashcards(WORDS);
    expect(SPEECH.lang).toBe('en-US');
    expect(utteranceFor(cat!, 'english', { russianVoice: false })).toEqual({ text: 'cat', lang: 'en-US' });
    expect(utteranceFor(cat!, 'english', { russianVoice: true })).toEqual({ text: 'cat', lang: 'en-US' });
    expect(utteranceFor(cat!, 'russian', { russianVoice: true })).toEqual({ text: 'кошка', lang: 'ru-RU' });
    expect(utteranceFor(cat!, 'russian', { russianVoice: false })).toBeNull();
  });
});

describe('messages (spec §8)', () => {
  it('keeps the spec’s texts word for word', () => {
    expect(FLASHCARDS_MESSAGES.noCards).toBe('No Flashcards Available');
    expect(SPEECH_MESSAGES.en.unsupported).toBe('Speech synthesis is not supported in this browser');
  });

  it('words with spaces and very long words are kept as they are', () => {
    const long = 'internationalisation-of-everything';
    const state = initFlashcards([word('thank you', 'спасибо'), word(long, 'интернационализация')]);
    expect(english(state)).toEqual(['thank you', long]);
    expect(play(state, { type: 'next' }).announcement.text).toBe(`Card 2 of 2: ${long}. ${FLASHCARDS_MESSAGES.allSeen}`);
  });
});

import { describe, expect, it } from 'vitest';
import { TYPER_AUTO_ADVANCE_MS, type GameWord } from '@slovo/shared';
import {
  EMPTY_TYPER_AGGREGATE,
  TYPER_ERRORS,
  addToAggregate,
  ALMOST,
  answerSlots,
  stressedSlotTexts,
  createTyperState,
  currentPrompt,
  currentSlots,
  currentInput,
  currentWord,
  isAcceptedKey,
  typerError,
  typerAnswers,
  typerProgress,
  typerReducer,
  typerResult,
  type TyperEvent,
  type TyperState,
} from './logic';

const word = (english: string, russian = 'слово', id: number | string = english): GameWord => ({
  id,
  english,
  russian,
  category: 'test',
  part_of_speech: 'noun',
});

const CAT = word('cat', 'кошка');
const DOG = word('dog', 'собака');
const FOX = word('fox', 'лиса');

const start = (words: GameWord[], now = 1000) => createTyperState(words, { category: 'animals', now });

function run(state: TyperState, ...events: TyperEvent[]): TyperState {
  return events.reduce(typerReducer, state);
}

const keys = (text: string): TyperEvent[] => [...text].map((key) => ({ type: 'type', key }));
const typeText = (state: TyperState, text: string) => run(state, ...keys(text));

describe('Typer start', () => {
  it('starts active on the first word with one empty box per letter and the cursor on the first', () => {
    const state = start([CAT, DOG], 5000);
    expect(state.isActive).toBe(true);
    expect(state.isCompleted).toBe(false);
    expect(state.selectedCategory).toBe('animals');
    expect(state.startTime).toBe(5000);
    expect(state.endTime).toBeNull();
    expect(currentWord(state)).toBe(CAT);
    expect(state.currentWordIndex).toBe(0);
    expect(state.entries).toEqual(['', '', '']);
    expect(state.cursor).toBe(0);
    expect(state.status).toBe('typing');
    expect([state.correctLetters, state.totalLetters, state.mistakes, state.wordsCompleted]).toEqual([0, 0, 0, 0]);
    expect(state.skipped).toEqual([]);
    expect(typerError(state)).toBeNull();
  });

  it('shows spaces in multi-word answers as gaps and gives away characters that cannot be typed', () => {
    expect(answerSlots('ice cream').map((s) => s.kind)).toEqual([
      'letter',
      'letter',
      'letter',
      'gap',
      'letter',
      'letter',
      'letter',
      'letter',
      'letter',
    ]);
    expect(answerSlots('  ice   cream ')).toHaveLength(9);
    expect(answerSlots('T-shirt').map((s) => s.kind)).toEqual([
      'letter',
      'fixed',
      'letter',
      'letter',
      'letter',
      'letter',
      'letter',
    ]);
    const state = start([word('ice cream'), word("don't")]);
    expect(state.entries).toEqual(['', '', '', ' ', '', '', '', '', '']);
  });
});

describe('Typer input rules', () => {
  it('accepts only letters and spaces', () => {
    expect(isAcceptedKey('a')).toBe(true);
    expect(isAcceptedKey('Z')).toBe(true);
    expect(isAcceptedKey('ж')).toBe(true);
    expect(isAcceptedKey(' ')).toBe(true);
    for (const key of ['1', '-', "'", '.', '!', 'Enter', 'Shift', 'ArrowLeft', '', 'ab']) expect(isAcceptedKey(key)).toBe(false);
    const state = start([CAT]);
    expect(run(state, ...keys('1-!.'), { type: 'type', key: 'Tab' })).toBe(state);
  });

  it('fills the current box and moves to the next', () => {
    const state = typeText(start([CAT]), 'ca');
    expect(state.entries).toEqual(['c', 'a', '']);
    expect(state.cursor).toBe(2);
    expect(currentInput(state)).toBe('ca');
    expect(state.status).toBe('typing');
  });

  it('Backspace clears the previous box when the current one is empty', () => {
    const state = run(typeText(start([CAT]), 'ca'), { type: 'backspace' });
    expect(state.entries).toEqual(['c', '', '']);
    expect(state.cursor).toBe(1);
  });

  it('Backspace clears the current box when it holds a letter, and keeps the cursor there', () => {
    const state = run(typeText(start([CAT]), 'ca'), { type: 'moveCursor', to: 0 }, { type: 'backspace' });
    expect(state.entries).toEqual(['', 'a', '']);
    expect(state.cursor).toBe(0);
  });

  it('Backspace on the first, empty box does nothing', () => {
    const state = start([CAT]);
    expect(run(state, { type: 'backspace' })).toBe(state);
  });

  it('Backspace jumps back over a gap into the previous word', () => {
    const state = typeText(start([word('ice cream')]), 'ice');
    expect(state.cursor).toBe(4);
    const back = run(state, { type: 'backspace' });
    expect(back.cursor).toBe(2);
    expect(back.entries.slice(0, 4)).toEqual(['i', 'c', '', ' ']);
  });

  it('moves between letter boxes with the arrows and by choosing a box, never onto a gap', () => {
    let state = typeText(start([word('ice cream')]), 'ic');
    state = run(state, { type: 'cursorLeft' });
    expect(state.cursor).toBe(1);
    state = run(state, { type: 'cursorRight' }, { type: 'cursorRight' });
    expect(state.cursor).toBe(4);
    expect(run(state, { type: 'moveCursor', to: 3 })).toBe(state);
    expect(run(state, { type: 'moveCursor', to: 99 })).toBe(state);
    state = run(state, { type: 'moveCursor', to: 0 }, { type: 'cursorLeft' });
    expect(state.cursor).toBe(0);
  });

  it('overwrites a chosen box and goes on to the next empty one', () => {
    const state = run(typeText(start([word('fox')]), 'fa'), { type: 'moveCursor', to: 1 }, { type: 'type', key: 'o' });
    expect(state.entries).toEqual(['f', 'o', '']);
    expect(state.cursor).toBe(2);
  });

  it('a typed space is the gap already shown: at a word start it does nothing, mid-word it jumps to the next word', () => {
    const iceCream = start([word('ice cream')]);
    const atSecondWord = typeText(iceCream, 'ice');
    expect(run(atSecondWord, { type: 'type', key: ' ' })).toBe(atSecondWord);
    expect(currentInput(typeText(iceCream, 'ice cream'))).toBe('ice cream');
    expect(run(typeText(iceCream, 'i'), { type: 'type', key: ' ' }).cursor).toBe(4);
    const single = typeText(start([CAT]), 'c');
    expect(run(single, { type: 'type', key: ' ' })).toBe(single);
  });

  it('ignores typing after the word was checked', () => {
    const checked = typeText(start([CAT, DOG]), 'cat');
    expect(run(checked, ...keys('x'), { type: 'backspace' }, { type: 'cursorLeft' }, { type: 'skip', now: 9 })).toBe(checked);
  });
});

describe('Typer checking', () => {
  it('checks when the last letter is typed, ignoring case: "Great job"', () => {
    const state = typeText(start([CAT, DOG]), 'CaT');
    expect(state.status).toBe('correct');
    expect(state.wordsCompleted).toBe(1);
    expect(state.correctLetters).toBe(3);
    expect(state.totalLetters).toBe(3);
    expect(state.mistakes).toBe(0);
    expect(state.lastAnswer).toBe('CaT');
  });

  it('checks when the last empty box is filled, even if it is not the last box', () => {
    const state = run(typeText(start([CAT]), 'c'), { type: 'moveCursor', to: 2 }, ...keys('t'));
    expect(state.status).toBe('typing');
    expect(state.cursor).toBe(1);
    expect(run(state, ...keys('a')).status).toBe('correct');
  });

  it('checks multi-word answers with their gaps, and characters given for free', () => {
    expect(typeText(start([word('ice cream')]), 'icecream').status).toBe('correct');
    expect(typeText(start([word('T-shirt')]), 'tshirt').status).toBe('correct');
  });

  it('treats ё and е alike', () => {
    expect(typeText(start([word('ёж', 'hedgehog')]), 'еж').status).toBe('correct');
  });

  it('a wrong answer counts a mistake and the letters that were right', () => {
    const state = typeText(start([CAT, DOG]), 'cut');
    expect(state.status).toBe('wrong');
    expect(state.mistakes).toBe(1);
    expect(state.wordsCompleted).toBe(0);
    expect(state.correctLetters).toBe(2);
    expect(state.totalLetters).toBe(3);
    expect(state.lastAnswer).toBe('cut');
  });

  it(`after "Great job" it advances only on 'advance' (the ${TYPER_AUTO_ADVANCE_MS} ms timer), not on Understood`, () => {
    const correct = typeText(start([CAT, DOG]), 'cat');
    expect(run(correct, { type: 'acknowledge', now: 1 })).toBe(correct);
    const next = run(correct, { type: 'advance', now: 1 });
    expect(currentWord(next)).toBe(DOG);
    expect(next.status).toBe('typing');
    expect(next.entries).toEqual(['', '', '']);
    expect(next.cursor).toBe(0);
  });

  it('after a wrong answer it waits for Understood; the timer does not move it on', () => {
    const wrong = typeText(start([CAT, DOG]), 'cot');
    expect(run(wrong, { type: 'advance', now: 1 })).toBe(wrong);
    const next = run(wrong, { type: 'acknowledge', now: 1 });
    expect(currentWord(next)).toBe(DOG);
    expect(next.status).toBe('typing');
  });

  it('does not give the wrongly answered word another try', () => {
    const done = run(typeText(start([CAT]), 'cot'), { type: 'acknowledge', now: 4000 });
    expect(done.isCompleted).toBe(true);
  });
});

describe('Typer skips and the second-chance pass', () => {
  it('Skip puts the word on the skipped list and moves on', () => {
    const state = run(start([CAT, DOG, FOX]), { type: 'skip', now: 1 });
    expect(state.skipped).toEqual([0]);
    expect(currentWord(state)).toBe(DOG);
    expect(state.pass).toBe('first');
  });

  it('after the last word, the skipped words come back in the order they were skipped, then the game completes', () => {
    let state = start([CAT, DOG, FOX], 1000);
    state = run(state, { type: 'skip', now: 1 }, ...keys('dog'), { type: 'advance', now: 2 }, { type: 'skip', now: 3 });
    expect(state.pass).toBe('second-chance');
    expect(state.skipped).toEqual([0, 2]);
    expect(currentWord(state)).toBe(CAT);
    expect(typerProgress(state)).toMatchObject({ position: 1, total: 2 });
    state = run(state, ...keys('cat'), { type: 'advance', now: 4 });
    expect(currentWord(state)).toBe(FOX);
    state = run(state, ...keys('fix'), { type: 'acknowledge', now: 9000 });
    expect(state.isCompleted).toBe(true);
    expect(state.isActive).toBe(false);
    expect(state.status).toBe('completed');
    expect(state.endTime).toBe(9000);
    expect(typerResult(state)).toMatchObject({ wordsCompleted: 2, mistakes: 1, totalWords: 3, score: 67 });
  });

  it('skipping in the second-chance pass leaves the word unanswered: no third chance', () => {
    const state = run(
      start([CAT, DOG]),
      { type: 'skip', now: 1 },
      { type: 'skip', now: 2 },
      { type: 'skip', now: 3 },
      { type: 'skip', now: 4 },
    );
    expect(state.isCompleted).toBe(true);
    expect(state.unanswered).toEqual([0, 1]);
    expect(typerResult(state)).toMatchObject({ score: 0, accuracy: 0, wordsSkipped: 2, totalLetters: 6, correctLetters: 0 });
  });

  it('a single word can be skipped and then answered in its second chance', () => {
    const state = run(start([CAT], 0), { type: 'skip', now: 1 });
    expect(state.pass).toBe('second-chance');
    expect(currentWord(state)).toBe(CAT);
    const done = run(state, ...keys('cat'), { type: 'advance', now: 2000 });
    expect(done.isCompleted).toBe(true);
    expect(typerResult(done).score).toBe(100);
  });

  it('without skips the game completes straight after the last word', () => {
    const done = run(start([CAT, DOG], 0), ...keys('cat'), { type: 'advance', now: 1 }, ...keys('dog'), {
      type: 'advance',
      now: 6000,
    });
    expect(done.isCompleted).toBe(true);
    expect(done.pass).toBe('first');
    expect(run(done, { type: 'advance', now: 9999 })).toBe(done);
  });

  it('keeps duplicate words apart', () => {
    const state = run(start([CAT, CAT], 0), ...keys('cat'), { type: 'advance', now: 1 });
    expect(state.currentWordIndex).toBe(1);
    expect(state.isCompleted).toBe(false);
  });
});

describe('Typer answers (the round reported as reviews)', () => {
  const HEN = word('hen', 'курица');

  it('gives each word its outcome: right at once, right in the second chance, wrong, skipped twice', () => {
    let state = start([CAT, DOG, FOX, HEN]);
    state = typeText(state, 'cat'); // right at once
    state = run(state, { type: 'advance', now: 2 });
    state = run(state, { type: 'skip', now: 3 }); // dog: skipped, answered right in the second chance
    state = typeText(state, 'fog'); // fox: typed wrong
    state = run(state, { type: 'acknowledge', now: 4 }, { type: 'skip', now: 5 }); // hen: skipped…
    state = typeText(state, 'dog');
    state = run(state, { type: 'advance', now: 6 }, { type: 'skip', now: 7 }); // …and skipped again
    expect(state.isCompleted).toBe(true);
    expect(typerAnswers(state)).toEqual([
      { word: CAT, outcome: 'right' },
      { word: DOG, outcome: 'right-with-help' },
      { word: FOX, outcome: 'wrong' },
      { word: HEN, outcome: 'skipped' },
    ]);
  });

  it('a word typed wrong in its second chance is wrong', () => {
    let state = run(start([CAT]), { type: 'skip', now: 1 });
    state = run(typeText(state, 'cap'), { type: 'acknowledge', now: 2 });
    expect(state.isCompleted).toBe(true);
    expect(typerAnswers(state)).toEqual([{ word: CAT, outcome: 'wrong' }]);
  });
});

describe('Typer result', () => {
  it('score = words right on the first try; accuracy = correct letters / letters, both rounded; time and average per word', () => {
    let state = start([CAT, DOG, FOX], 10_000);
    state = run(state, ...keys('cat'), { type: 'advance', now: 1 }); // 3/3
    state = run(state, ...keys('dig'), { type: 'acknowledge', now: 2 }); // 2/3
    state = run(state, ...keys('fox'), { type: 'advance', now: 40_000 }); // 3/3
    expect(typerResult(state)).toEqual({
      score: 67,
      wordsCompleted: 2,
      totalWords: 3,
      totalTime: 30_000,
      mistakes: 1,
      accuracy: 89,
      correctLetters: 8,
      totalLetters: 9,
      wordsSkipped: 0,
      averageTimePerWord: 10_000,
    });
  });

  it('tracks progress through the pass', () => {
    let state = start([CAT, DOG]);
    expect(typerProgress(state)).toEqual({ position: 1, total: 2, percent: 0 });
    state = typeText(state, 'cat');
    expect(typerProgress(state)).toEqual({ position: 1, total: 2, percent: 50 });
    state = run(state, { type: 'advance', now: 1 }, ...keys('dog'), { type: 'advance', now: 2 });
    expect(typerProgress(state).percent).toBe(100);
  });

  it('adds each game to the aggregate: words, letter accuracy, average per word, best time, mistakes', () => {
    const first = addToAggregate(EMPTY_TYPER_AGGREGATE, {
      score: 50,
      wordsCompleted: 1,
      totalWords: 2,
      totalTime: 20_000,
      mistakes: 1,
      accuracy: 50,
      correctLetters: 3,
      totalLetters: 6,
      wordsSkipped: 0,
      averageTimePerWord: 10_000,
    });
    const second = addToAggregate(first, {
      score: 100,
      wordsCompleted: 2,
      totalWords: 2,
      totalTime: 8000,
      mistakes: 0,
      accuracy: 100,
      correctLetters: 6,
      totalLetters: 6,
      wordsSkipped: 0,
      averageTimePerWord: 4000,
    });
    expect(second).toMatchObject({
      gamesPlayed: 2,
      wordsCompleted: 3,
      totalAccuracy: 75,
      averageTimePerWord: 7000,
      bestTime: 8000,
      totalMistakes: 1,
    });
  });
});

describe('Typer full-screen errors (spec §5)', () => {
  it('"Error: No words available" for an empty list, which never crashes the reducer', () => {
    const state = start([]);
    expect(state.isActive).toBe(false);
    expect(typerError(state)).toBe(TYPER_ERRORS.noWords);
    expect(TYPER_ERRORS.noWords).toBe('Error: No words available');
    expect(run(state, ...keys('a'), { type: 'skip', now: 1 }, { type: 'backspace' })).toBe(state);
  });

  it('"Error: Invalid word index" when the index is outside the list', () => {
    const state = start([CAT]);
    expect(typerError({ ...state, currentWordIndex: 5 })).toBe('Error: Invalid word index');
    expect(typerError({ ...state, currentWordIndex: -1 })).toBe('Error: Invalid word index');
    expect(typerError({ ...state, currentWordIndex: 0.5 })).toBe('Error: Invalid word index');
    const broken = { ...state, currentWordIndex: 5 };
    expect(typerReducer(broken, { type: 'type', key: 'c' })).toBe(broken);
  });

  it('"Error: Invalid word data" for a word without a prompt or without letters to type', () => {
    expect(typerError(start([word('cat', '')]))).toBe('Error: Invalid word data');
    expect(typerError(start([word('', 'кошка')]))).toBe('Error: Invalid word data');
    expect(typerError(start([word('1984', 'год')]))).toBe(TYPER_ERRORS.invalidData);
    expect(typerError(start([{ id: 1, russian: 'кошка' } as unknown as GameWord]))).toBe(TYPER_ERRORS.invalidData);
  });

  it('reports the bad word only when it is reached', () => {
    const state = start([CAT, word('123', 'числа')]);
    expect(typerError(state)).toBeNull();
    expect(typerError(run(state, ...keys('cat'), { type: 'advance', now: 1 }))).toBe(TYPER_ERRORS.invalidData);
  });
});

describe('answer checking (issue 17)', () => {
  const startIn = (words: GameWord[], answerLanguage: 'english' | 'russian') =>
    createTyperState(words, { category: 'animals', now: 1000, answerLanguage });

  it('answers in Russian: the English word is the prompt, the first translation gives the boxes', () => {
    const state = startIn([word('cat', 'кошка, кот')], 'russian');
    expect(currentPrompt(state)).toBe('cat');
    expect(
      currentSlots(state)
        .map((slot) => slot.char)
        .join(''),
    ).toBe('кошка');
    const done = typeText(state, 'КОШКА');
    expect(done.status).toBe('correct');
    expect(done.outcomes).toEqual(['right']);
  });

  it('takes е for ё and leaves stress marks out of the boxes', () => {
    const hedgehog = startIn([word('hedgehog', 'ёж')], 'russian');
    expect(typeText(hedgehog, 'еж').status).toBe('correct');
    const milk = startIn([word('milk', 'моло\u0301ко')], 'russian');
    expect(
      currentSlots(milk)
        .map((slot) => slot.char)
        .join(''),
    ).toBe('молоко');
    expect(typeText(milk, 'молоко').status).toBe('correct');
  });

  it('calls one letter off "Almost!" and counts it as a mistake, not as right', () => {
    const state = typeText(startIn([word('milk', 'молоко'), DOG], 'russian'), 'малоко');
    expect(state.status).toBe('wrong');
    expect(state.nearMiss).toBe(true);
    expect(state.mistakes).toBe(1);
    expect(state.wordsCompleted).toBe(0);
    expect(state.outcomes[0]).toBe('wrong');
    expect(ALMOST).toBe('Almost!');
    const plain = typeText(startIn([word('milk', 'молоко')], 'russian'), 'мылако');
    expect(plain.nearMiss).toBe(false);
  });

  it('keeps English as the default side, with several stored spellings laid out by the first', () => {
    const state = start([word('colour / color', 'цвет')]);
    expect(currentPrompt(state)).toBe('цвет');
    expect(
      currentSlots(state)
        .map((slot) => slot.char)
        .join(''),
    ).toBe('colour');
    expect(typeText(state, 'colour').status).toBe('correct');
  });
});

describe('answers with a part in brackets (issue 30)', () => {
  const GO = word('to go (on foot)', 'идти');
  const letters = (state: TyperState) =>
    currentSlots(state)
      .map((slot, i) => (slot.kind === 'letter' ? state.entries[i] : slot.kind === 'gap' ? ' ' : slot.char))
      .join('');

  it('lays the brackets out as given cells and marks the letters inside them optional', () => {
    const slots = answerSlots('to go (on foot)');
    expect(slots.map((slot) => slot.char).join('')).toBe('to go (on foot)');
    expect(slots.filter((slot) => slot.kind === 'fixed').map((slot) => slot.char)).toEqual(['(', ')']);
    expect(
      slots
        .filter((slot) => slot.optionalPart !== null && slot.kind === 'letter')
        .map((slot) => slot.char)
        .join(''),
    ).toBe('onfoot');
    expect(
      slots
        .filter((slot) => slot.optionalPart === null && slot.kind === 'letter')
        .map((slot) => slot.char)
        .join(''),
    ).toBe('togo');
  });

  it('fills the boxes in order when the answer is typed exactly as written, spaces and brackets included', () => {
    const typed = typeText(start([GO]), 'to go (on foo');
    expect(letters(typed)).toBe('to go (on foo)');
    const done = run(typed, ...keys('t)'));
    expect(done.status).toBe('correct');
    expect(done.lastAnswer).toBe('to go (on foot)');
    expect([done.correctLetters, done.totalLetters]).toEqual([10, 10]);
  });

  it('fills them the same when the answer is typed without the brackets', () => {
    const done = typeText(start([GO]), 'to go on foot');
    expect(done.status).toBe('correct');
    expect(done.lastAnswer).toBe('to go (on foot)');
  });

  it('Enter checks the answer without its bracketed part once the rest is typed', () => {
    const state = typeText(start([GO, DOG]), 'to go');
    expect(state.status).toBe('typing');
    const checked = run(state, { type: 'check' });
    expect(checked.status).toBe('correct');
    expect(checked.lastAnswer).toBe('to go');
    expect([checked.correctLetters, checked.totalLetters]).toEqual([4, 4]);
    expect(checked.outcomes[0]).toBe('right');
  });

  it('Enter does nothing while a required letter is missing or the bracketed part is half typed', () => {
    const partly = typeText(start([GO]), 'to g');
    expect(run(partly, { type: 'check' })).toBe(partly);
    const halfNote = typeText(start([GO]), 'to go on');
    expect(run(halfNote, { type: 'check' })).toBe(halfNote);
    const plain = typeText(start([CAT]), 'ca');
    expect(run(plain, { type: 'check' })).toBe(plain);
  });

  it('a wrong required part stays wrong when checked early', () => {
    const checked = run(typeText(start([GO]), 'to do'), { type: 'check' });
    expect(checked.status).toBe('wrong');
    expect(checked.mistakes).toBe(1);
  });

  it('keeps a comma inside the brackets in the boxes: one translation, not two', () => {
    const state = start([word('to go (on foot, slowly), to walk')]);
    expect(
      currentSlots(state)
        .map((slot) => slot.char)
        .join(''),
    ).toBe('to go (on foot, slowly)');
    expect(run(typeText(state, 'to go'), { type: 'check' }).status).toBe('correct');
  });

  it('works the same for a Russian answer with a bracketed part', () => {
    const state = createTyperState([word('to go', 'идти (пешком)')], { category: 'c', now: 0, answerLanguage: 'russian' });
    expect(typeText(state, 'идти (пешком)').status).toBe('correct');
    expect(run(typeText(state, 'идти'), { type: 'check' }).status).toBe('correct');
  });
});

describe('stressedSlotTexts (issue 32)', () => {
  it('puts each mark on the letter box before it, gaps and given characters as they are', () => {
    expect(stressedSlotTexts(answerSlots('белый медведь'), 'бе́лый медве́дь')).toEqual([
      'б',
      'е\u0301',
      'л',
      'ы',
      'й',
      ' ',
      'м',
      'е',
      'д',
      'в',
      'е\u0301',
      'д',
      'ь',
    ]);
  });

  it('gives null when the stressed form is not the boxes’ word with marks added', () => {
    expect(stressedSlotTexts(answerSlots('мука'), 'молоко́')).toBeNull();
    expect(stressedSlotTexts(answerSlots('мука'), 'мука́ку')).toBeNull();
  });
});

describe('Russian on any keyboard (issue 33 §5)', () => {
  const startIn = (words: GameWord[], answerLanguage: 'english' | 'russian') =>
    createTyperState(words, { category: 'food', now: 1000, answerLanguage });
  const phonetic = (text: string): TyperEvent[] => [...text].map((key) => ({ type: 'type', key, phonetic: true }));
  const boxes = (state: TyperState) => state.entries.join('');

  it('types Russian from Latin keys, rewriting the boxes key by key: shchi is щи', () => {
    let state = startIn([word('cabbage soup', 'щи'), DOG], 'russian');
    const seen: string[] = [];
    for (const event of phonetic('shch')) {
      state = run(state, event);
      seen.push(boxes(state));
    }
    // «шc» fills both boxes but waits: its c may still become щ.
    expect(seen).toEqual(['с', 'ш', 'шc', 'щ']);
    expect(state.status).toBe('typing');
    expect(state.cursor).toBe(1);
    state = run(state, ...phonetic('i'));
    expect(state.status).toBe('correct');
    expect(boxes(state)).toBe('щи');
    expect(state.correctLetters).toBe(2);
  });

  it('checks a word ending in a letter that could still change at once when it is right', () => {
    expect(run(startIn([word('nose', 'нос')], 'russian'), ...phonetic('nos')).status).toBe('correct');
  });

  it('waits with a full word that could still change and is not right: the next key, or Enter', () => {
    const ours = startIn([word('our', 'наш')], 'russian');
    const waiting = run(ours, ...phonetic('nas'));
    expect(waiting.status).toBe('typing');
    expect(boxes(waiting)).toBe('нас');
    expect(run(waiting, ...phonetic('h')).status).toBe('correct');
    const checked = run(waiting, { type: 'check' });
    expect(checked.status).toBe('wrong');
    expect(checked.lastAnswer).toBe('нас');
  });

  it('starts a new run after any other key, so letters typed apart never join', () => {
    const state = run(
      startIn([word('pigeon', 'сизарь')], 'russian'),
      ...phonetic('s'),
      { type: 'cursorRight' },
      ...phonetic('h'),
    );
    expect(boxes(state)).toBe('сh');
  });

  it('reads e and y from the letter before, also one typed in Russian', () => {
    const state = run(startIn([word('no', 'нет')], 'russian'), { type: 'type', key: 'н' }, ...phonetic('et'));
    expect(state.status).toBe('correct');
    expect(run(startIn([word('this', 'это')], 'russian'), ...phonetic('eto')).status).toBe('correct');
  });

  it('types the separator without a box: t_s is т and с', () => {
    const state = run(startIn([word('ts', 'отсюда')], 'russian'), ...phonetic('ot_syuda'));
    expect(state.status).toBe('correct');
  });

  it('leaves keys as typed when phonetic typing is off, or the answer is English', () => {
    expect(boxes(typeText(startIn([word('cabbage soup', 'щи')], 'russian'), 'sh'))).toBe('sh');
    expect(boxes(run(startIn([word('ship', 'корабль')], 'english'), ...phonetic('sh')))).toBe('sh');
  });

  it('accepts an answer typed on the English layout, shows it read as Russian and counts its letters', () => {
    const state = typeText(startIn([word('hello', 'привет'), DOG], 'russian'), 'ghbdtn');
    expect(state.status).toBe('correct');
    expect(state.readAs).toEqual({ text: 'привет', typedOn: 'english' });
    expect(boxes(state)).toBe('привет');
    expect(state.correctLetters).toBe(6);
    expect(state.outcomes[0]).toBe('right');
  });

  it('takes the keys that are Russian letters on the Russian layout when Russian is asked', () => {
    expect(isAcceptedKey('.', 'russian')).toBe(true);
    expect(isAcceptedKey(';', 'russian')).toBe(true);
    expect(isAcceptedKey('.', 'english')).toBe(false);
    expect(typeText(startIn([word('I love', 'люблю')], 'russian'), 'k.,k.').status).toBe('correct');
  });

  it('also reads keys phonetic typing already turned into letters: ghbdtn shows «гhбдтн»', () => {
    const state = run(startIn([word('hello', 'привет')], 'russian'), ...phonetic('ghbdtn'));
    expect(state.status).toBe('correct');
    expect(state.readAs).toEqual({ text: 'привет', typedOn: 'english' });
  });

  it('accepts an answer typed on the Russian layout when English is asked', () => {
    const state = typeText(startIn([word('hello', 'привет')], 'english'), 'руддщ');
    expect(state.status).toBe('correct');
    expect(state.readAs).toEqual({ text: 'hello', typedOn: 'russian' });
  });

  it('never reads a right answer another way, and forgets the reading with the next word', () => {
    const state = typeText(startIn([word('hello', 'привет'), DOG], 'russian'), 'привет');
    expect(state.readAs).toBeNull();
    const after = run(typeText(startIn([word('hello', 'привет'), DOG], 'russian'), 'ghbdtn'), { type: 'advance', now: 2000 });
    expect(after.readAs).toBeNull();
  });
});

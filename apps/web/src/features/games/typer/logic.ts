import {
  answerParts,
  canStillChange,
  checkTypedAnswer,
  isEnglishKeyOfRussianLetter,
  isPhoneticKey,
  latinToCyrillic,
  normalizeAnswer,
  type GameWord,
  type LayoutReading,
  type ReviewOutcome,
} from '@slovo/shared';
import { answerField, promptField, shownAnswer, type AnswerLanguage } from '../engine/answer-language';
import type { GameAnswer } from '../engine/game-result';

/**
 * Typer (game1) rules — product-games-auth.md §3 "Typer state", §4 "Typer", §5 and issue 4.
 * A pure reducer: no React and no timers. Time comes in as `now` on the events that need it,
 * and the 2 s "Great job" pause is the caller's timer dispatching `advance`.
 */

/** One box of the answer: a letter to type, a gap between words, or a character given for free. */
export interface Slot {
  kind: 'letter' | 'gap' | 'fixed';
  /** The expected character (a space for a gap). */
  char: string;
  /**
   * Which bracketed part ("to go (on foot)") holds the slot, brackets included, counted from 0;
   * null outside brackets. The answer checker accepts the word without such a part, so Enter may
   * check before its boxes are filled (issue 30).
   */
  optionalPart: number | null;
}

const LETTER = /^\p{L}$/u;

/**
 * Only letters and spaces may be typed (spec §4); anything else is ignored. When the answer is
 * Russian, so may the keys that are Russian letters on the Russian layout (`[ ; ' , .` …): typed
 * with the keyboard left on English they are read back on the Russian layout (issue 33 §5).
 */
export function isAcceptedKey(key: string, answerLanguage: AnswerLanguage = 'english'): boolean {
  return key === ' ' || LETTER.test(key) || (answerLanguage === 'russian' && isEnglishKeyOfRussianLetter(key));
}

/**
 * The boxes for an answer (the first translation of its field, without stress marks). Spaces become gaps (runs of spaces count once); characters
 * that are neither letters nor spaces ("T-shirt", "don't", the brackets of "to go (on foot)")
 * cannot be typed, so they are shown already filled in rather than making the word impossible.
 */
export function answerSlots(answer: string): Slot[] {
  let optionalParts = 0;
  return answerParts(answer.trim().replace(/\s+/g, ' ')).flatMap((part) => {
    const optionalPart = part.optional ? optionalParts++ : null;
    return [...part.text].map((char): Slot => ({
      kind: char === ' ' ? 'gap' : LETTER.test(char) ? 'letter' : 'fixed',
      char,
      optionalPart,
    }));
  });
}

/**
 * The answer's boxes as they show the right answer with its stress marks (issue 32): each letter
 * box with the mark that follows it in `stressed`. Null when `stressed` is not the boxes' text
 * with marks added (then the plain letters show).
 */
export function stressedSlotTexts(slots: readonly Slot[], stressed: string): string[] | null {
  const texts = slots.map((slot) => slot.char);
  const marked = stressed.normalize('NFC').trim().replace(/\s+/g, ' ');
  let next = 0;
  for (const character of marked) {
    if (character === '\u0301' || character === '\u0300') {
      if (next === 0 || slots[next - 1]!.kind !== 'letter') return null;
      texts[next - 1] += character;
    } else {
      if (slots[next]?.char !== character) return null;
      next += 1;
    }
  }
  return next === slots.length ? texts : null;
}

export function letterCount(answer: string): number {
  return answerSlots(answer).filter((slot) => slot.kind === 'letter').length;
}

export type TyperStatus = 'typing' | 'correct' | 'wrong' | 'completed';
export type TyperPass = 'first' | 'second-chance';

export interface TyperState {
  isActive: boolean;
  isCompleted: boolean;
  words: GameWord[];
  /** The side typed: English (the spec's game) or Russian; the other side is the prompt. */
  answerLanguage: AnswerLanguage;
  selectedCategory: string;
  /** Word indexes played in this pass, in order: all words first, then the skipped ones. */
  order: number[];
  /** Position in `order`. */
  step: number;
  currentWordIndex: number;
  pass: TyperPass;
  status: TyperStatus;
  /** One entry per slot of the current answer: the typed letter or '' (gaps and given characters hold theirs). */
  entries: string[];
  /** The current box (always a letter slot when the word has letters). */
  cursor: number;
  /** What the player typed for the last checked word, for the feedback. */
  lastAnswer: string;
  /** The last checked word was one letter off ("Almost!"): still a mistake. */
  nearMiss: boolean;
  /** The last checked word was judged as typed on the other layout ("ghbdtn" → «привет»). */
  readAs?: LayoutReading | null;
  /** Phonetic typing: the keys typed in a row and the boxes their Russian fills (issue 33 §5). */
  run?: PhoneticBoxes | null;
  correctLetters: number;
  totalLetters: number;
  mistakes: number;
  /** Words typed correctly; each word is checked at most once, so always on the first try. */
  wordsCompleted: number;
  /** Indexes skipped in the first pass: they get the second chance. */
  skipped: number[];
  /** Indexes skipped again in the second-chance pass: never answered. */
  unanswered: number[];
  /** Per word index, how it was answered once checked (null until then): the round's reviews. */
  outcomes: (ReviewOutcome | null)[];
  startTime: number;
  endTime: number | null;
}

/** A run of phonetic keys ("shch") and the letter boxes its Russian («щ») fills, in order. */
export interface PhoneticBoxes {
  latin: string;
  boxes: number[];
}

export type TyperEvent =
  /** `phonetic`: Latin keys become Russian letters as they are typed (a Russian answer only). */
  | { type: 'type'; key: string; phonetic?: boolean }
  | { type: 'backspace' }
  | { type: 'moveCursor'; to: number }
  | { type: 'cursorLeft' }
  | { type: 'cursorRight' }
  | { type: 'skip'; now: number }
  /** After "Great job": the 2 s timer (or Enter) moves on. */
  | { type: 'advance'; now: number }
  /** After a wrong answer: Understood (or Enter). */
  | { type: 'acknowledge'; now: number }
  /**
   * Enter while typing: checks an answer whose only empty boxes are a bracketed part's, or one
   * whose boxes are full but waited for a phonetic key that might still change it.
   */
  | { type: 'check' };

export const TYPER_ERRORS = {
  noWords: 'Error: No words available',
  invalidIndex: 'Error: Invalid word index',
  invalidData: 'Error: Invalid word data',
} as const;

export type TyperError = (typeof TYPER_ERRORS)[keyof typeof TYPER_ERRORS];

export const GREAT_JOB = 'Great job';

/** A near miss (one letter off): said kindly, still counted as a mistake. */
export const ALMOST = 'Almost!';

function emptyEntries(slots: Slot[]): string[] {
  return slots.map((slot) => (slot.kind === 'letter' ? '' : slot.char));
}

function firstLetterIndex(slots: Slot[]): number {
  return Math.max(
    0,
    slots.findIndex((slot) => slot.kind === 'letter'),
  );
}

/** The state with word `order[step]` ready to be typed. */
function loadWord(state: TyperState, order: number[], step: number, pass: TyperPass): TyperState {
  const index = order[step] ?? -1;
  const slots = answerSlots(shownAnswer(state.words[index], state.answerLanguage));
  return {
    ...state,
    order,
    step,
    pass,
    currentWordIndex: index,
    status: 'typing',
    entries: emptyEntries(slots),
    cursor: firstLetterIndex(slots),
    lastAnswer: '',
    nearMiss: false,
    readAs: null,
    run: null,
  };
}

export interface CreateTyperOptions {
  category?: string;
  now: number;
  /** Default: English, as the spec's game. */
  answerLanguage?: AnswerLanguage;
}

export function createTyperState(words: GameWord[], options: CreateTyperOptions): TyperState {
  const base: TyperState = {
    isActive: words.length > 0,
    isCompleted: false,
    words,
    answerLanguage: options.answerLanguage ?? 'english',
    selectedCategory: options.category ?? '',
    order: [],
    step: 0,
    currentWordIndex: 0,
    pass: 'first',
    status: 'typing',
    entries: [],
    cursor: 0,
    lastAnswer: '',
    nearMiss: false,
    readAs: null,
    run: null,
    correctLetters: 0,
    totalLetters: 0,
    mistakes: 0,
    wordsCompleted: 0,
    skipped: [],
    unanswered: [],
    outcomes: words.map(() => null),
    startTime: options.now,
    endTime: null,
  };
  return loadWord(
    base,
    words.map((_, index) => index),
    0,
    'first',
  );
}

/** The current word, when the state points at one. */
export function currentWord(state: TyperState): GameWord | undefined {
  return state.words[state.currentWordIndex];
}

export function currentSlots(state: TyperState): Slot[] {
  return answerSlots(shownAnswer(currentWord(state), state.answerLanguage));
}

/** The question of the current word: the side that is not typed. */
export function currentPrompt(state: TyperState): string {
  return promptField(currentWord(state), state.answerLanguage);
}

/** The text typed so far (empty boxes left out). */
export function currentInput(state: TyperState): string {
  return state.entries.join('');
}

/**
 * Spec §5: the game refuses to run on an empty list, an index outside it, or a word it cannot
 * ask (no prompt, or an answer without a single letter to type).
 */
export function typerError(state: TyperState): TyperError | null {
  if (state.words.length === 0) return TYPER_ERRORS.noWords;
  if (state.isCompleted) return null;
  const index = state.currentWordIndex;
  if (!Number.isInteger(index) || index < 0 || index >= state.words.length || state.order[state.step] !== index) {
    return TYPER_ERRORS.invalidIndex;
  }
  const word = state.words[index];
  if (
    !word ||
    typeof word.english !== 'string' ||
    typeof word.russian !== 'string' ||
    promptField(word, state.answerLanguage).trim() === '' ||
    letterCount(shownAnswer(word, state.answerLanguage)) === 0
  ) {
    return TYPER_ERRORS.invalidData;
  }
  return null;
}

/** One typed letter against the expected one: case-insensitive, ё = е. */
export function sameLetter(typed: string, expected: string): boolean {
  return typed !== '' && normalizeAnswer(typed) === normalizeAnswer(expected);
}

/**
 * The last letter is in (or Enter, see checkEarly): the answer checker compares the answer with
 * every translation of the field (case, ё/е and stress marks aside), and letters are counted for
 * accuracy. `left` are boxes of a bracketed part the player left out: neither answer nor letters.
 */
function check(state: TyperState, entries: string[], left: ReadonlySet<number> = new Set()): TyperState {
  const slots = currentSlots(state);
  const counted = slots.flatMap((_, i) => (left.has(i) ? [] : [i]));
  const answer = counted
    .map((i) => entries[i])
    .join('')
    .trim();
  const { verdict, readAs } = checkTypedAnswer(answer, answerField(currentWord(state), state.answerLanguage));
  // Letters are counted as the answer was read: on the other layout when it was read so.
  const judged = readAs ? readInBoxes(entries, counted, readAs.text) : entries;
  const letters = counted.filter((i) => slots[i]!.kind === 'letter');
  const matching = letters.filter((i) => sameLetter(judged[i] ?? '', slots[i]!.char)).length;
  const correct = verdict === 'correct';
  // Right in the second-chance pass came after a skip: right, but with help.
  const outcome: ReviewOutcome = !correct ? 'wrong' : state.pass === 'first' ? 'right' : 'right-with-help';
  return {
    ...state,
    outcomes: state.outcomes.map((previous, index) => (index === state.currentWordIndex ? outcome : previous)),
    entries: correct ? judged : entries,
    lastAnswer: answer,
    nearMiss: verdict === 'almost',
    readAs,
    run: null,
    status: correct ? 'correct' : 'wrong',
    totalLetters: state.totalLetters + letters.length,
    correctLetters: state.correctLetters + matching,
    wordsCompleted: state.wordsCompleted + (correct ? 1 : 0),
    mistakes: state.mistakes + (correct ? 0 : 1),
  };
}

/** The boxes holding `reading` letter for letter, when it has one character per counted box (else as typed). */
function readInBoxes(entries: string[], counted: number[], reading: string): string[] {
  const characters = [...reading];
  if (characters.length !== counted.length) return entries;
  const read = entries.slice();
  counted.forEach((box, k) => (read[box] = characters[k]!));
  return read;
}

/** The next word of this pass; after the last, the second-chance pass or the end. */
function nextWord(state: TyperState, now: number): TyperState {
  if (state.step + 1 < state.order.length) return loadWord(state, state.order, state.step + 1, state.pass);
  if (state.pass === 'first' && state.skipped.length > 0) return loadWord(state, [...state.skipped], 0, 'second-chance');
  return { ...state, status: 'completed', isActive: false, isCompleted: true, endTime: now };
}

function letterIndexes(slots: Slot[]): number[] {
  return slots.flatMap((slot, i) => (slot.kind === 'letter' ? [i] : []));
}

/** Where the cursor goes after a letter: the next empty box, wrapping round to any earlier one. */
function nextEmpty(slots: Slot[], entries: string[], from: number): number {
  const empties = letterIndexes(slots).filter((i) => entries[i] === '');
  return empties.find((i) => i > from) ?? empties[0] ?? from;
}

/**
 * The cursor's box is the first letter of a word: only given characters ("(") lie between it and
 * the gap (or the start) before it.
 */
function atWordStart(slots: Slot[], cursor: number): boolean {
  for (let i = cursor - 1; i >= 0; i -= 1) {
    if (slots[i]!.kind === 'gap') return true;
    if (slots[i]!.kind === 'letter') return false;
  }
  return true;
}

function typeKey(state: TyperState, key: string): TyperState {
  if (!isAcceptedKey(key, state.answerLanguage)) return state;
  const slots = currentSlots(state);
  if (key === ' ') {
    // The space an answer like "ice cream" needs is already there as a gap: typing it just
    // moves on to the next word's first box, or does nothing when already there — also past a
    // given "(", so "to go (on foot)" typed as written fills the boxes in order.
    if (atWordStart(slots, state.cursor) && state.entries[state.cursor] === '') return state;
    const gap = slots.findIndex((slot, i) => i > state.cursor && slot.kind === 'gap');
    if (gap === -1) return state;
    const target = slots.findIndex((slot, i) => i > gap && slot.kind === 'letter');
    return target === -1 ? state : { ...state, cursor: target };
  }
  if (slots[state.cursor]?.kind !== 'letter') return state;
  const entries = state.entries.slice();
  entries[state.cursor] = key;
  const full = letterIndexes(slots).every((i) => entries[i] !== '');
  if (full) return check(state, entries);
  return { ...state, entries, cursor: nextEmpty(slots, entries, state.cursor) };
}

/** The letter before box `box` in its word ('' at a word's start): it decides e and y (issue 33 §5). */
function letterBefore(slots: Slot[], entries: string[], box: number): string {
  const previous = slots[box - 1];
  return previous && previous.kind !== 'gap' ? (entries[box - 1] ?? '') : '';
}

/**
 * A phonetic key: the run of keys typed in a row grows and its Russian is written anew into the
 * boxes it holds, from its first box on ("s" с, "h" makes it ш, "c" adds a box, "h" makes «шc» щ).
 * Full boxes are checked unless one more key could still change the last letter and the answer is
 * not right yet: then the game waits for that key, or Enter.
 */
function typePhoneticKey(state: TyperState, key: string): TyperState {
  const slots = currentSlots(state);
  const run = state.run ?? { latin: '', boxes: [] };
  const first = run.boxes[0] ?? state.cursor;
  if (slots[first]?.kind !== 'letter') return state;
  const latin = run.latin + key;
  const before = letterBefore(slots, state.entries, first);
  const entries = state.entries.slice();
  for (const box of run.boxes) entries[box] = '';
  const boxes: number[] = [];
  let cursor = first;
  for (const letter of latinToCyrillic(latin, before)) {
    if (boxes.includes(cursor) || slots[cursor]?.kind !== 'letter') break;
    entries[cursor] = letter;
    boxes.push(cursor);
    cursor = nextEmpty(slots, entries, cursor);
  }
  const typed = { ...state, entries, cursor, run: { latin, boxes } };
  if (!letterIndexes(slots).every((i) => entries[i] !== '')) return typed;
  const waits =
    canStillChange(latin, before) &&
    checkTypedAnswer(entries.join(''), answerField(currentWord(state), state.answerLanguage)).verdict !== 'correct';
  return waits ? typed : check(state, entries);
}

/** Any other event ends the run of phonetic keys: the next one starts afresh where the cursor is. */
const endRun = (state: TyperState): TyperState => (state.run ? { ...state, run: null } : state);

/** The letter boxes of each bracketed part, part by part. */
function optionalGroups(slots: Slot[]): number[][] {
  const groups: number[][] = [];
  slots.forEach((slot, i) => {
    if (slot.optionalPart === null || slot.kind !== 'letter') return;
    (groups[slot.optionalPart] ??= []).push(i);
  });
  return groups.filter(Boolean);
}

/**
 * Enter while typing: when every box outside brackets is filled and each bracketed part is either
 * filled or untouched, the answer is checked without the untouched parts ("to go" for
 * "to go (on foot)"), which the answer checker accepts. Otherwise nothing happens.
 */
function checkEarly(state: TyperState): TyperState {
  const slots = currentSlots(state);
  const filled = (i: number) => state.entries[i] !== '';
  const required = letterIndexes(slots).filter((i) => slots[i]!.optionalPart === null);
  if (required.length === 0 || !required.every(filled)) return state;
  const groups = optionalGroups(slots);
  if (groups.some((group) => group.some(filled) && !group.every(filled))) return state;
  const untouched = new Set(groups.filter((group) => !group.some(filled)).map((group) => slots[group[0]!]!.optionalPart));
  // Every box filled: an answer that waited for one more phonetic key.
  if (untouched.size === 0) return check(state, state.entries);
  // The untouched parts go whole, brackets and inner gaps too, so the answer reads "to go".
  const left = slots.flatMap((slot, i) => (untouched.has(slot.optionalPart) ? [i] : []));
  return check(state, state.entries, new Set(left));
}

/** Backspace clears the current box, or the previous one when the current is empty (spec §4). */
function backspace(state: TyperState): TyperState {
  if (state.entries[state.cursor]) {
    const entries = state.entries.slice();
    entries[state.cursor] = '';
    return { ...state, entries };
  }
  const slots = currentSlots(state);
  const previous = letterIndexes(slots)
    .filter((i) => i < state.cursor)
    .pop();
  if (previous === undefined) return state;
  const entries = state.entries.slice();
  entries[previous] = '';
  return { ...state, entries, cursor: previous };
}

function moveCursor(state: TyperState, to: number): TyperState {
  if (to === state.cursor || currentSlots(state)[to]?.kind !== 'letter') return state;
  return { ...state, cursor: to };
}

function stepCursor(state: TyperState, direction: -1 | 1): TyperState {
  const letters = letterIndexes(currentSlots(state));
  const target = direction < 0 ? letters.filter((i) => i < state.cursor).pop() : letters.find((i) => i > state.cursor);
  return target === undefined ? state : moveCursor(state, target);
}

/** Skip: first pass → the skipped list for a second chance; second chance → left unanswered. */
function skip(state: TyperState, now: number): TyperState {
  const index = state.currentWordIndex;
  if (state.pass === 'first') return nextWord({ ...state, skipped: [...state.skipped, index] }, now);
  const letters = letterCount(shownAnswer(currentWord(state), state.answerLanguage));
  return nextWord({ ...state, unanswered: [...state.unanswered, index], totalLetters: state.totalLetters + letters }, now);
}

/** Returns the same object when an event changes nothing, so React can skip the render. */
export function typerReducer(state: TyperState, event: TyperEvent): TyperState {
  if (state.isCompleted || typerError(state)) return state;
  if (event.type === 'type' && event.phonetic && state.answerLanguage === 'russian' && isPhoneticKey(event.key)) {
    return state.status === 'typing' ? typePhoneticKey(state, event.key) : state;
  }
  return reduce(endRun(state), event);
}

function reduce(state: TyperState, event: TyperEvent): TyperState {
  switch (event.type) {
    case 'type':
      return state.status === 'typing' ? typeKey(state, event.key) : state;
    case 'backspace':
      return state.status === 'typing' ? backspace(state) : state;
    case 'moveCursor':
      return state.status === 'typing' ? moveCursor(state, event.to) : state;
    case 'cursorLeft':
      return state.status === 'typing' ? stepCursor(state, -1) : state;
    case 'cursorRight':
      return state.status === 'typing' ? stepCursor(state, 1) : state;
    case 'skip':
      return state.status === 'typing' ? skip(state, event.now) : state;
    case 'advance':
      return state.status === 'correct' ? nextWord(state, event.now) : state;
    case 'acknowledge':
      return state.status === 'wrong' ? nextWord(state, event.now) : state;
    case 'check':
      return state.status === 'typing' ? checkEarly(state) : state;
  }
}

/** "Word 3 of 20" during the first pass; "Second chance 1 of 2" afterwards. */
export function typerProgress(state: TyperState): { position: number; total: number; percent: number } {
  const total = state.order.length;
  const position = Math.min(state.step + 1, total);
  const done = state.isCompleted ? total : state.step + (state.status === 'typing' ? 0 : 1);
  return { position, total, percent: total === 0 ? 0 : (done / total) * 100 };
}

/**
 * Every word of the round with its outcome: typed right at once → right; right in the second
 * chance → right-with-help; typed wrong → wrong; skipped again (never answered) → skipped.
 */
export function typerAnswers(state: TyperState): GameAnswer[] {
  return state.words.map((word, index) => ({ word, outcome: state.outcomes[index] ?? 'skipped' }));
}

export interface TyperResult {
  /** Whole percentage of words typed correctly on the first try. */
  score: number;
  wordsCompleted: number;
  totalWords: number;
  totalTime: number;
  mistakes: number;
  /** Correct letters / letters, as a whole percentage. */
  accuracy: number;
  correctLetters: number;
  totalLetters: number;
  wordsSkipped: number;
  averageTimePerWord: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function typerResult(state: TyperState): TyperResult {
  const totalWords = state.words.length;
  const totalTime = Math.max(0, (state.endTime ?? state.startTime) - state.startTime);
  return {
    score: percent(state.wordsCompleted, totalWords),
    wordsCompleted: state.wordsCompleted,
    totalWords,
    totalTime,
    mistakes: state.mistakes,
    accuracy: percent(state.correctLetters, state.totalLetters),
    correctLetters: state.correctLetters,
    totalLetters: state.totalLetters,
    wordsSkipped: state.unanswered.length,
    averageTimePerWord: totalWords > 0 ? Math.round(totalTime / totalWords) : 0,
  };
}

/** Spec §3 aggregate stats, summed over every finished Typer game on this device. */
export interface TyperAggregateStats {
  gamesPlayed: number;
  wordsCompleted: number;
  /** Correct letters / letters over all games, whole percentage. */
  totalAccuracy: number;
  averageTimePerWord: number;
  /** Shortest game in ms (null before the first). */
  bestTime: number | null;
  totalMistakes: number;
  totalWords: number;
  totalTimeMs: number;
  correctLetters: number;
  totalLetters: number;
}

export const EMPTY_TYPER_AGGREGATE: TyperAggregateStats = {
  gamesPlayed: 0,
  wordsCompleted: 0,
  totalAccuracy: 0,
  averageTimePerWord: 0,
  bestTime: null,
  totalMistakes: 0,
  totalWords: 0,
  totalTimeMs: 0,
  correctLetters: 0,
  totalLetters: 0,
};

export function addToAggregate(previous: TyperAggregateStats, result: TyperResult): TyperAggregateStats {
  const totalWords = previous.totalWords + result.totalWords;
  const totalTimeMs = previous.totalTimeMs + result.totalTime;
  const correctLetters = previous.correctLetters + result.correctLetters;
  const totalLetters = previous.totalLetters + result.totalLetters;
  return {
    gamesPlayed: previous.gamesPlayed + 1,
    wordsCompleted: previous.wordsCompleted + result.wordsCompleted,
    totalAccuracy: percent(correctLetters, totalLetters),
    averageTimePerWord: totalWords > 0 ? Math.round(totalTimeMs / totalWords) : 0,
    bestTime: previous.bestTime === null ? result.totalTime : Math.min(previous.bestTime, result.totalTime),
    totalMistakes: previous.totalMistakes + result.mistakes,
    totalWords,
    totalTimeMs,
    correctLetters,
    totalLetters,
  };
}

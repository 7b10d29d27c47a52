/**
 * Mission (game4) rules as a pure state machine — product-games-auth.md §3 "Mission state",
 * §4 "Mission", §5 (non-blank answer), §9 "Mission skips", and issue 4.
 *
 * No timers live here: `nextTimer` says what the screen should schedule (the red letter reveal
 * and the advance to the next word), and events carry `now` so tests never sleep.
 *
 * Decisions where the spec is silent:
 * - Each word gets one answer. Correct or wrong, the game moves on after the feedback.
 * - The hint is Mission's lifeline: it shows the Russian meaning, once per word. A word keeps its
 *   hint when it comes back after a skip, and counts once in "hints used".
 * - Skips: 2, plus 1 for every 6 correct answers (in total, not in a row), at most 2 extra. They
 *   are for the first pass only; the replay of skipped words has to be answered.
 * - Wrong answers reveal the word letter by letter every 150 ms, then wait 1000 ms. The 3000 ms
 *   wrong-display constant caps the letter reveal of very long words (over 20 letters reveal
 *   faster), so the full wait never exceeds 3000 + 1000 ms.
 * - Score = correct answers / number of words × 100, rounded; a hint does not lower it.
 */
import { checkTypedAnswer, MISSION, normalizeAnswer, type GameWord, type LayoutReading, type ReviewOutcome } from '@slovo/shared';
import { answerField, reviewDirection, shownAnswer, type AnswerLanguage } from '../engine/answer-language';
import type { GameAnswer, GameResult } from '../engine/game-result';
import { answerCharacters, givenCharacters, scrambleWord, tileCount } from './scramble';

export type MissionPhase = 'empty' | 'answering' | 'correct' | 'wrong' | 'completed';

/** One-off news for the player, shown (and announced) with the next screen. */
export type MissionNotice = 'skipped' | 'replayStart' | 'bonusSkip';

export interface MissionState {
  phase: MissionPhase;
  isActive: boolean;
  isCompleted: boolean;
  words: GameWord[];
  /** The side rebuilt from the tiles: English (the spec's game) or Russian. */
  answerLanguage: AnswerLanguage;
  /** The scrambled tiles of every word, made once when the game starts. */
  scrambles: string[][];
  /** Word indexes of the pass being played: every word first, then the skipped ones. */
  pass: number[];
  passPosition: number;
  currentWordIndex: number;
  currentInput: string;
  scrambledLetters: string[];
  /** The current word's tiles in order: its first translation (trimmed, single spaces, lower case). */
  originalWord: string;
  /** Word indexes skipped in the first pass, in the order they were skipped. */
  skippedWords: number[];
  isShowingSkippedWords: boolean;
  /** The hint was shown for the current word. */
  hintUsed: boolean;
  /** Words whose hint has been shown (each counts once). */
  hintedWords: number[];
  correctAnswers: number;
  mistakes: number;
  /** Skips used. */
  skippedQuestions: number;
  /** A hint has been used at least once in this game. */
  lifelineUsed: boolean;
  /** The hint can still be used on the current word. */
  lifelineAvailable: boolean;
  /** Wrong answer: how many tiles already show the right letter. */
  revealedLetters: number;
  /** The answer the player submitted for the current word. */
  lastAnswer: string;
  /** That answer was one letter off ("Почти!"): still a mistake. */
  nearMiss: boolean;
  /** That answer was judged as typed on the other layout ("ghbdtn" → «привет», issue 33 §5). */
  readAs?: LayoutReading | null;
  /** The player pressed Check with nothing typed (not counted as an answer). */
  blankPrompt: boolean;
  notice: MissionNotice | null;
  /** Per word index, how it was answered (null until then): the round's reviews. */
  outcomes: (ReviewOutcome | null)[];
  startTime: number;
  endTime: number | null;
}

export type MissionEvent =
  | { type: 'input'; value: string }
  | { type: 'submit' }
  | { type: 'hint' }
  | { type: 'skip'; now: number }
  | { type: 'revealNext' }
  | { type: 'advance'; now: number };

export interface MissionTimer {
  delayMs: number;
  event: 'revealNext' | 'advance';
}

/** Skips the player has earned so far: 2, +1 per 6 correct answers, at most 2 extra. */
export function skipsAllowed(correctAnswers: number): number {
  return MISSION.skips + Math.min(MISSION.maxExtraSkips, Math.floor(correctAnswers / MISSION.skipBonusEvery));
}

export function skipsRemaining(state: MissionState): number {
  return Math.max(0, skipsAllowed(state.correctAnswers) - state.skippedQuestions);
}

export function canSkip(state: MissionState): boolean {
  return state.phase === 'answering' && !state.isShowingSkippedWords && skipsRemaining(state) > 0;
}

export function canUseHint(state: MissionState): boolean {
  return state.phase === 'answering' && !state.hintUsed;
}

/** Time between two red letters: 150 ms, quicker for words whose reveal would pass 3000 ms. */
export function revealStepMs(letters: number): number {
  if (letters <= 0) return 0;
  return Math.min(MISSION.perLetterMs, MISSION.wrongDisplayMs / letters);
}

/** From a wrong answer to the next word: 150 ms per letter (capped at 3000 ms) plus 1000 ms. */
export function wrongAdvanceDelayMs(letters: number): number {
  return letters * revealStepMs(letters) + MISSION.wrongExtraMs;
}

export interface VisibleTile {
  character: string;
  revealed: boolean;
  /** A tile of a bracketed part, shown as written and not needed in the answer (issue 30). */
  given: boolean;
}

/** The current word's tiles as they should look now (the answer's letters once revealed). */
export function visibleTiles(state: MissionState): VisibleTile[] {
  const answer = answerCharacters(state.originalWord);
  const given = givenCharacters(state.originalWord).map((inPart, i) => inPart && answer[i] !== ' ');
  if (state.phase === 'correct') return answer.map((character, i) => ({ character, revealed: true, given: given[i]! }));
  let tile = 0;
  return state.scrambledLetters.map((scrambled, i) => {
    if (scrambled === ' ') return { character: ' ', revealed: false, given: false };
    const revealed = state.phase === 'wrong' && tile++ < state.revealedLetters;
    return { character: revealed ? answer[i]! : scrambled, revealed, given: given[i] ?? false };
  });
}

/** Words finished (answered right or wrong) out of all words. */
export function answeredCount(state: MissionState): number {
  return state.correctAnswers + state.mistakes;
}

function enterWord(state: MissionState, pass: number[], passPosition: number, isShowingSkippedWords: boolean): MissionState {
  const wordIndex = pass[passPosition]!;
  const hintUsed = state.hintedWords.includes(wordIndex);
  return {
    ...state,
    phase: 'answering',
    pass,
    passPosition,
    isShowingSkippedWords,
    currentWordIndex: wordIndex,
    currentInput: '',
    scrambledLetters: state.scrambles[wordIndex]!,
    originalWord: answerCharacters(shownAnswer(state.words[wordIndex], state.answerLanguage)).join(''),
    hintUsed,
    lifelineAvailable: !hintUsed,
    revealedLetters: 0,
    lastAnswer: '',
    nearMiss: false,
    readAs: null,
    blankPrompt: false,
  };
}

/** The next word of this pass, else the skipped words, else the end of the game. */
function moveOn(state: MissionState, now: number, notice: MissionNotice | null): MissionState {
  if (state.passPosition + 1 < state.pass.length) {
    return { ...enterWord(state, state.pass, state.passPosition + 1, state.isShowingSkippedWords), notice };
  }
  if (!state.isShowingSkippedWords && state.skippedWords.length > 0) {
    return { ...enterWord(state, [...state.skippedWords], 0, true), notice: 'replayStart' };
  }
  return { ...state, phase: 'completed', isActive: false, isCompleted: true, endTime: now, notice: null };
}

export interface CreateMissionOptions {
  /** Scrambling's random source (tests pass a fixed one). */
  random?: () => number;
  now: number;
  /** Default: English, as the spec's game. */
  answerLanguage?: AnswerLanguage;
}

/** A new game on `words`; words with nothing to type are left out. */
export function createMissionState(
  words: readonly GameWord[],
  { random = Math.random, now, answerLanguage = 'english' }: CreateMissionOptions,
): MissionState {
  const playable = words.filter((word) => normalizeAnswer(shownAnswer(word, answerLanguage)) !== '');
  const base: MissionState = {
    phase: 'empty',
    isActive: false,
    isCompleted: false,
    words: playable,
    answerLanguage,
    scrambles: playable.map((word) => scrambleWord(shownAnswer(word, answerLanguage), random)),
    pass: playable.map((_, i) => i),
    passPosition: 0,
    currentWordIndex: 0,
    currentInput: '',
    scrambledLetters: [],
    originalWord: '',
    skippedWords: [],
    isShowingSkippedWords: false,
    hintUsed: false,
    hintedWords: [],
    correctAnswers: 0,
    mistakes: 0,
    skippedQuestions: 0,
    lifelineUsed: false,
    lifelineAvailable: true,
    revealedLetters: 0,
    lastAnswer: '',
    nearMiss: false,
    readAs: null,
    blankPrompt: false,
    notice: null,
    outcomes: playable.map(() => null),
    startTime: now,
    endTime: null,
  };
  if (playable.length === 0) return base;
  return { ...enterWord(base, base.pass, 0, false), isActive: true };
}

function withOutcome(state: MissionState, outcome: ReviewOutcome): MissionState['outcomes'] {
  return state.outcomes.map((previous, index) => (index === state.currentWordIndex ? outcome : previous));
}

export function missionReducer(state: MissionState, event: MissionEvent): MissionState {
  switch (event.type) {
    case 'input':
      if (state.phase !== 'answering') return state;
      return { ...state, currentInput: event.value, blankPrompt: false };

    case 'submit': {
      if (state.phase !== 'answering') return state;
      // §5: a blank answer is not an answer — prompt and let the player try, nothing counted.
      if (normalizeAnswer(state.currentInput) === '') return { ...state, blankPrompt: true, notice: null };
      const lastAnswer = state.currentInput.trim();
      // Any translation of the field is right, whatever the tiles spell (they show the first).
      const { verdict, readAs } = checkTypedAnswer(
        state.currentInput,
        answerField(state.words[state.currentWordIndex], state.answerLanguage),
      );
      if (verdict === 'correct') {
        const correctAnswers = state.correctAnswers + 1;
        const earnedSkip = !state.isShowingSkippedWords && skipsAllowed(correctAnswers) > skipsAllowed(state.correctAnswers);
        // Right after the hint, or in the replay after a skip, came with help.
        const helped = state.hintUsed || state.isShowingSkippedWords;
        return {
          ...state,
          outcomes: withOutcome(state, helped ? 'right-with-help' : 'right'),
          phase: 'correct',
          correctAnswers,
          lastAnswer,
          readAs,
          blankPrompt: false,
          notice: earnedSkip ? 'bonusSkip' : null,
        };
      }
      return {
        ...state,
        outcomes: withOutcome(state, 'wrong'),
        phase: 'wrong',
        mistakes: state.mistakes + 1,
        revealedLetters: 0,
        lastAnswer,
        nearMiss: verdict === 'almost',
        readAs,
        blankPrompt: false,
        notice: null,
      };
    }

    case 'hint':
      if (!canUseHint(state)) return state;
      return {
        ...state,
        hintUsed: true,
        hintedWords: [...state.hintedWords, state.currentWordIndex],
        lifelineUsed: true,
        lifelineAvailable: false,
        notice: null,
      };

    case 'skip':
      if (!canSkip(state)) return state;
      return moveOn(
        { ...state, skippedWords: [...state.skippedWords, state.currentWordIndex], skippedQuestions: state.skippedQuestions + 1 },
        event.now,
        'skipped',
      );

    case 'revealNext':
      if (state.phase !== 'wrong' || state.revealedLetters >= tileCount(state.scrambledLetters)) return state;
      return { ...state, revealedLetters: state.revealedLetters + 1 };

    case 'advance':
      if (state.phase !== 'correct' && state.phase !== 'wrong') return state;
      return moveOn(state, event.now, null);
  }
}

/** What the screen should schedule next, if anything. */
export function nextTimer(state: MissionState): MissionTimer | null {
  if (state.phase === 'correct') return { delayMs: MISSION.correctAdvanceMs, event: 'advance' };
  if (state.phase !== 'wrong') return null;
  const letters = tileCount(state.scrambledLetters);
  if (state.revealedLetters < letters) return { delayMs: revealStepMs(letters), event: 'revealNext' };
  return { delayMs: MISSION.wrongExtraMs, event: 'advance' };
}

/** Correct answers / words × 100, rounded. */
export function missionScore(state: MissionState): number {
  if (state.words.length === 0) return 0;
  return Math.round((state.correctAnswers / state.words.length) * 100);
}

/**
 * Every word of the round with its outcome: rebuilt right → right; right after the hint or in the
 * replay after a skip → right-with-help; wrong → wrong. A word never answered would be skipped,
 * though a finished round has none: the replay of skipped words must be answered.
 */
export function missionAnswers(state: MissionState): GameAnswer[] {
  return state.words.map((word, index) => ({ word, outcome: state.outcomes[index] ?? 'skipped' }));
}

/**
 * Stat labels on the completed screen. The completed screen is the app's, in the interface
 * language like its "Game Complete!" and "Accuracy" (issue 30 §3.3), not Mission's Russian: English
 * here, both languages in mission-result.i18n.ts.
 */
// A type alias, not an interface: a message catalogue takes it (it needs an index signature).
export type MissionStatLabels = {
  correct: string;
  hintsUsed: string;
  wordsSkipped: string;
  mistakes: string;
  /** "4 of 5". */
  correctOf: (correct: number, total: number) => string;
};

export const MISSION_STAT_LABELS: MissionStatLabels = {
  correct: 'Correct',
  hintsUsed: 'Hints used',
  wordsSkipped: 'Skipped',
  mistakes: 'Mistakes',
  correctOf: (correct, total) => `${correct} of ${total}`,
};

export function missionResult(state: MissionState, labels: MissionStatLabels = MISSION_STAT_LABELS): GameResult {
  const score = missionScore(state);
  return {
    score,
    accuracy: score,
    timeMs: Math.max(0, (state.endTime ?? state.startTime) - state.startTime),
    answers: missionAnswers(state),
    // A round kept before Mission had "Answer in" was played in English.
    direction: reviewDirection(state.answerLanguage ?? 'english'),
    stats: [
      { label: labels.correct, value: labels.correctOf(state.correctAnswers, state.words.length) },
      { label: labels.hintsUsed, value: state.hintedWords.length },
      { label: labels.wordsSkipped, value: state.skippedQuestions },
      { label: labels.mistakes, value: state.mistakes },
    ],
  };
}

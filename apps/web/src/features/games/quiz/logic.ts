import {
  QUIZ,
  firstTranslation,
  isCorrectAnswer,
  normalizeAnswer,
  shuffleWords,
  stripStressMarks,
  translationsOf,
  type GameWord,
  type ReviewOutcome,
} from '@slovo/shared';
import { answerField, promptField, type AnswerLanguage } from '../engine/answer-language';
import type { GameAnswer } from '../engine/game-result';

/**
 * The Quiz's rules (product-games-auth.md §3 "Quiz state", §4 "Quiz (game3)", §9 "Quiz …") as a
 * pure state machine. No timers live here: every event carries `now`, and the state records the
 * moments things are due (auto-submit, lifeline, advance). The component sleeps until
 * `nextDeadline(state)` and then sends a `tick`, so tests simply pass later `now` values.
 * Randomness is used only while the questions are built, so the reducer itself is deterministic.
 */

/** The options of a question: the correct translation and three others, when the words allow. */
export const QUIZ_OPTION_COUNT = 4;

/** Spec §3 "Quiz question", plus what the UI and the lifeline need. */
export interface QuizQuestion {
  id: string;
  /** The word asked, as the round was dealt it (its answer is this word's review). */
  source: GameWord;
  /** The word asked: its English, or its Russian when the options are English (every translation of the field). */
  word: string;
  /** The correct translation and up to 3 other, distinct ones, in the answer language, shuffled. */
  options: string[];
  correctAnswer: string;
  /** What the lifeline leaves: the correct one plus one random wrong one, shuffled. */
  lifelineOptions: string[];
  /**
   * The Russian options whose stress is known, with their stress marks (issue 32): shown unless the
   * player hid them; the options themselves stay bare, as the answers are checked and kept.
   */
  optionStress?: Record<string, string>;
  /** The Russian word asked with its stress marks, when it is asked in Russian and its stress is known. */
  wordStress?: string;
}

export interface QuizFeedback {
  correct: boolean;
  picked: string;
  correctAnswer: string;
  /** A skip or lifeline earned by the streak this answer completed. */
  earnedSkip: boolean;
  earnedLifeline: boolean;
}

export interface QuizState {
  /** The options' side (issue 33); a round kept before the choice existed lacks it: Russian. */
  answerLanguage?: AnswerLanguage;
  isActive: boolean;
  isCompleted: boolean;
  selectedCategory: string;
  questions: QuizQuestion[];
  currentQuestionIndex: number;
  totalQuestions: number;
  startTime: number;
  endTime: number | null;
  /** Answered (right or wrong), not skipped. */
  answeredQuestions: number;
  skippedQuestions: number;
  correctAnswers: number;
  /** Consecutive correct answers; a wrong answer or a skip resets it to 0. */
  streak: number;
  bestStreak: number;
  skipsAvailable: number;
  extraSkipsEarned: number;
  /** Lifelines left to use. */
  lifelineAvailable: number;
  extraLifelinesEarned: number;
  /** Lifelines used in this game. */
  lifelinesUsed: number;
  /** Whether the lifeline was used on the current question (once per question). */
  lifelineUsed: boolean;
  /** The options on screen: the question's four, or the two the lifeline left. */
  options: string[];
  /** The picked option waiting for its auto-submit. */
  selected: string | null;
  submitAt: number | null;
  /** When a requested lifeline takes effect. */
  lifelineAt: number | null;
  /** Set while the answer's feedback shows; the question advances at `advanceAt`. */
  feedback: QuizFeedback | null;
  advanceAt: number | null;
  /** The question just skipped, so its answer can still be shown. */
  lastSkipped: { word: string; correctAnswer: string } | null;
  /** Per question, in order: how it was answered (the round's reviews). */
  outcomes: ReviewOutcome[];
}

export type QuizEvent =
  | { type: 'pick'; option: string; now: number }
  | { type: 'skip'; now: number }
  | { type: 'useLifeline'; now: number }
  | { type: 'tick'; now: number };

function pickRandom<T>(items: readonly T[], count: number, random: () => number): T[] {
  return shuffleWords(items, random).slice(0, count);
}

/**
 * One question per distinct English–Russian pair (a duplicated word is asked once). The word is
 * asked on one side and answered on the other (`answerLanguage`: the Russian, the spec's Quiz, or
 * the English, issue 33). Each option is a word's first translation ("кошка" for "кошка, кот").
 * The other options are those of the other words, distinct from each other and from the correct one
 * after normalisation; any that would also be right (another translation of this word, or a
 * translation of a word asked the same — two words may share an English or a Russian side) is left
 * out. A list with too few distinct translations gives fewer options, never duplicates.
 */
export function buildQuestions(
  words: readonly GameWord[],
  random: () => number = Math.random,
  answerLanguage: AnswerLanguage = 'russian',
): QuizQuestion[] {
  const answered = (word: GameWord) => answerField(word, answerLanguage);
  const asked = (word: GameWord) => promptField(word, answerLanguage);
  const keysOf = (text: string) => translationsOf(text).map(normalizeAnswer);
  const seenPairs = new Set<string>();
  const unique: GameWord[] = [];
  for (const word of words) {
    if (word.english.trim() === '' || word.russian.trim() === '') continue;
    const key = `${normalizeAnswer(word.english)}\u0000${normalizeAnswer(word.russian)}`;
    if (seenPairs.has(key)) continue;
    seenPairs.add(key);
    unique.push(word);
  }

  // Each distinct first translation once (as first written), with every translation of the words
  // it answers, and (a Russian option) its stressed form when one of them knows it.
  const translations = new Map<string, { text: string; stressed?: string; askedKeys: Set<string> }>();
  for (const word of unique) {
    const text = firstTranslation(answered(word));
    const key = normalizeAnswer(text);
    const entry = translations.get(key) ?? { text, askedKeys: new Set<string>() };
    for (const askedKey of keysOf(asked(word))) entry.askedKeys.add(askedKey);
    if (answerLanguage === 'russian') entry.stressed ??= firstStressed(word, entry.text);
    translations.set(key, entry);
  }
  // A stressed form only where it is this very option with marks added (not another casing of it).
  const stressOf = (option: string) => {
    const marked = translations.get(normalizeAnswer(option))?.stressed;
    return marked !== undefined && stripStressMarks(marked) === option ? marked : undefined;
  };

  return shuffleWords(unique, random).map((word, index) => {
    const rightKeys = new Set(keysOf(answered(word)));
    const askedKeys = keysOf(asked(word));
    const candidates: string[] = [];
    for (const [key, entry] of translations) {
      if (!rightKeys.has(key) && !askedKeys.some((askedKey) => entry.askedKeys.has(askedKey))) candidates.push(entry.text);
    }
    const correctAnswer = firstTranslation(answered(word));
    const wrong = pickRandom(candidates, QUIZ_OPTION_COUNT - 1, random);
    const options = shuffleWords([correctAnswer, ...wrong], random);
    const lifelineOptions = wrong.length >= 2 ? shuffleWords([correctAnswer, ...pickRandom(wrong, 1, random)], random) : options;
    const stressed = options.flatMap((option) => {
      const marked = option === correctAnswer ? (firstStressed(word, option) ?? stressOf(option)) : stressOf(option);
      return marked === undefined ? [] : [[option, marked] as const];
    });
    const text = asked(word).trim();
    const wordStress = answerLanguage === 'english' ? wholeStressed(word, text) : undefined;
    return {
      id: `${index}:${String(word.id)}`,
      source: word,
      word: text,
      options,
      correctAnswer,
      lifelineOptions,
      ...(answerLanguage === 'russian' && stressed.length > 0 && { optionStress: Object.fromEntries(stressed) }),
      ...(wordStress !== undefined && { wordStress }),
    };
  });
}

/** The word's Russian side with its stress marks, when it knows them and they fit `text`. */
function wholeStressed(word: GameWord, text: string): string | undefined {
  const marked = word.stressed?.trim();
  return marked !== undefined && stripStressMarks(marked) === text ? marked : undefined;
}

/** The word's first translation with its stress marks, when it knows them and they fit `text`. */
function firstStressed(word: GameWord, text: string): string | undefined {
  if (word.stressed === undefined) return undefined;
  const marked = firstTranslation(word.stressed);
  return stripStressMarks(marked) === text ? marked : undefined;
}

/**
 * A Russian option's or asked word's stressed form (issue 32), from whichever question of the round
 * knows it; undefined for English text and for words whose stress is unknown.
 */
export function stressedText(state: Pick<QuizState, 'questions'>, text: string): string | undefined {
  for (const question of state.questions) {
    const marked = question.optionStress?.[text] ?? (question.word === text ? question.wordStress : undefined);
    if (marked !== undefined) return marked;
  }
  return undefined;
}

export interface CreateQuizOptions {
  category?: string;
  now: number;
  random?: () => number;
  /** The options' side: Russian (the spec's Quiz, the default) or English. */
  answerLanguage?: AnswerLanguage;
}

/** A quiz ready to play; with no usable words it is neither active nor completed. */
export function createQuiz(
  words: readonly GameWord[],
  { category = '', now, random = Math.random, answerLanguage = 'russian' }: CreateQuizOptions,
): QuizState {
  const questions = buildQuestions(words, random, answerLanguage);
  return {
    answerLanguage,
    isActive: questions.length > 0,
    isCompleted: false,
    selectedCategory: category,
    questions,
    currentQuestionIndex: 0,
    totalQuestions: questions.length,
    startTime: now,
    endTime: null,
    answeredQuestions: 0,
    skippedQuestions: 0,
    correctAnswers: 0,
    streak: 0,
    bestStreak: 0,
    skipsAvailable: QUIZ.skips,
    extraSkipsEarned: 0,
    lifelineAvailable: QUIZ.lifelines,
    extraLifelinesEarned: 0,
    lifelinesUsed: 0,
    lifelineUsed: false,
    options: questions[0]?.options ?? [],
    selected: null,
    submitAt: null,
    lifelineAt: null,
    feedback: null,
    advanceAt: null,
    lastSkipped: null,
    outcomes: [],
  };
}

/** The side the round's options are in. */
export function optionsLanguage(state: Pick<QuizState, 'answerLanguage'>): AnswerLanguage {
  return state.answerLanguage ?? 'russian';
}

export function currentQuestion(state: QuizState): QuizQuestion | null {
  return state.isActive ? (state.questions[state.currentQuestionIndex] ?? null) : null;
}

/** Options can be picked, and skip or lifeline used, only between feedbacks and lifelines. */
function isChoosing(state: QuizState): boolean {
  return state.isActive && state.feedback === null && state.lifelineAt === null;
}

export function canSkip(state: QuizState): boolean {
  return isChoosing(state) && state.skipsAvailable > 0;
}

/** Once per question, while lifelines are left and there are wrong options to remove. */
export function canUseLifeline(state: QuizState): boolean {
  return isChoosing(state) && state.lifelineAvailable > 0 && !state.lifelineUsed && state.options.length > 2;
}

/** Moves to the next question at `at`, or completes the quiz after the last one. */
function advance(state: QuizState, at: number): QuizState {
  const nextIndex = state.currentQuestionIndex + 1;
  const perQuestion = {
    selected: null,
    submitAt: null,
    lifelineAt: null,
    lifelineUsed: false,
    feedback: null,
    advanceAt: null,
  };
  if (nextIndex >= state.totalQuestions) {
    return { ...state, ...perQuestion, isActive: false, isCompleted: true, endTime: at, options: [] };
  }
  return { ...state, ...perQuestion, currentQuestionIndex: nextIndex, options: state.questions[nextIndex]!.options };
}

/** The picked option is checked at `at` (its auto-submit moment) and feedback starts. */
function submit(state: QuizState, at: number): QuizState {
  const question = state.questions[state.currentQuestionIndex]!;
  const picked = state.selected ?? '';
  const correct = isCorrectAnswer(picked, question.correctAnswer);
  // Right after the 50:50 on this question came with help.
  const outcome: ReviewOutcome = !correct ? 'wrong' : state.lifelineUsed ? 'right-with-help' : 'right';
  let next: QuizState = {
    ...state,
    answeredQuestions: state.answeredQuestions + 1,
    selected: picked,
    submitAt: null,
    outcomes: [...state.outcomes, outcome],
  };
  let earnedSkip = false;
  let earnedLifeline = false;
  if (correct) {
    const streak = state.streak + 1;
    next = { ...next, correctAnswers: state.correctAnswers + 1, streak, bestStreak: Math.max(state.bestStreak, streak) };
    if (streak % QUIZ.skipBonusEvery === 0 && next.extraSkipsEarned < QUIZ.maxExtraSkips) {
      earnedSkip = true;
      next = { ...next, skipsAvailable: next.skipsAvailable + 1, extraSkipsEarned: next.extraSkipsEarned + 1 };
    }
    if (streak % QUIZ.lifelineBonusEvery === 0 && next.extraLifelinesEarned < QUIZ.maxExtraLifelines) {
      earnedLifeline = true;
      next = { ...next, lifelineAvailable: next.lifelineAvailable + 1, extraLifelinesEarned: next.extraLifelinesEarned + 1 };
    }
  } else {
    next = { ...next, streak: 0 };
  }
  return {
    ...next,
    feedback: { correct, picked, correctAnswer: question.correctAnswer, earnedSkip, earnedLifeline },
    advanceAt: at + (correct ? QUIZ.correctDelayMs : QUIZ.incorrectDelayMs),
  };
}

/** Runs everything due by `now`, in order, each at its own due moment. */
function runDue(state: QuizState, now: number): QuizState {
  let next = state;
  for (;;) {
    if (next.lifelineAt !== null && now >= next.lifelineAt) {
      next = { ...next, lifelineAt: null, options: next.questions[next.currentQuestionIndex]!.lifelineOptions };
    } else if (next.submitAt !== null && now >= next.submitAt) {
      next = submit(next, next.submitAt);
    } else if (next.advanceAt !== null && now >= next.advanceAt) {
      next = advance(next, next.advanceAt);
    } else {
      return next;
    }
  }
}

export function quizReducer(state: QuizState, event: QuizEvent): QuizState {
  if (!state.isActive) return state;
  switch (event.type) {
    case 'tick':
      return runDue(state, event.now);

    case 'pick': {
      // Picking another option within the auto-submit window changes the choice (and restarts
      // the wait); picking the same one again changes nothing.
      if (!isChoosing(state) || !state.options.includes(event.option) || state.selected === event.option) return state;
      return { ...state, selected: event.option, submitAt: event.now + QUIZ.autoSubmitMs, lastSkipped: null };
    }

    case 'skip': {
      if (!canSkip(state)) return state;
      const question = state.questions[state.currentQuestionIndex]!;
      return advance(
        {
          ...state,
          skippedQuestions: state.skippedQuestions + 1,
          skipsAvailable: state.skipsAvailable - 1,
          streak: 0,
          lastSkipped: { word: question.word, correctAnswer: question.correctAnswer },
          outcomes: [...state.outcomes, 'skipped'],
        },
        event.now,
      );
    }

    case 'useLifeline': {
      if (!canUseLifeline(state)) return state;
      // A pending pick is dropped: it might be one of the options about to go.
      return {
        ...state,
        lifelineAvailable: state.lifelineAvailable - 1,
        lifelinesUsed: state.lifelinesUsed + 1,
        lifelineUsed: true,
        selected: null,
        submitAt: null,
        lifelineAt: event.now + QUIZ.lifelineDelayMs,
        lastSkipped: null,
      };
    }
  }
}

/** When the next `tick` has something to do, or null when the quiz waits for the player. */
export function nextDeadline(state: QuizState): number | null {
  if (!state.isActive) return null;
  return state.lifelineAt ?? state.submitAt ?? state.advanceAt;
}

/** Correct answers as a percentage of all questions (skips count as not correct). */
export function quizAccuracy(state: Pick<QuizState, 'correctAnswers' | 'totalQuestions'>): number {
  return state.totalQuestions > 0 ? (state.correctAnswers / state.totalQuestions) * 100 : 0;
}

/** Spec §4: the stored score is the rounded accuracy. */
export function quizScore(state: Pick<QuizState, 'correctAnswers' | 'totalQuestions'>): number {
  return Math.round(quizAccuracy(state));
}

/**
 * Every question's word with its outcome: right; right with the 50:50 → right-with-help; wrong;
 * skipped. (A duplicated word was asked once, so it is reported once.)
 */
export function quizAnswers(state: QuizState): GameAnswer[] {
  return state.questions.map((question, index) => ({ word: question.source, outcome: state.outcomes[index] ?? 'skipped' }));
}

export interface QuizSummary {
  score: number;
  accuracy: number;
  timeMs: number;
  correct: number;
  answered: number;
  skipped: number;
  total: number;
  bestStreak: number;
  lifelinesUsed: number;
}

export function summarizeQuiz(state: QuizState): QuizSummary {
  return {
    score: quizScore(state),
    accuracy: quizScore(state),
    timeMs: Math.max(0, (state.endTime ?? state.startTime) - state.startTime),
    correct: state.correctAnswers,
    answered: state.answeredQuestions,
    skipped: state.skippedQuestions,
    total: state.totalQuestions,
    bestStreak: state.bestStreak,
    lifelinesUsed: state.lifelinesUsed,
  };
}

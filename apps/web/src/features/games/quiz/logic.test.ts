import { describe, expect, it } from 'vitest';
import { QUIZ, normalizeAnswer, type GameWord } from '@slovo/shared';
import {
  buildQuestions,
  canSkip,
  canUseLifeline,
  createQuiz,
  currentQuestion,
  nextDeadline,
  quizAnswers,
  quizReducer,
  quizScore,
  stressedText,
  summarizeQuiz,
  type QuizState,
} from './logic';
import { animalWords, seededRandom, word } from './testing/quiz-fixtures';

const T0 = 1_000_000;

function newQuiz(count = 12, seed = 7): QuizState {
  return createQuiz(animalWords(count), { category: 'animals', now: T0, random: seededRandom(seed) });
}

function correctOf(state: QuizState): string {
  return currentQuestion(state)!.correctAnswer;
}

function wrongOf(state: QuizState): string {
  const correct = correctOf(state);
  return state.options.find((option) => option !== correct)!;
}

/** Picks an option and lets the auto-submit happen; returns the state showing feedback. */
function answer(state: QuizState, correct: boolean, at: number): QuizState {
  const picked = quizReducer(state, { type: 'pick', option: correct ? correctOf(state) : wrongOf(state), now: at });
  return quizReducer(picked, { type: 'tick', now: at + QUIZ.autoSubmitMs });
}

/** Answers and waits out the feedback, landing on the next question (or the end). */
function answerAndAdvance(state: QuizState, correct: boolean, at = T0): QuizState {
  const shown = answer(state, correct, at);
  return quizReducer(shown, { type: 'tick', now: shown.advanceAt! });
}

function answerInARow(state: QuizState, count: number): QuizState {
  let next = state;
  for (let i = 0; i < count; i += 1) next = answerAndAdvance(next, true);
  return next;
}

describe('questions', () => {
  it('asks the English word with four options: the correct translation and three others, all different', () => {
    const questions = buildQuestions(animalWords(12), seededRandom(1));
    expect(questions).toHaveLength(12);
    for (const question of questions) {
      expect(question.options).toHaveLength(4);
      expect(question.options).toContain(question.correctAnswer);
      expect(new Set(question.options.map(normalizeAnswer)).size).toBe(4);
    }
    const cat = questions.find((q) => q.word === 'cat')!;
    expect(cat.correctAnswer).toBe('кошка');
  });

  it('draws the wrong options from the other words’ translations', () => {
    const words = animalWords(12);
    const translations = new Set(words.map((w) => w.russian));
    for (const question of buildQuestions(words, seededRandom(3))) {
      for (const option of question.options) expect(translations.has(option)).toBe(true);
    }
  });

  it('never offers two options that are equal after normalising (case, spaces, ё = е)', () => {
    const words = [
      word('cat', 'кошка'),
      word('kitty', 'Кошка'),
      word('puss', '  кошка '),
      word('hedgehog', 'ёж'),
      word('urchin', 'ЕЖ'),
      word('dog', 'собака'),
      word('hound', 'собака'),
      word('owl', 'сова'),
      word('fox', 'лиса'),
    ];
    for (let seed = 1; seed <= 20; seed += 1) {
      for (const question of buildQuestions(words, seededRandom(seed))) {
        const keys = question.options.map(normalizeAnswer);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it('uses as many distinct translations as exist when the list has too few, without duplicates', () => {
    const questions = buildQuestions([word('cat', 'кошка'), word('dog', 'собака'), word('kitty', 'КОШКА')], seededRandom(2));
    const dog = questions.find((q) => q.word === 'dog')!;
    expect([...dog.options].sort()).toEqual(['кошка', 'собака']);
    const kitty = questions.find((q) => q.word === 'kitty')!;
    expect([...kitty.options].sort()).toEqual(['КОШКА', 'собака']);
  });

  it('a single word gives one question with only its own translation', () => {
    const questions = buildQuestions([word('cat', 'кошка')], seededRandom(2));
    expect(questions).toEqual([expect.objectContaining({ word: 'cat', options: ['кошка'], correctAnswer: 'кошка' })]);
  });

  it('does not offer another translation of the same English word as a wrong option', () => {
    const words = [word('bank', 'банк'), word('bank', 'берег'), word('cat', 'кошка'), word('dog', 'собака'), word('fox', 'лиса')];
    for (let seed = 1; seed <= 20; seed += 1) {
      for (const question of buildQuestions(words, seededRandom(seed)).filter((q) => q.word === 'bank')) {
        const other = question.correctAnswer === 'банк' ? 'берег' : 'банк';
        expect(question.options).not.toContain(other);
      }
    }
  });

  it('asks a duplicated word once and skips words missing a side; an empty list gives no questions', () => {
    const questions = buildQuestions([word('cat', 'кошка'), word(' Cat ', 'кошка'), word('dog', ''), word('', 'лиса')]);
    expect(questions.map((q) => q.word)).toEqual(['cat']);
    expect(buildQuestions([])).toEqual([]);
  });

  it('keeps long words and words with spaces as they are (trimmed)', () => {
    const questions = buildQuestions([word('  guinea pig ', ' морская свинка '), word('cat', 'кошка')], seededRandom(4));
    expect(questions.find((q) => q.word === 'guinea pig')?.correctAnswer).toBe('морская свинка');
  });

  it('shuffles with the injected randomness: the same seed gives the same quiz, another seed another order', () => {
    const words = animalWords(12);
    expect(buildQuestions(words, seededRandom(9))).toEqual(buildQuestions(words, seededRandom(9)));
    const order = (seed: number) =>
      buildQuestions(words, seededRandom(seed))
        .map((q) => q.word)
        .join();
    expect(new Set([1, 2, 3, 4, 5].map(order)).size).toBeGreaterThan(1);
  });

  it('records the options’ side in the round, Russian unless chosen otherwise', () => {
    expect(newQuiz().answerLanguage).toBe('russian');
    const english = createQuiz(animalWords(6), { now: T0, random: seededRandom(1), answerLanguage: 'english' });
    expect(english.answerLanguage).toBe('english');
    expect(english.options).toEqual(english.questions[0]!.options);
  });

  it('puts the correct option in different places', () => {
    const positions = new Set(buildQuestions(animalWords(12), seededRandom(5)).map((q) => q.options.indexOf(q.correctAnswer)));
    expect(positions.size).toBeGreaterThan(1);
  });
});

describe('start', () => {
  it('starts active on question 1 with 3 skips, 1 lifeline and nothing scored', () => {
    const state = newQuiz(10);
    expect(state).toMatchObject({
      isActive: true,
      isCompleted: false,
      selectedCategory: 'animals',
      currentQuestionIndex: 0,
      totalQuestions: 10,
      startTime: T0,
      endTime: null,
      answeredQuestions: 0,
      skippedQuestions: 0,
      correctAnswers: 0,
      streak: 0,
      skipsAvailable: 3,
      lifelineAvailable: 1,
      lifelineUsed: false,
      lifelinesUsed: 0,
      selected: null,
    });
    expect(state.options).toEqual(state.questions[0]!.options);
    expect(nextDeadline(state)).toBeNull();
  });

  it('an empty word list gives a quiz that is neither active nor completed and ignores events', () => {
    const state = createQuiz([], { now: T0 });
    expect(state).toMatchObject({ isActive: false, isCompleted: false, totalQuestions: 0, options: [] });
    expect(currentQuestion(state)).toBeNull();
    expect(quizReducer(state, { type: 'skip', now: T0 })).toBe(state);
    expect(quizScore(state)).toBe(0);
  });
});

describe('picking and auto-submit', () => {
  it(`submits ${QUIZ.autoSubmitMs} ms after a pick, not before`, () => {
    const state = newQuiz();
    const picked = quizReducer(state, { type: 'pick', option: correctOf(state), now: T0 + 50 });
    expect(picked.selected).toBe(correctOf(state));
    expect(nextDeadline(picked)).toBe(T0 + 50 + 800);
    const early = quizReducer(picked, { type: 'tick', now: T0 + 50 + 799 });
    expect(early).toBe(picked);
    const submitted = quizReducer(picked, { type: 'tick', now: T0 + 850 });
    expect(submitted.feedback).toMatchObject({ correct: true, picked: correctOf(state) });
    expect(submitted.answeredQuestions).toBe(1);
  });

  it('picking another option within the window changes the choice and restarts the wait', () => {
    const state = newQuiz();
    const first = quizReducer(state, { type: 'pick', option: wrongOf(state), now: T0 });
    const second = quizReducer(first, { type: 'pick', option: correctOf(state), now: T0 + 500 });
    expect(second.selected).toBe(correctOf(state));
    expect(quizReducer(second, { type: 'tick', now: T0 + 800 }).feedback).toBeNull();
    const submitted = quizReducer(second, { type: 'tick', now: T0 + 1300 });
    expect(submitted.feedback?.correct).toBe(true);
  });

  it('picking the same option again keeps the original wait', () => {
    const state = newQuiz();
    const first = quizReducer(state, { type: 'pick', option: correctOf(state), now: T0 });
    expect(quizReducer(first, { type: 'pick', option: correctOf(state), now: T0 + 500 })).toBe(first);
  });

  it('ignores an option that is not on screen', () => {
    const state = newQuiz();
    expect(quizReducer(state, { type: 'pick', option: 'не вариант', now: T0 })).toBe(state);
  });

  it('ignores picks while the feedback shows', () => {
    const shown = answer(newQuiz(), false, T0);
    expect(quizReducer(shown, { type: 'pick', option: shown.feedback!.correctAnswer, now: T0 + 900 })).toBe(shown);
  });
});

describe('feedback and advancing', () => {
  it(`a correct answer shows feedback for ${QUIZ.correctDelayMs} ms, then the next question`, () => {
    const state = newQuiz();
    const shown = answer(state, true, T0);
    expect(shown.feedback).toEqual({
      correct: true,
      picked: correctOf(state),
      correctAnswer: correctOf(state),
      earnedSkip: false,
      earnedLifeline: false,
    });
    expect(shown.correctAnswers).toBe(1);
    expect(nextDeadline(shown)).toBe(T0 + 800 + 1500);
    expect(quizReducer(shown, { type: 'tick', now: T0 + 800 + 1499 }).currentQuestionIndex).toBe(0);
    const next = quizReducer(shown, { type: 'tick', now: T0 + 800 + 1500 });
    expect(next).toMatchObject({ currentQuestionIndex: 1, feedback: null, selected: null });
    expect(next.options).toEqual(next.questions[1]!.options);
  });

  it(`a wrong answer shows the correct one for ${QUIZ.incorrectDelayMs} ms, then the next question`, () => {
    const state = newQuiz();
    const wrong = wrongOf(state);
    const shown = answer(state, false, T0);
    expect(shown.feedback).toMatchObject({ correct: false, picked: wrong, correctAnswer: correctOf(state) });
    expect(shown.correctAnswers).toBe(0);
    expect(shown.answeredQuestions).toBe(1);
    expect(nextDeadline(shown)).toBe(T0 + 800 + 2500);
    expect(quizReducer(shown, { type: 'tick', now: T0 + 800 + 2499 }).currentQuestionIndex).toBe(0);
    expect(quizReducer(shown, { type: 'tick', now: T0 + 800 + 2500 }).currentQuestionIndex).toBe(1);
  });

  it('a late tick catches up: submit and advance both happen, timed from when each was due', () => {
    const state = newQuiz();
    const picked = quizReducer(state, { type: 'pick', option: correctOf(state), now: T0 });
    const next = quizReducer(picked, { type: 'tick', now: T0 + 10_000 });
    expect(next).toMatchObject({ currentQuestionIndex: 1, correctAnswers: 1, feedback: null });
  });
});

describe('streak', () => {
  it('counts consecutive correct answers and keeps the best', () => {
    let state = answerInARow(newQuiz(), 3);
    expect(state).toMatchObject({ streak: 3, bestStreak: 3 });
    state = answerAndAdvance(state, false);
    expect(state).toMatchObject({ streak: 0, bestStreak: 3 });
    state = answerInARow(state, 2);
    expect(state).toMatchObject({ streak: 2, bestStreak: 3 });
  });

  it('resets to 0 on a skip', () => {
    const state = quizReducer(answerInARow(newQuiz(), 2), { type: 'skip', now: T0 });
    expect(state).toMatchObject({ streak: 0, bestStreak: 2 });
  });
});

describe('skips', () => {
  it('a skip moves straight on, uses one of 3 skips and remembers the skipped answer', () => {
    const state = newQuiz();
    const skipped = quizReducer(state, { type: 'skip', now: T0 + 10 });
    expect(skipped).toMatchObject({
      currentQuestionIndex: 1,
      skippedQuestions: 1,
      answeredQuestions: 0,
      skipsAvailable: 2,
      feedback: null,
      lastSkipped: { word: currentQuestion(state)!.word, correctAnswer: correctOf(state) },
    });
  });

  it('allows 3 skips per game, then ignores Skip', () => {
    let state = newQuiz();
    for (let i = 0; i < 3; i += 1) state = quizReducer(state, { type: 'skip', now: T0 });
    expect(state).toMatchObject({ skipsAvailable: 0, skippedQuestions: 3, currentQuestionIndex: 3 });
    expect(canSkip(state)).toBe(false);
    expect(quizReducer(state, { type: 'skip', now: T0 })).toBe(state);
  });

  it('a skip drops a pending pick', () => {
    const state = newQuiz();
    const picked = quizReducer(state, { type: 'pick', option: correctOf(state), now: T0 });
    const skipped = quizReducer(picked, { type: 'skip', now: T0 + 100 });
    expect(skipped).toMatchObject({ selected: null, submitAt: null, currentQuestionIndex: 1, answeredQuestions: 0 });
  });

  it('cannot skip while the feedback shows or a lifeline is on its way', () => {
    const shown = answer(newQuiz(), true, T0);
    expect(quizReducer(shown, { type: 'skip', now: T0 + 900 })).toBe(shown);
    const lifeline = quizReducer(newQuiz(), { type: 'useLifeline', now: T0 });
    expect(quizReducer(lifeline, { type: 'skip', now: T0 + 50 })).toBe(lifeline);
  });

  it('earns one extra skip per 5 correct in a row, announced with the answer', () => {
    let state = answerInARow(newQuiz(30), 4);
    const fifth = answer(state, true, T0);
    expect(fifth.feedback?.earnedSkip).toBe(true);
    expect(fifth).toMatchObject({ skipsAvailable: 4, extraSkipsEarned: 1 });
    state = answerInARow(quizReducer(fifth, { type: 'tick', now: fifth.advanceAt! }), 5);
    expect(state).toMatchObject({ streak: 10, skipsAvailable: 5, extraSkipsEarned: 2 });
  });

  it('earns at most 2 extra skips per game', () => {
    const state = answerInARow(newQuiz(30), 15);
    expect(state).toMatchObject({ streak: 15, skipsAvailable: 5, extraSkipsEarned: 2 });
  });

  it('needs 5 in a row: 4 correct, a miss, then 4 more earn nothing; 5 after a reset do', () => {
    let state = answerInARow(newQuiz(30), 4);
    state = answerAndAdvance(state, false);
    state = answerInARow(state, 4);
    expect(state.skipsAvailable).toBe(3);
    state = answerAndAdvance(state, true);
    expect(state.skipsAvailable).toBe(4);
  });

  it('extra skips can be spent like the others', () => {
    let state = answerInARow(newQuiz(30), 5);
    for (let i = 0; i < 4; i += 1) state = quizReducer(state, { type: 'skip', now: T0 });
    expect(state).toMatchObject({ skipsAvailable: 0, skippedQuestions: 4 });
  });
});

describe('lifeline', () => {
  it(`takes effect after ${QUIZ.lifelineDelayMs} ms, leaving the correct option and one wrong one`, () => {
    const state = newQuiz();
    const requested = quizReducer(state, { type: 'useLifeline', now: T0 + 10 });
    expect(requested).toMatchObject({ lifelineAvailable: 0, lifelinesUsed: 1, lifelineUsed: true });
    expect(requested.options).toHaveLength(4);
    expect(nextDeadline(requested)).toBe(T0 + 10 + 100);
    expect(quizReducer(requested, { type: 'tick', now: T0 + 109 }).options).toHaveLength(4);
    const applied = quizReducer(requested, { type: 'tick', now: T0 + 110 });
    expect(applied.options).toHaveLength(2);
    expect(applied.options).toContain(correctOf(state));
    const wrong = applied.options.find((o) => o !== correctOf(state))!;
    expect(state.options).toContain(wrong);
    expect(nextDeadline(applied)).toBeNull();
  });

  it('leaves a random wrong option in a shuffled order', () => {
    const kept = new Set<string>();
    const correctFirst = new Set<boolean>();
    for (let seed = 1; seed <= 30; seed += 1) {
      const state = createQuiz(animalWords(4), { now: T0, random: seededRandom(seed) });
      const q = state.questions.find((question) => question.word === 'cat')!;
      kept.add(q.lifelineOptions.find((o) => o !== 'кошка')!);
      correctFirst.add(q.lifelineOptions[0] === 'кошка');
    }
    expect(kept.size).toBeGreaterThan(1);
    expect(correctFirst).toEqual(new Set([true, false]));
  });

  it('can be used once per question', () => {
    let state = answerInARow(newQuiz(30), 8); // 8 in a row earns a second lifeline
    expect(state.lifelineAvailable).toBe(2);
    state = quizReducer(state, { type: 'useLifeline', now: T0 });
    state = quizReducer(state, { type: 'tick', now: T0 + 100 });
    expect(canUseLifeline(state)).toBe(false);
    expect(quizReducer(state, { type: 'useLifeline', now: T0 + 200 })).toBe(state);
    state = answerAndAdvance(state, true, T0 + 300);
    expect(state.lifelineUsed).toBe(false);
    expect(canUseLifeline(state)).toBe(true);
  });

  it('1 per game: once used it is gone', () => {
    let state = quizReducer(newQuiz(), { type: 'useLifeline', now: T0 });
    state = quizReducer(state, { type: 'tick', now: T0 + 100 });
    state = answerAndAdvance(state, false, T0 + 200);
    expect(state.lifelineAvailable).toBe(0);
    expect(canUseLifeline(state)).toBe(false);
    expect(quizReducer(state, { type: 'useLifeline', now: T0 + 5000 })).toBe(state);
  });

  it('earns one extra lifeline per 8 correct in a row, at most 1 extra per game', () => {
    let state = answerInARow(newQuiz(30), 7);
    const eighth = answer(state, true, T0);
    expect(eighth.feedback?.earnedLifeline).toBe(true);
    expect(eighth).toMatchObject({ lifelineAvailable: 2, extraLifelinesEarned: 1 });
    state = answerInARow(quizReducer(eighth, { type: 'tick', now: eighth.advanceAt! }), 8);
    expect(state).toMatchObject({ streak: 16, lifelineAvailable: 2, extraLifelinesEarned: 1 });
  });

  it('drops a pending pick and ignores picks until it has taken effect', () => {
    const state = newQuiz();
    const picked = quizReducer(state, { type: 'pick', option: wrongOf(state), now: T0 });
    const requested = quizReducer(picked, { type: 'useLifeline', now: T0 + 200 });
    expect(requested).toMatchObject({ selected: null, submitAt: null });
    expect(quizReducer(requested, { type: 'pick', option: correctOf(state), now: T0 + 250 })).toBe(requested);
    const applied = quizReducer(requested, { type: 'tick', now: T0 + 300 });
    expect(applied.feedback).toBeNull();
    expect(quizReducer(applied, { type: 'pick', option: correctOf(state), now: T0 + 400 }).selected).toBe(correctOf(state));
  });

  it('cannot be used while the feedback shows', () => {
    const shown = answer(newQuiz(), true, T0);
    expect(canUseLifeline(shown)).toBe(false);
    expect(quizReducer(shown, { type: 'useLifeline', now: T0 + 900 })).toBe(shown);
  });

  it('is not offered when there are no two wrong options to remove', () => {
    const state = createQuiz([word('cat', 'кошка'), word('dog', 'собака')], { now: T0, random: seededRandom(1) });
    expect(state.options).toHaveLength(2);
    expect(canUseLifeline(state)).toBe(false);
    expect(quizReducer(state, { type: 'useLifeline', now: T0 })).toBe(state);
  });

  it('with three options it removes the one wrong option too many', () => {
    const state = createQuiz([word('cat', 'кошка'), word('dog', 'собака'), word('fox', 'лиса')], {
      now: T0,
      random: seededRandom(1),
    });
    let next = quizReducer(state, { type: 'useLifeline', now: T0 });
    next = quizReducer(next, { type: 'tick', now: T0 + 100 });
    expect(next.options).toHaveLength(2);
    expect(next.options).toContain(correctOf(state));
  });
});

describe('completion and score', () => {
  it('completes after the last feedback, recording the end time', () => {
    let state = newQuiz(3);
    state = answerAndAdvance(state, true, T0);
    state = answerAndAdvance(state, false, T0 + 5000);
    const shown = answer(state, true, T0 + 10_000);
    expect(shown.isCompleted).toBe(false);
    const done = quizReducer(shown, { type: 'tick', now: T0 + 10_000 + 800 + 1500 });
    expect(done).toMatchObject({
      isActive: false,
      isCompleted: true,
      endTime: T0 + 12_300,
      correctAnswers: 2,
      answeredQuestions: 3,
    });
    expect(nextDeadline(done)).toBeNull();
    expect(quizReducer(done, { type: 'skip', now: T0 + 20_000 })).toBe(done);
  });

  it('completes at once when the last question is skipped', () => {
    let state = newQuiz(2);
    state = answerAndAdvance(state, true);
    state = quizReducer(state, { type: 'skip', now: T0 + 4000 });
    expect(state).toMatchObject({ isCompleted: true, endTime: T0 + 4000, skippedQuestions: 1 });
  });

  it('scores the rounded accuracy: correct answers over all questions, skips included', () => {
    let state = newQuiz(3);
    state = answerAndAdvance(state, true);
    state = answerAndAdvance(state, true);
    state = quizReducer(state, { type: 'skip', now: T0 });
    expect(quizScore(state)).toBe(67);
    expect(quizScore({ correctAnswers: 1, totalQuestions: 3 })).toBe(33);
    expect(quizScore({ correctAnswers: 1, totalQuestions: 8 })).toBe(13); // 12.5 rounds up
    expect(quizScore({ correctAnswers: 10, totalQuestions: 10 })).toBe(100);
    expect(quizScore({ correctAnswers: 0, totalQuestions: 10 })).toBe(0);
  });

  it('summarises the game: score, time, correct, skipped, best streak, lifelines used', () => {
    let state = newQuiz(4);
    state = quizReducer(state, { type: 'useLifeline', now: T0 });
    state = quizReducer(state, { type: 'tick', now: T0 + 100 });
    state = answerAndAdvance(state, true, T0 + 1000);
    state = answerAndAdvance(state, true, T0 + 4000);
    state = answerAndAdvance(state, false, T0 + 7000);
    state = quizReducer(state, { type: 'skip', now: T0 + 12_000 });
    expect(summarizeQuiz(state)).toEqual({
      score: 50,
      accuracy: 50,
      timeMs: 12_000,
      correct: 2,
      answered: 3,
      skipped: 1,
      total: 4,
      bestStreak: 2,
      lifelinesUsed: 1,
    });
  });
});

describe('answers (the round reported as reviews)', () => {
  it("reports each question's word: right, right with the 50:50, wrong, skipped", () => {
    const words = animalWords(4);
    let state = createQuiz(words, { category: 'animals', now: T0, random: seededRandom(3) });
    state = answerAndAdvance(state, true, T0);
    state = quizReducer(state, { type: 'useLifeline', now: T0 + 3000 });
    state = quizReducer(state, { type: 'tick', now: T0 + 3100 });
    state = answerAndAdvance(state, true, T0 + 3200);
    state = answerAndAdvance(state, false, T0 + 6000);
    state = quizReducer(state, { type: 'skip', now: T0 + 10_000 });
    expect(state.isCompleted).toBe(true);
    const asked = state.questions.map((question) => question.word);
    const answers = quizAnswers(state);
    expect(answers.map((a) => a.word.english)).toEqual(asked);
    expect(answers.map((a) => a.outcome)).toEqual(['right', 'right-with-help', 'wrong', 'skipped']);
    // The words are the round's own, ids included, so the reviews reach the right cards.
    for (const a of answers) expect(words).toContain(a.word);
  });

  it('the 50:50 helps only the question it was used on', () => {
    let state = createQuiz(animalWords(2), { now: T0, random: seededRandom(5) });
    state = quizReducer(state, { type: 'useLifeline', now: T0 });
    state = quizReducer(state, { type: 'tick', now: T0 + 100 });
    state = answerAndAdvance(state, false, T0 + 200);
    state = answerAndAdvance(state, true, T0 + 4000);
    expect(quizAnswers(state).map((a) => a.outcome)).toEqual(['wrong', 'right']);
  });
});

describe('several translations in one field', () => {
  it('offers only the first translation, as written, and accepts picking it', () => {
    const words = [word('cat', 'кошка, кот'), word('dog', 'собака / пёс'), word('fox', 'лиса; лисица'), word('owl', 'сова')];
    const questions = buildQuestions(words, seededRandom(3));
    for (const question of questions) {
      expect(question.options.every((option) => !/[,;/]/.test(option))).toBe(true);
    }
    const cat = questions.find((q) => q.word === 'cat')!;
    expect(cat.correctAnswer).toBe('кошка');
    expect(cat.options).toContain('кошка');
    expect(cat.options.sort()).toEqual(['кошка', 'лиса', 'собака', 'сова']);
  });

  it('never offers as wrong an option that is another translation of the asked word', () => {
    // "кот" is tomcat's first translation and cat's second: right for cat, so never a wrong option there.
    const words = [
      word('cat', 'кошка, кот'),
      word('tomcat', 'кот'),
      word('dog', 'собака'),
      word('fox', 'лиса'),
      word('owl', 'сова'),
    ];
    for (let seed = 1; seed <= 20; seed += 1) {
      const cat = buildQuestions(words, seededRandom(seed)).find((q) => q.word === 'cat')!;
      expect(cat.options).not.toContain('кот');
      expect(cat.options).toHaveLength(4);
    }
  });
});

describe('questions answered in English (issue 33)', () => {
  const inEnglish = (words: GameWord[], seed: number) => buildQuestions(words, seededRandom(seed), 'english');

  it('asks the Russian word with four English options: its own English and three others, all different', () => {
    const words = animalWords(12);
    const questions = inEnglish(words, 1);
    expect(questions).toHaveLength(12);
    const englishes = new Set(words.map((w) => w.english));
    for (const question of questions) {
      expect(question.word).toBe(question.source.russian);
      expect(question.correctAnswer).toBe(question.source.english);
      expect(question.options).toHaveLength(4);
      expect(question.options).toContain(question.correctAnswer);
      expect(new Set(question.options.map(normalizeAnswer)).size).toBe(4);
      for (const option of question.options) expect(englishes.has(option)).toBe(true);
      expect(question.optionStress).toBeUndefined();
    }
  });

  it('never offers one English twice when two words share it, nor the other word’s English as a wrong option', () => {
    // "key" translates two words; "spring" and "key" both translate "ключ".
    const words = [
      word('key', 'ключ'),
      word('Key', 'клавиша'),
      word('spring', 'ключ'),
      word('spring', 'весна'),
      word('cat', 'кошка'),
      word('dog', 'собака'),
      word('fox', 'лиса'),
    ];
    for (let seed = 1; seed <= 30; seed += 1) {
      for (const question of inEnglish(words, seed)) {
        const keys = question.options.map(normalizeAnswer);
        expect(new Set(keys).size).toBe(keys.length);
        expect(question.options).toContain(question.correctAnswer);
        // Asked "ключ", both "key" and "spring" are right: only the one being checked is offered.
        if (question.word === 'ключ') expect(keys.filter((key) => key === 'key' || key === 'spring')).toHaveLength(1);
      }
    }
  });

  it('does not offer an English that also translates one of the asked word’s translations', () => {
    const words = [word('key', 'ключ, клавиша'), word('button', 'клавиша'), word('cat', 'кошка'), word('dog', 'собака')];
    for (let seed = 1; seed <= 20; seed += 1) {
      const key = inEnglish(words, seed).find((q) => q.correctAnswer === 'key')!;
      expect(key.options).not.toContain('button');
    }
  });

  it('offers each English word’s first translation, and keeps the stress marks of the Russian word asked', () => {
    const words = [
      { ...word('to go (on foot), to walk', 'идти'), stressed: 'идти́' },
      { ...word('cat', 'кошка, кот'), stressed: 'ко́шка, ко́т' },
      word('dog', 'собака'),
    ];
    const questions = inEnglish(words, 3);
    const go = questions.find((q) => q.word === 'идти')!;
    expect(go.correctAnswer).toBe('to go (on foot)');
    expect(go.wordStress).toBe('идти́');
    const cat = questions.find((q) => q.word === 'кошка, кот')!;
    expect(cat.wordStress).toBe('ко́шка, ко́т');
    expect(questions.find((q) => q.word === 'собака')!.wordStress).toBeUndefined();
    expect(stressedText({ questions }, 'идти')).toBe('идти́');
    expect(stressedText({ questions }, 'cat')).toBeUndefined();
  });

  it('is played and scored like the Russian one, and an English pick is checked against the English', () => {
    let state = createQuiz(animalWords(4), { now: T0, random: seededRandom(2), answerLanguage: 'english' });
    const asked = currentQuestion(state)!;
    state = answerAndAdvance(state, true);
    expect(state.correctAnswers).toBe(1);
    state = answerAndAdvance(state, false);
    state = quizReducer(state, { type: 'skip', now: T0 });
    expect(state.lastSkipped?.word).toMatch(/^[а-яё]+$/);
    state = answerAndAdvance(state, true);
    expect(state.isCompleted).toBe(true);
    expect(quizScore(state)).toBe(50);
    expect(quizAnswers(state)[0]).toEqual({ word: asked.source, outcome: 'right' });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_QUIZ_STATS, QUIZ_STATS_STORAGE_KEY, addQuizGame, aggregateQuizStats, recordQuizGame } from './aggregate-stats';
import type { QuizSummary } from './logic';

function game(score: number, overrides: Partial<QuizSummary> = {}): QuizSummary {
  return {
    score,
    accuracy: score,
    timeMs: 60_000,
    correct: score / 10,
    answered: 9,
    skipped: 1,
    total: 10,
    bestStreak: 3,
    lifelinesUsed: 0,
    ...overrides,
  };
}

afterEach(() => localStorage.clear());

describe('quiz aggregate stats', () => {
  it('start at zero', () => {
    expect(aggregateQuizStats(EMPTY_QUIZ_STATS)).toEqual({
      totalGames: 0,
      averageScore: 0,
      bestScore: 0,
      totalAccuracy: 0,
      averageTimePerGame: 0,
      totalQuestionsAnswered: 0,
      totalQuestionsSkipped: 0,
    });
  });

  it('add games up: totals, averages, best score and accuracy over all questions', () => {
    const totals = addQuizGame(
      addQuizGame(EMPTY_QUIZ_STATS, game(80)),
      game(50, { timeMs: 30_000, total: 20, correct: 10, answered: 18, skipped: 2 }),
    );
    expect(aggregateQuizStats(totals)).toEqual({
      totalGames: 2,
      averageScore: 65,
      bestScore: 80,
      totalAccuracy: 60, // 18 of 30
      averageTimePerGame: 45_000,
      totalQuestionsAnswered: 27,
      totalQuestionsSkipped: 3,
    });
  });

  it('are kept in local storage and survive corrupt data', () => {
    expect(recordQuizGame(game(70)).totalGames).toBe(1);
    expect(recordQuizGame(game(90))).toMatchObject({ totalGames: 2, averageScore: 80, bestScore: 90 });
    localStorage.setItem(QUIZ_STATS_STORAGE_KEY, '{"totalGames":"lots"}');
    expect(recordQuizGame(game(40))).toMatchObject({ totalGames: 1, bestScore: 40 });
  });
});

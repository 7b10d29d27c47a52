import { readJson, writeJson } from '@/lib/storage';
import type { QuizSummary } from './logic';

/**
 * The Quiz's aggregate stats across games (spec §3: totalGames, averageScore, bestScore,
 * totalAccuracy, averageTimePerGame, totalQuestionsAnswered, totalQuestionsSkipped), kept in this
 * browser. Sums are stored so averages stay exact however many games are added.
 */
export interface QuizStatsTotals {
  totalGames: number;
  totalScore: number;
  bestScore: number;
  totalCorrect: number;
  totalQuestions: number;
  totalTimeMs: number;
  totalQuestionsAnswered: number;
  totalQuestionsSkipped: number;
}

export interface QuizAggregateStats {
  totalGames: number;
  averageScore: number;
  bestScore: number;
  /** Correct answers over all questions ever asked, as a whole percentage. */
  totalAccuracy: number;
  averageTimePerGame: number;
  totalQuestionsAnswered: number;
  totalQuestionsSkipped: number;
}

export const QUIZ_STATS_STORAGE_KEY = 'quizStats';

export const EMPTY_QUIZ_STATS: QuizStatsTotals = {
  totalGames: 0,
  totalScore: 0,
  bestScore: 0,
  totalCorrect: 0,
  totalQuestions: 0,
  totalTimeMs: 0,
  totalQuestionsAnswered: 0,
  totalQuestionsSkipped: 0,
};

export function addQuizGame(totals: QuizStatsTotals, game: QuizSummary): QuizStatsTotals {
  return {
    totalGames: totals.totalGames + 1,
    totalScore: totals.totalScore + game.score,
    bestScore: Math.max(totals.bestScore, game.score),
    totalCorrect: totals.totalCorrect + game.correct,
    totalQuestions: totals.totalQuestions + game.total,
    totalTimeMs: totals.totalTimeMs + game.timeMs,
    totalQuestionsAnswered: totals.totalQuestionsAnswered + game.answered,
    totalQuestionsSkipped: totals.totalQuestionsSkipped + game.skipped,
  };
}

export function aggregateQuizStats(totals: QuizStatsTotals): QuizAggregateStats {
  const games = totals.totalGames;
  return {
    totalGames: games,
    averageScore: games > 0 ? Math.round(totals.totalScore / games) : 0,
    bestScore: totals.bestScore,
    totalAccuracy: totals.totalQuestions > 0 ? Math.round((totals.totalCorrect / totals.totalQuestions) * 100) : 0,
    averageTimePerGame: games > 0 ? Math.round(totals.totalTimeMs / games) : 0,
    totalQuestionsAnswered: totals.totalQuestionsAnswered,
    totalQuestionsSkipped: totals.totalQuestionsSkipped,
  };
}

function isQuizStatsTotals(value: unknown): value is QuizStatsTotals {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.keys(EMPTY_QUIZ_STATS).every((key) => {
    const field = record[key];
    return typeof field === 'number' && Number.isFinite(field) && field >= 0;
  });
}

/** Adds a finished game to the stored totals (corrupt or missing totals start afresh). */
export function recordQuizGame(game: QuizSummary): QuizAggregateStats {
  const totals = addQuizGame(readJson(QUIZ_STATS_STORAGE_KEY, EMPTY_QUIZ_STATS, isQuizStatsTotals), game);
  writeJson(QUIZ_STATS_STORAGE_KEY, totals);
  return aggregateQuizStats(totals);
}

import type { GameAnswer, GameResult } from '../engine';
import type { TyperAggregateStats, TyperResult } from './logic';

/** "4.2 s" — short enough for a stat tile, precise enough to notice getting faster. */
export function formatSecondsPerWord(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

/** What the completed screen shows: score and accuracy from the rules, plus the Typer's own stats. */
export function toGameResult(result: TyperResult, aggregate: TyperAggregateStats, answers: GameAnswer[]): GameResult {
  const stats: NonNullable<GameResult['stats']> = [
    { label: 'Words completed', value: `${result.wordsCompleted} / ${result.totalWords}` },
    { label: 'Mistakes', value: result.mistakes },
    { label: 'Avg per word', value: formatSecondsPerWord(result.averageTimePerWord) },
  ];
  if (result.wordsSkipped > 0) stats.push({ label: 'Skipped', value: result.wordsSkipped });
  // Only worth a tile once there is more than this game to sum up.
  if (aggregate.gamesPlayed > 1) stats.push({ label: 'All-time accuracy', value: `${aggregate.totalAccuracy}%` });
  return { score: result.score, accuracy: result.accuracy, timeMs: result.totalTime, stats, answers };
}

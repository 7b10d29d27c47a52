import { formatNow, type Formatter } from '@/i18n';
import type { GameAnswer, GameResult } from '../engine';
import type { TyperAggregateStats, TyperResult } from './logic';
import { TYPER_TEXT, type TyperText } from './typer.i18n';

const ENGLISH = formatNow('en');

/** "4.2 s" — short enough for a stat tile, precise enough to notice getting faster. */
export function formatSecondsPerWord(ms: number, t: TyperText = TYPER_TEXT.en, format: Formatter = ENGLISH): string {
  const seconds = format.number(Math.max(0, ms) / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t.stats.seconds(seconds);
}

/**
 * What the completed screen shows: score and accuracy from the rules, plus the Typer's own stats,
 * worded in `t` with numbers by `format` (English by default).
 */
export function toGameResult(
  result: TyperResult,
  aggregate: TyperAggregateStats,
  answers: GameAnswer[],
  t: TyperText = TYPER_TEXT.en,
  format: Formatter = ENGLISH,
): GameResult {
  const { stats: label } = t;
  const stats: NonNullable<GameResult['stats']> = [
    { label: label.wordsCompleted, value: `${format.number(result.wordsCompleted)} / ${format.number(result.totalWords)}` },
    { label: label.mistakes, value: result.mistakes },
    { label: label.avgPerWord, value: formatSecondsPerWord(result.averageTimePerWord, t, format) },
  ];
  if (result.wordsSkipped > 0) stats.push({ label: label.skipped, value: result.wordsSkipped });
  // Only worth a tile once there is more than this game to sum up.
  if (aggregate.gamesPlayed > 1) {
    stats.push({ label: label.allTimeAccuracy, value: format.number(aggregate.totalAccuracy / 100, { style: 'percent' }) });
  }
  return { score: result.score, accuracy: result.accuracy, timeMs: result.totalTime, stats, answers };
}

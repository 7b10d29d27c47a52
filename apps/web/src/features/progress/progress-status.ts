import { clampPercent } from '@/components/ui/progress-bar';
import type { GameProgressEntry } from './progress-storage';

export type GameStatus = 'Completed' | 'In Progress' | 'Ready to Play';

/** Spec §2 "Home": Completed, In Progress (score above 0) or Ready to Play. */
export function gameStatus(entry: GameProgressEntry): GameStatus {
  if (entry.completed) return 'Completed';
  if (entry.score > 0) return 'In Progress';
  return 'Ready to Play';
}

/** A completed game shows 100 %; otherwise the score, clamped to 0..100. */
export function gameProgressPercent(entry: GameProgressEntry): number {
  return entry.completed ? 100 : clampPercent(entry.score);
}

/** The Best Score line appears once the score is above 0. */
export function bestScoreToShow(entry: GameProgressEntry): number | null {
  return entry.score > 0 ? Math.max(entry.bestScore, entry.score) : null;
}

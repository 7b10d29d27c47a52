export { useGameProgress } from './use-game-progress';
export {
  GAME_PROGRESS_STORAGE_KEY,
  emptyGameProgress,
  normaliseGameProgress,
  readGameProgress,
  saveGameProgress,
  type GameProgress,
  type GameProgressEntry,
} from './progress-storage';
export { bestScoreToShow, gameProgressPercent, gameStatus, type GameStatus } from './progress-status';

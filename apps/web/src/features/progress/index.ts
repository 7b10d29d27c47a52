/** The progress feature's public interface; other features import only from here. */
export { useGameProgress } from './use-game-progress';
export { useSaveGameProgressMutation, type SaveGameProgressVariables } from './api/save-game-progress';
export { ProgressSync } from './progress-sync';
export { mergeLocalProgress } from './merge-local-progress';
export { progressKeys, serverProgressQuery } from './api/get-progress';
export {
  GAME_PROGRESS_STORAGE_KEY,
  emptyGameProgress,
  normaliseGameProgress,
  readGameProgress,
  saveLocalGameProgress,
  type GameProgress,
  type GameProgressEntry,
} from './progress-storage';
export { bestScoreToShow, gameProgressPercent, gameStatus, type GameStatus } from './progress-status';
export { GAME_STATUS_TEXT } from './progress.i18n';

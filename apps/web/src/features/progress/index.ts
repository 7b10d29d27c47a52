/** The progress feature's public interface; other features import only from here. */
export { useGameProgress } from './use-game-progress';
export { useSaveGameProgressMutation } from './api/use-save-game-progress';
export { ProgressSync } from './progress-sync';
export { progressKeys } from './api/get-progress';
export { normaliseGameProgress, type GameProgressEntry } from './progress-storage';
export { bestScoreToShow, gameProgressPercent, gameStatus, type GameStatus } from './progress-status';

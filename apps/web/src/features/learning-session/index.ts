/** The learning-session feature's public interface (product-games-auth.md §4 "Picker and learning session"). */
export { learningSessionApi, type LearningSessionApi } from './api/learning-session-api';
export { useActiveLearningSession, type ActiveSessionCheck } from './api/use-active-learning-session';
export { ContinueLearningCard, canMoveToNextBatch } from './components/continue-learning-card';
export { startFromChooser, prepareSessionWords, dismissQuietly, type GameWordRules } from './session-start';
export { SESSION_MESSAGES } from './session-messages';

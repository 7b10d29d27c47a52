/** The learning-session feature's public interface (product-games-auth.md §4 "Picker and learning session"). */
export { learningSessionApi, type LearningSessionApi } from './api/learning-session-api';
export { learningSessionKeys } from './api/query-keys';
export { useActiveLearningSession } from './api/get-active-learning-session';
export { useStartLearningSessionMutation } from './api/start-learning-session';
export { useDismissLearningSessionMutation } from './api/dismiss-learning-session';
export { ContinueLearningCard } from './components/continue-learning-card';
export type { GameWordRules } from './session-start';
export { SESSION_MESSAGES } from './session.i18n';

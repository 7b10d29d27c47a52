/** The learning-session feature's public interface (product-games-auth.md §4 "Picker and learning session"). */
export { learningSessionApi, type LearningSessionApi } from './api/learning-session-api';
export { learningSessionKeys } from './api/query-keys';
export { activeLearningSessionQuery, useActiveLearningSession, type ActiveSessionCheck } from './api/get-active-learning-session';
export { useStartLearningSessionMutation, type StartLearningSessionVariables } from './api/start-learning-session';
export { useNextLearningBatchMutation } from './api/next-learning-batch';
export { useDismissLearningSessionMutation } from './api/dismiss-learning-session';
export { ContinueLearningCard, type ReviewListChoice } from './components/continue-learning-card';
export type { GameWordRules } from './session-start';
export { SESSION_MESSAGES } from './session.i18n';

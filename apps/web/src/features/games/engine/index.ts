/** The game frame shared by the five games (product-games-auth.md §4 "Games in general"). */
export { GameScreen, type GameScreenProps } from './game-screen';
export { GameFlow, type GameRenderContext, type SaveProgress, type SaveReviews } from './game-flow';
export { CompletedScreen } from './completed-screen';
export { formatDuration, toPercent, type GameAnswer, type GameResult } from './game-result';
export { useRoundReducer, type RoundKeeper } from './use-round-reducer';
export { QUIT_ROUND_TEXT, type QuitRoundText } from './quit-round-dialog';
export { AnswerLanguageChoice } from './answer-language-choice';
export {
  LANGUAGE_TAG,
  PROMPT_TAG,
  answerField,
  promptField,
  readAnswerLanguage,
  shownAnswer,
  type AnswerLanguage,
} from './answer-language';

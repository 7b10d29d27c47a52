/** The game frame shared by the five games (product-games-auth.md §4 "Games in general"). */
export { GameScreen } from './game-screen';
export { type GameAnswer, type GameResult } from './game-result';
export { useRoundReducer, type RoundKeeper } from './use-round-reducer';
export { AnswerLanguageChoice } from './answer-language-choice';
export {
  LANGUAGE_TAG,
  PROMPT_TAG,
  answerField,
  otherLanguage,
  promptField,
  readAnswerLanguage,
  reviewDirection,
  type AnswerLanguage,
} from './answer-language';

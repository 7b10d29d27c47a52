/** Quiz (game3): the game component and its rules (product-games-auth.md §4 "Quiz"). */
export { QuizGame, type QuizGameProps } from './quiz-game';

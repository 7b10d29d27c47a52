/** The game frame shared by the five games (product-games-auth.md §4 "Games in general"). */
export { GameScreen, type GameScreenProps } from './game-screen';
export { GameFlow, type GameRenderContext, type SaveProgress } from './game-flow';
export { CompletedScreen } from './completed-screen';
export { formatDuration, toPercent, type GameResult } from './game-result';

export { gameById, gameByPath, type GameInfo } from './game-catalog';
export { GameComingSoon } from './game-coming-soon';

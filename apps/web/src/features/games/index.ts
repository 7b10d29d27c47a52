export { gameById, gameByPath, type GameInfo } from './game-catalog';

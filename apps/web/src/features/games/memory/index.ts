/** Memory Match (game5): the playing phase shown inside the shared game frame. */
export { MemoryGame, type MemoryGameProps } from './memory-game';

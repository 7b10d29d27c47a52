import type { GameId } from '@slovo/shared';
import { GAME_IDS } from '@slovo/shared';

/** Games as bits of one integer column (played_games, missed_games): game1 = 1 … game5 = 16. */
export const gameBit = (gameId: GameId): number => 1 << GAME_IDS.indexOf(gameId);

export const gamesOfBits = (bits: number): GameId[] => GAME_IDS.filter((gameId) => (bits & gameBit(gameId)) !== 0);

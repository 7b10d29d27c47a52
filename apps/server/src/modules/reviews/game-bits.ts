import type { PlayId } from '@slovo/shared';
import { PLAY_IDS } from '@slovo/shared';

/**
 * What a card was played or missed in, as bits of one integer column (played_games, missed_games):
 * game1 = 1 … game5 = 16, then the drills (stress = 32 … listening = 256) and Review (512).
 */
export const gameBit = (playId: PlayId): number => 1 << PLAY_IDS.indexOf(playId);

export const gamesOfBits = (bits: number): PlayId[] => PLAY_IDS.filter((playId) => (bits & gameBit(playId)) !== 0);

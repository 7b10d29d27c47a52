import { GameScreen } from '../engine';
import { MissionGame } from './mission-game';
import { MISSION_QUIT_TEXT } from './mission-text';

/** /game4 — Mission (anagram): category picker → unscramble the words → completed screen. */
export function MissionPage() {
  return <GameScreen gameId="game4" quitText={MISSION_QUIT_TEXT} renderGame={(context) => <MissionGame {...context} />} />;
}

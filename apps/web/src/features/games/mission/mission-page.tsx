import { GameScreen } from '../engine';
import { MissionGame } from './mission-game';

/** /game4 — Mission (anagram): category picker → unscramble the words → completed screen. */
export function MissionPage() {
  return (
    <GameScreen
      gameId="game4"
      renderGame={({ words, categoryDisplayName, onComplete, onExit }) => (
        <MissionGame words={words} categoryDisplayName={categoryDisplayName} onComplete={onComplete} onExit={onExit} />
      )}
    />
  );
}

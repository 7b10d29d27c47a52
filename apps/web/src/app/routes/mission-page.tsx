import { GameScreen } from '@/features/games/engine';
import { MissionGame } from '@/features/games/mission';

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

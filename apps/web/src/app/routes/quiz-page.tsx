import { Badge } from '@/components/ui/badge';
import { gameById } from '@/features/games';
import { GameScreen, InterimWordsPanel } from '@/features/games/engine';

const GAME = gameById('game3');

/**
 * /game3 — Quiz: the picker, learning session and completed screen are final; the game itself arrives
 * with the next release, so until then the chosen words are shown and nothing is scored.
 */
export function QuizPage() {
  return (
    <GameScreen
      gameId="game3"
      notice={<Badge tone="info">This game is coming soon</Badge>}
      renderGame={({ words, categoryDisplayName, onExit }) => (
        <InterimWordsPanel
          icon={GAME.icon}
          title={GAME.title}
          categoryDisplayName={categoryDisplayName}
          words={words}
          onBack={onExit}
        />
      )}
    />
  );
}

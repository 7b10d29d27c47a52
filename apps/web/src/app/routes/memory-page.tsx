import { CATEGORY_WORDS_MESSAGES, MEMORY } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { gameById } from '@/features/games';
import { GameScreen, InterimWordsPanel } from '@/features/games/engine';

const GAME = gameById('game5');

/**
 * /game5 — Memory Match: needs at least 10 words and plays exactly 10 pairs (spec §5), so it has no
 * count selector. The picker, learning session and completed screen are final; the game itself
 * arrives with the next release, so until then the chosen words are shown and nothing is scored.
 */
export function MemoryPage() {
  return (
    <GameScreen
      gameId="game5"
      minWords={MEMORY.minWords}
      minWordsMessage={CATEGORY_WORDS_MESSAGES.memoryMinWords}
      fixedWordCount={MEMORY.pairs}
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

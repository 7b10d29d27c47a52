import { CATEGORY_WORDS_MESSAGES, MEMORY } from '@slovo/shared';
import { GameScreen } from '../engine';
import { MemoryGame } from './memory-game';

/**
 * /game5 — Memory Match: needs at least 10 words and plays exactly 10 pairs (spec §5), so it has no
 * count selector.
 */
export function MemoryPage() {
  return (
    <GameScreen
      gameId="game5"
      minWords={MEMORY.minWords}
      minWordsMessage={CATEGORY_WORDS_MESSAGES.memoryMinWords}
      fixedWordCount={MEMORY.pairs}
      renderGame={(context) => <MemoryGame {...context} />}
    />
  );
}

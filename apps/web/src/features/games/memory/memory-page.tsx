import { MEMORY } from '@slovo/shared';
import { SHARED_TEXT, useMessages } from '@/i18n';
import { GameScreen } from '../engine';
import { MemoryGame } from './memory-game';

/**
 * /game5 — Memory Match: needs at least 10 words and plays exactly 10 pairs (spec §5), so it has no
 * count selector.
 */
export function MemoryPage() {
  const shared = useMessages(SHARED_TEXT);
  return (
    <GameScreen
      gameId="game5"
      minWords={MEMORY.minWords}
      minWordsMessage={shared.CATEGORY_WORDS_MESSAGES.memoryMinWords}
      fixedWordCount={MEMORY.pairs}
      renderGame={(context) => <MemoryGame {...context} />}
    />
  );
}

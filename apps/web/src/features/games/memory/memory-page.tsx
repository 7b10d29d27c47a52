import { MEMORY } from '@slovo/shared';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { GameScreen } from '../engine';
import { MemoryGame } from './memory-game';

/**
 * /game5 — Memory Match: needs at least 10 words and plays exactly 10 pairs (spec §5), so it has no
 * count selector.
 */
export function MemoryPage() {
  const wordRules = useMessages(SHARED_TEXT.CATEGORY_WORDS_MESSAGES);
  return (
    <GameScreen
      gameId="game5"
      minWords={MEMORY.minWords}
      minWordsMessage={wordRules.memoryMinWords}
      fixedWordCount={MEMORY.pairs}
      renderGame={(context) => <MemoryGame {...context} />}
    />
  );
}

import { GameComingSoon } from '@/features/games';

/** /game5 — the game itself arrives in a later release; route, title and progress key are final. */
export function MemoryPage() {
  return <GameComingSoon gameId="game5" />;
}

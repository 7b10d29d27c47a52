import { GameComingSoon } from '@/features/games';

/** /game2 — the game itself arrives in a later release; route, title and progress key are final. */
export function FlashcardsPage() {
  return <GameComingSoon gameId="game2" />;
}

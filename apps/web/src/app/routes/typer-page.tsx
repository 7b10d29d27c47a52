import { GameComingSoon } from '@/features/games';

/** /game1 — the game itself arrives in a later release; route, title and progress key are final. */
export function TyperPage() {
  return <GameComingSoon gameId="game1" />;
}

import { GameComingSoon } from '@/features/games';

/** /game4 — the game itself arrives in a later release; route, title and progress key are final. */
export function MissionPage() {
  return <GameComingSoon gameId="game4" />;
}

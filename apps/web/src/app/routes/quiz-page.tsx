import { GameComingSoon } from '@/features/games';

/** /game3 — the game itself arrives in a later release; route, title and progress key are final. */
export function QuizPage() {
  return <GameComingSoon gameId="game3" />;
}

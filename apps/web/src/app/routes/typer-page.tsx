import { GameScreen } from '@/features/games/engine';
import { TyperGame } from '@/features/games/typer';

/** /game1 — Typer: category picker → type the English for each Russian word → completed screen. */
export function TyperPage() {
  return <GameScreen gameId="game1" renderGame={(context) => <TyperGame {...context} />} />;
}

import { GameScreen } from '../engine';
import { TyperGame } from './components/typer-game';

/** /game1 — Typer: category picker → type the English for each Russian word → completed screen. */
export function TyperPage() {
  return <GameScreen gameId="game1" renderGame={(context) => <TyperGame {...context} />} />;
}

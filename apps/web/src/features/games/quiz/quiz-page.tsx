import { GameScreen } from '../engine';
import { QuizGame } from './quiz-game';

/** /game3 — Quiz: pick the Russian translation of the English word from four options. */
export function QuizPage() {
  return <GameScreen gameId="game3" renderGame={(context) => <QuizGame {...context} />} />;
}

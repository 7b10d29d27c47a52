import { AnswerLanguageChoice, GameScreen, readAnswerLanguage } from '../engine';
import { TyperGame } from './components/typer-game';

/** /game1 — Typer: category picker → type the English (or Russian) for each word → completed screen. */
export function TyperPage() {
  return (
    <GameScreen
      gameId="game1"
      notice={<AnswerLanguageChoice gameId="game1" />}
      renderGame={(context) => <TyperGame {...context} answerLanguage={readAnswerLanguage('game1')} />}
    />
  );
}

import { AnswerLanguageChoice, GameScreen, readAnswerLanguage } from '../engine';
import { MissionGame } from './mission-game';
import { MISSION_QUIT_TEXT, MISSION_TEXT } from './mission-text';

/** /game4 — Mission (anagram): category picker → unscramble the words → completed screen. */
export function MissionPage() {
  return (
    <GameScreen
      gameId="game4"
      quitText={MISSION_QUIT_TEXT}
      notice={<AnswerLanguageChoice gameId="game4" legend={MISSION_TEXT.answerIn} />}
      renderGame={(context) => <MissionGame {...context} answerLanguage={readAnswerLanguage('game4')} />}
    />
  );
}

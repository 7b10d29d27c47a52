import { AnswerLanguageChoice, GameScreen, readAnswerLanguage } from '../engine';
import { MissionGame } from './mission-game';
import { MISSION_QUIT_TEXT } from './mission-text';

/**
 * /game4 — Mission (anagram): category picker → unscramble the words → completed screen. The game
 * itself speaks Russian (spec §4); the picker around it and the completed screen are the app's, in
 * the interface language ("Answer in" on an English page, issue 30 §3.3).
 */
export function MissionPage() {
  return (
    <GameScreen
      gameId="game4"
      quitText={MISSION_QUIT_TEXT}
      notice={<AnswerLanguageChoice gameId="game4" />}
      renderGame={(context) => <MissionGame {...context} answerLanguage={readAnswerLanguage('game4')} />}
    />
  );
}

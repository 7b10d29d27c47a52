import { AnswerLanguageChoice, GameScreen, readAnswerLanguage } from '../engine';
import { QUIZ_OPTION_COUNT } from './logic';
import { QuizGame } from './quiz-game';

/**
 * /game3 — Quiz: pick the Russian translation of the English word from four options, or (answering
 * in English, issue 33) the English of the Russian word. Practising a round's misses tops them up
 * to four words: the options come from the round's words, and a question with one option would
 * pass a word the player just missed.
 */
export function QuizPage() {
  return (
    <GameScreen
      gameId="game3"
      practiceMinWords={QUIZ_OPTION_COUNT}
      notice={<AnswerLanguageChoice gameId="game3" />}
      renderGame={(context) => <QuizGame {...context} answerLanguage={readAnswerLanguage('game3')} />}
    />
  );
}

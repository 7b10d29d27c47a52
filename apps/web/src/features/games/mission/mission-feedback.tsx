import type { ReactNode } from 'react';
import { stripStressMarks, type GameWord } from '@slovo/shared';
import { LayoutNote } from '@/features/russian-input';
import { useRussianText, useStressMarksVisible } from '@/features/word-details';
import { LANGUAGE_TAG, PROMPT_TAG, promptField } from '../engine';
import { stressedAnswer } from '../engine/answer-language';
import type { MissionState } from './logic';
import { MISSION_TEXT as T } from './mission-text';
import { answerCharacters } from './scramble';

/**
 * The answer as the feedback shows it: the word the tiles spell, with its stress marks when it is
 * the Russian side, they are known and the player has not hidden them (issue 32). The tiles
 * themselves stay bare: the letters are the puzzle.
 */
function useShownAnswer(state: MissionState, word: GameWord): string {
  const visible = useStressMarksVisible();
  const stressed = visible ? stressedAnswer(word, state.answerLanguage) : undefined;
  if (stressed === undefined) return state.originalWord;
  const marked = answerCharacters(stressed).join('');
  return stripStressMarks(marked) === state.originalWord ? marked : state.originalWord;
}

/**
 * The game's voice: one polite live region, always present so screen readers hear each change,
 * saying in words (and colour) what just happened.
 */
export function MissionFeedback({ state, word }: { state: MissionState; word: GameWord }) {
  const answerLang = LANGUAGE_TAG[state.answerLanguage ?? 'english'];
  const promptLang = PROMPT_TAG[state.answerLanguage ?? 'english'];
  const russianText = useRussianText();
  const answer = useShownAnswer(state, word);
  // A Russian prompt shows its stress marks too, unless hidden.
  const prompt = promptLang === 'ru' ? russianText(word) : promptField(word, state.answerLanguage);
  let tone = '';
  let content: ReactNode = null;

  if (state.blankPrompt) {
    tone = 'warning';
    content = <p>{T.blank}</p>;
  } else if (state.phase === 'correct') {
    tone = 'success';
    content = (
      <>
        <p className="mission-feedback__title">{T.correct}</p>
        {state.readAs && <LayoutNote reading={state.readAs} russian />}
        <p>
          <span lang={answerLang}>{answer}</span> — <span lang={promptLang}>{prompt}</span>
        </p>
        {state.notice === 'bonusSkip' && <p className="mission-feedback__bonus">{T.bonusSkip}</p>}
      </>
    );
  } else if (state.phase === 'wrong') {
    tone = 'danger';
    content = (
      <>
        <p className="mission-feedback__title">{state.nearMiss ? T.almost : T.wrong}</p>
        {state.readAs && <LayoutNote reading={state.readAs} russian />}
        <p className="mission-feedback__given">
          {T.yourAnswer} <s lang={answerLang}>{state.lastAnswer}</s>
        </p>
        <p>
          {T.correctAnswer} <strong lang={answerLang}>{answer}</strong> (<span lang={promptLang}>{prompt}</span>)
        </p>
      </>
    );
  } else if (state.notice === 'skipped' || state.notice === 'replayStart') {
    tone = 'info';
    content = <p>{state.notice === 'skipped' ? T.skipped : T.replayStart}</p>;
  }

  return (
    <div className={`mission-feedback${tone ? ` mission-feedback--${tone}` : ''}`} role="status" aria-live="polite">
      {content}
    </div>
  );
}

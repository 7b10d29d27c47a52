import type { CSSProperties } from 'react';
import { TYPER_AUTO_ADVANCE_MS } from '@slovo/shared';
import { CheckIcon, WrongIcon } from '@/components/icons';
import { LayoutNote } from '@/features/russian-input';
import { SpeakButton } from '@/features/speech';
import { useStressMarksVisible } from '@/features/word-details';
import { useMessages } from '@/i18n';
import { LANGUAGE_TAG, answerField } from '../../engine';
import { stressedAnswer } from '../../engine/answer-language';
import { currentSlots, currentWord, stressedSlotTexts, type TyperState } from '../logic';
import { TYPER_TEXT } from '../typer.i18n';
import { LetterBoxes } from './letter-boxes';

/** What the check said: "Great job" with the countdown to the next word, or the right spelling. */
export function TyperFeedback({ state }: { state: TyperState }) {
  const t = useMessages(TYPER_TEXT);
  const { status } = state;
  const language = state.answerLanguage ?? 'english';
  const answerLang = LANGUAGE_TAG[language];
  const answer = answerField(currentWord(state), language);
  const slots = currentSlots(state);
  // The right answer's boxes carry its stress marks, unless the player hid them (issue 32).
  const stressed = useStressMarksVisible() ? stressedAnswer(currentWord(state), language) : undefined;
  const answerTexts = (stressed !== undefined && stressedSlotTexts(slots, stressed)) || slots.map((slot) => slot.char);
  return (
    <div className="typer__feedback" role="status">
      {status === 'correct' && (
        <div className="typer-feedback typer-feedback--correct">
          <p className="typer-feedback__title">
            <CheckIcon /> {t.greatJob}
            <span className="visually-hidden">
              {' '}
              <span lang={answerLang}>{answer}</span>
              {t.isCorrect}
            </span>
          </p>
          {state.readAs && <LayoutNote reading={state.readAs} className="typer-feedback__layout" />}
          <div
            className="typer-feedback__countdown"
            aria-hidden="true"
            style={{ '--typer-advance-ms': `${TYPER_AUTO_ADVANCE_MS}ms` } as CSSProperties}
          />
        </div>
      )}
      {status === 'wrong' && (
        <div className="typer-feedback typer-feedback--wrong">
          <p className="typer-feedback__title">
            <WrongIcon /> {state.nearMiss ? t.almost : t.notQuite} {t.correctSpelling}
            <span className="visually-hidden" lang={answerLang}>
              {' '}
              {answer}
            </span>
          </p>
          {state.readAs && <LayoutNote reading={state.readAs} className="typer-feedback__layout" />}
          <div className="typer-feedback__answer-row">
            <LetterBoxes slots={slots} entries={answerTexts} tone="answer" className="typer-feedback__answer" />
            <SpeakButton text={slots.map((slot) => slot.char).join('')} lang={answerLang} sound={currentWord(state)?.sound} />
          </div>
        </div>
      )}
    </div>
  );
}

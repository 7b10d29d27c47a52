import { CheckIcon, WrongIcon } from '@/components/icons';
import { SpeakButton } from '@/features/speech';
import { useRussianText } from '@/features/word-details';
import { currentQuestion, stressedText, type QuizState } from './logic';
import type { QuizText } from './quiz.i18n';

/** How an option is drawn: its data-state. */
type OptionState = 'idle' | 'selected' | 'correct' | 'wrong' | 'faded';

function optionState(state: QuizState, option: string): OptionState {
  const { feedback } = state;
  if (feedback) {
    if (option === feedback.correctAnswer) return 'correct';
    if (option === feedback.picked) return 'wrong';
    return 'faded';
  }
  return option === state.selected ? 'selected' : 'idle';
}

function optionNote(shown: OptionState, t: QuizText): string | undefined {
  if (shown === 'selected') return t.selected;
  if (shown === 'correct') return t.correctAnswer;
  if (shown === 'wrong') return t.yourWrongAnswer;
  return undefined;
}

export interface QuizOptionsProps {
  state: QuizState;
  t: QuizText;
  /** No pick counts now (feedback showing, 50:50 pending, round over). */
  locked: boolean;
  onPick: (option: string) => void;
  /** The options' language. */
  lang: 'en' | 'ru';
}

/** The answers to pick from (Russian, or English when answering in English), each with its number key and speaker. */
export function QuizOptions({ state, t, locked, onPick, lang }: QuizOptionsProps) {
  const shownText = useRussianText();
  // The recording is heard on the right option only once it is shown as right: a recording among
  // synthetic voices before that would give the answer away.
  const source = currentQuestion(state)?.source;
  const recordedOption = state.feedback && source?.sound ? state.feedback.correctAnswer : null;
  return (
    <div className={`quiz__options quiz__options--${state.options.length}`} role="group" aria-label={t.options}>
      {state.options.map((option, index) => {
        const shown = optionState(state, option);
        const note = optionNote(shown, t);
        return (
          <div key={option} className="quiz__option-cell">
            <button
              type="button"
              className="quiz__option"
              data-state={shown}
              aria-pressed={shown === 'selected' || (state.feedback !== null && option === state.feedback.picked)}
              aria-disabled={locked || undefined}
              aria-keyshortcuts={String(index + 1)}
              onClick={() => onPick(option)}
            >
              <span className="quiz__key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="quiz__option-text" lang={lang}>
                {shownText({ russian: option, stressed: stressedText(state, option) })}
              </span>
              <span className="quiz__mark" aria-hidden="true">
                {shown === 'correct' ? <CheckIcon /> : shown === 'wrong' ? <WrongIcon /> : null}
              </span>
              {note && <span className="visually-hidden">{note}</span>}
            </button>
            <SpeakButton text={option} lang={lang} sound={option === recordedOption ? source?.sound : undefined} />
          </div>
        );
      })}
    </div>
  );
}

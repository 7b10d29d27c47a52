import { useEffect, useId, useRef, type ChangeEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { TYPER_AUTO_ADVANCE_MS, type GameWord } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckIcon, WrongIcon } from '@/components/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SpeakButton, VoiceNote } from '@/features/speech';
import { GAME_TEXT, useFormat, useMessages } from '@/i18n';
import {
  LANGUAGE_TAG,
  PROMPT_TAG,
  answerField,
  type AnswerLanguage,
  type GameResult,
  useRoundReducer,
  type RoundKeeper,
} from '../../engine';
import {
  createTyperState,
  currentPrompt,
  currentSlots,
  currentWord,
  typerError,
  typerProgress,
  typerReducer,
  typerAnswers,
  typerResult,
  type TyperEvent,
} from '../logic';
import { toGameResult } from '../typer-game-result';
import { TYPER_TEXT } from '../typer.i18n';
import { recordTyperGame } from '../typer-stats-storage';
import { LetterBoxes, type BoxesTone } from './letter-boxes';
import { OPTIONAL_PART_TEXT } from './optional-part.i18n';
import { TyperErrorScreen } from './typer-error-screen';
import './typer.css';

/** Runs `callback` after `ms`; returns a cancel function. Injected so tests can drive time. */
export type Schedule = (callback: () => void, ms: number) => () => void;

const browserSchedule: Schedule = (callback, ms) => {
  const id = window.setTimeout(callback, ms);
  return () => window.clearTimeout(id);
};

export interface TyperGameProps {
  words: GameWord[];
  category: string;
  categoryDisplayName: string;
  onComplete: (result: GameResult) => void;
  /** Back to the category picker (also what Reset Game does). */
  onExit: () => void;
  /** Keeps the round across a reload (the game frame's); absent when the game is tested alone. */
  round?: RoundKeeper;
  /** The side typed in a new round (a resumed round keeps its own); default English. */
  answerLanguage?: AnswerLanguage;
  now?: () => number;
  schedule?: Schedule;
}

const NAVIGATION_KEYS: Record<string, TyperEvent['type']> = {
  Backspace: 'backspace',
  ArrowLeft: 'cursorLeft',
  ArrowRight: 'cursorRight',
};

/**
 * Typer (game1): the Russian word is the prompt and the English word is typed into letter boxes,
 * or the other way round when the player chose to answer in Russian.
 */
export function TyperGame({
  words,
  category,
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  answerLanguage = 'english',
  now = Date.now,
  schedule = browserSchedule,
}: TyperGameProps) {
  const [state, dispatch] = useRoundReducer(round, typerReducer, () =>
    createTyperState(words, { category, now: now(), answerLanguage }),
  );
  const titleId = useId();
  const inputId = useId();
  const describedId = useId();
  const optionalHintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const understoodRef = useRef<HTMLButtonElement>(null);
  const reported = useRef(false);
  const t = useMessages(TYPER_TEXT);
  const optionalText = useMessages(OPTIONAL_PART_TEXT);
  const title = useMessages(GAME_TEXT).game1.title;
  const format = useFormat();

  const error = typerError(state);
  const { status, step, pass } = state;

  // "Great job" stays for TYPER_AUTO_ADVANCE_MS, then the next word comes (spec §4, §9).
  useEffect(() => {
    if (status !== 'correct') return;
    return schedule(() => dispatch({ type: 'advance', now: now() }), TYPER_AUTO_ADVANCE_MS);
  }, [status, step, pass, schedule, now, dispatch]);

  // Keep the keyboard where the next action is: the boxes while typing, Understood after a miss.
  useEffect(() => {
    if (error) return;
    if (status === 'typing') inputRef.current?.focus();
    else if (status === 'wrong') understoodRef.current?.focus();
  }, [status, step, pass, error]);

  useEffect(() => {
    if (!state.isCompleted || reported.current) return;
    reported.current = true;
    const result = typerResult(state);
    // Worded once, in the language of the moment the round ends.
    onComplete(toGameResult(result, recordTyperGame(result), typerAnswers(state), t, format));
  }, [state, onComplete, t, format]);

  if (error) return <TyperErrorScreen message={error} onReset={onExit} />;

  const word = currentWord(state);
  const language = state.answerLanguage ?? 'english';
  const answerLang = LANGUAGE_TAG[language];
  const promptLang = PROMPT_TAG[language];
  const prompt = currentPrompt(state);
  const answer = answerField(word, language);
  const slots = currentSlots(state);
  const letters = slots.filter((slot) => slot.kind === 'letter').length;
  const { position, total, percent } = typerProgress(state);
  const secondChance = pass === 'second-chance';
  const typed = state.entries.filter((_, i) => slots[i]?.kind === 'letter' && state.entries[i]).join('');
  const tone: BoxesTone = status === 'correct' || status === 'wrong' ? status : 'typing';

  const hasOptionalPart = slots.some((slot) => slot.optionalPart !== null && slot.kind === 'letter');

  const moveOn = () => {
    if (status === 'correct') dispatch({ type: 'advance', now: now() });
    else if (status === 'wrong') dispatch({ type: 'acknowledge', now: now() });
  };

  // Enter: on to the next word after a check; while typing, a check without a bracketed part.
  const onEnter = () => (status === 'typing' ? dispatch({ type: 'check' }) : moveOn());

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    const navigation = NAVIGATION_KEYS[event.key];
    if (navigation) {
      event.preventDefault();
      dispatch({ type: navigation } as TyperEvent);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    } else if ([...event.key].length === 1) {
      // Printable keys go to the reducer, which ignores anything but letters and spaces.
      event.preventDefault();
      dispatch({ type: 'type', key: event.key });
    }
  };

  // Phone keyboards often send "Unidentified" key events; their text arrives here instead.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    for (const key of event.target.value) dispatch({ type: 'type', key });
  };

  const chooseBox = (index: number) => {
    dispatch({ type: 'moveCursor', to: index });
    inputRef.current?.focus();
  };

  return (
    <section className="card typer" aria-labelledby={titleId} data-status={status}>
      <div className="typer__header">
        <div className="typer__heading">
          <h2 id={titleId} className="typer__title">
            {title}
          </h2>
          <span className="typer__category">{categoryDisplayName}</span>
        </div>
        <div className="typer__counter">
          {secondChance && <Badge tone="warning">{t.secondChance}</Badge>}
          <span className="typer__position">{t.position(format.number(position), format.number(total))}</span>
        </div>
      </div>
      <ProgressBar value={percent} label={secondChance ? t.secondChanceProgress : t.progress} />

      <div className="typer__prompt" key={`${pass}-${step}`}>
        <p className="typer__prompt-label">{t.typeThe[language]}</p>
        <div className="typer__prompt-row">
          <p className="typer__russian" lang={promptLang}>
            {prompt}
          </p>
          <SpeakButton text={prompt} lang={promptLang} />
        </div>
        <p className="typer__meta">
          {word?.part_of_speech} · {t.letterCount(letters, format.number(letters))}
        </p>
      </div>

      <div className="typer__entry">
        <label className="visually-hidden" htmlFor={inputId}>
          {t.wordFor[language]}
          <span lang={promptLang}>{prompt}</span>
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className="typer__input"
          type="text"
          value=""
          onChange={onChange}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="next"
          aria-describedby={hasOptionalPart && status === 'typing' ? `${describedId} ${optionalHintId}` : describedId}
        />
        <LetterBoxes
          slots={slots}
          entries={state.entries}
          cursor={status === 'typing' ? state.cursor : -1}
          tone={tone}
          onChooseBox={status === 'typing' ? chooseBox : undefined}
        />
        <p id={describedId} className="visually-hidden">
          {t.typedSoFar(
            format.number(letters),
            slots.some((slot) => slot.kind === 'gap'),
            typed,
          )}
        </p>
        {hasOptionalPart && status === 'typing' && (
          <p id={optionalHintId} className="typer__optional-hint">
            {optionalText.optionalHint}
          </p>
        )}
        <p className="typer__tap-hint" aria-hidden="true">
          {t.tapHint}
        </p>
      </div>

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
            <div className="typer-feedback__answer-row">
              <LetterBoxes
                slots={slots}
                entries={slots.map((slot) => slot.char)}
                tone="answer"
                className="typer-feedback__answer"
              />
              <SpeakButton text={slots.map((slot) => slot.char).join('')} lang={answerLang} />
            </div>
          </div>
        )}
      </div>

      <p className="visually-hidden" aria-live="polite">
        {status === 'typing' && (
          <>
            {t.announce(secondChance, format.number(position), format.number(total))}
            <span lang={promptLang}>{prompt}</span>
          </>
        )}
      </p>

      <div className="typer__actions">
        {status === 'wrong' ? (
          <Button ref={understoodRef} variant="primary" size="lg" onClick={moveOn}>
            {t.understood}
          </Button>
        ) : (
          <Button onClick={() => dispatch({ type: 'skip', now: now() })} disabled={status !== 'typing'}>
            {t.skip}
          </Button>
        )}
        <Button variant="ghost" onClick={onExit}>
          {t.changeCategory}
        </Button>
      </div>

      <VoiceNote />

      <dl className="typer__tally">
        <div>
          <dt>{t.correct}</dt>
          <dd>{state.wordsCompleted}</dd>
        </div>
        <div>
          <dt>{t.mistakes}</dt>
          <dd>{state.mistakes}</dd>
        </div>
        <div>
          <dt>{t.skipped}</dt>
          <dd>{state.skipped.length}</dd>
        </div>
      </dl>
    </section>
  );
}

import { useId, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { useFormat, useMessages } from '@/i18n';
import { PROMPT_TAG } from '../../engine';
import { currentPrompt, currentSlots, type TyperState } from '../logic';
import { TYPER_TEXT } from '../typer.i18n';
import { LetterBoxes, type BoxesTone } from './letter-boxes';
import { OPTIONAL_PART_TEXT } from './optional-part.i18n';

export interface TyperEntryProps {
  state: TyperState;
  inputRef: RefObject<HTMLInputElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  chooseBox: (index: number) => void;
  /** The device's own keyboard stays away while the on-screen one is open (touch screens). */
  hideSystemKeyboard?: boolean;
}

/**
 * Where the answer is typed: one hidden input takes the keys, the letter boxes show them, and
 * screen readers hear what is typed so far.
 */
export function TyperEntry({ state, inputRef, onKeyDown, onChange, chooseBox, hideSystemKeyboard = false }: TyperEntryProps) {
  const inputId = useId();
  const describedId = useId();
  const optionalHintId = useId();
  const enterHintId = useId();
  const t = useMessages(TYPER_TEXT);
  const optionalText = useMessages(OPTIONAL_PART_TEXT);
  const format = useFormat();
  const { status } = state;
  const language = state.answerLanguage ?? 'english';
  const promptLang = PROMPT_TAG[language];
  const prompt = currentPrompt(state);
  const slots = currentSlots(state);
  const letters = slots.filter((slot) => slot.kind === 'letter').length;
  const typed = state.entries.filter((_, i) => slots[i]?.kind === 'letter' && state.entries[i]).join('');
  const tone: BoxesTone = status === 'correct' || status === 'wrong' ? status : 'typing';
  const showOptionalHint = status === 'typing' && slots.some((slot) => slot.optionalPart !== null && slot.kind === 'letter');
  // Full boxes still typing: phonetic typing waits for a key that could change the last letter.
  const waitsForEnter = status === 'typing' && slots.every((slot, i) => slot.kind !== 'letter' || state.entries[i]);
  const hints = [describedId, showOptionalHint && optionalHintId, waitsForEnter && enterHintId].filter(Boolean).join(' ');

  return (
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
        inputMode={hideSystemKeyboard ? 'none' : undefined}
        aria-describedby={hints}
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
      {waitsForEnter && (
        <p id={enterHintId} className="typer__optional-hint">
          {t.enterToCheck}
        </p>
      )}
      {showOptionalHint && (
        <p id={optionalHintId} className="typer__optional-hint">
          {optionalText.optionalHint}
        </p>
      )}
      <p className="typer__tap-hint" aria-hidden="true">
        {t.tapHint}
      </p>
    </div>
  );
}

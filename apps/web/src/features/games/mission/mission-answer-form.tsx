import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { RussianInputBar, useOnScreenKeyboard, useRussianFields } from '@/features/russian-input';
import { LANGUAGE_TAG } from '../engine/answer-language';
import type { MissionState } from './logic';
import { MISSION_TEXT as T } from './mission-text';

export interface MissionAnswerFormProps {
  state: MissionState;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The scrambled letters, read out for the answer box. */
  lettersId: string;
  onType: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/**
 * The answer box and Check; read-only while the answer's feedback shows. A Russian answer gets the
 * on-screen keyboard (open by itself on a touch screen) and phonetic typing (issue 33 §5).
 */
export function MissionAnswerForm({ state, inputRef, lettersId, onType, onSubmit }: MissionAnswerFormProps) {
  const inputId = useId();
  const answering = state.phase === 'answering';
  const inRussian = state.answerLanguage === 'russian';
  const areaRef = useRef<HTMLDivElement>(null);
  const keyboard = useOnScreenKeyboard({ openOnTouch: inRussian });
  const keyboardTarget = useRussianFields(areaRef, { hideSystemKeyboard: inRussian && keyboard.hidesSystemKeyboard });
  return (
    <div ref={areaRef} className="mission__answer">
      <form className="mission__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {T.answerLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="mission__input"
          data-phase={state.phase}
          lang={LANGUAGE_TAG[state.answerLanguage ?? 'english']}
          type="text"
          value={state.currentInput}
          onChange={(event) => onType(event.target.value)}
          readOnly={!answering}
          placeholder={inRussian ? T.answerPlaceholderRussian : T.answerPlaceholder}
          aria-describedby={lettersId}
          aria-invalid={state.phase === 'wrong' || undefined}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={100}
        />
        <Button type="submit" variant="primary" size="lg" disabled={!answering}>
          {T.check}
        </Button>
      </form>
      {inRussian && <RussianInputBar target={keyboardTarget} keyboard={keyboard} />}
    </div>
  );
}

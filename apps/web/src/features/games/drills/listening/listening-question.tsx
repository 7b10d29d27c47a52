import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReviewOutcome } from '@slovo/shared';
import { SpeakerIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { RussianInputBar, useOnScreenKeyboard, useRussianFields } from '@/features/russian-input';
import { useMessages } from '@/i18n';
import type { DrillAnswer } from '../engine/drill-round';
import { isPlayAgainKey, judgeListening, type ListeningQuestion } from './logic';
import { LISTENING_TEXT } from './listening.i18n';
import { usePlayWord } from './sound-source';

interface ListeningQuestionViewProps {
  question: ListeningQuestion;
  answer: (outcome: ReviewOutcome, given: string) => void;
  answered: DrillAnswer | null;
}

/**
 * One word to hear and type: said once by itself when it comes, again with Play again or
 * Ctrl+Space; Check judges what was typed, Skip gives up. Russian is typed with the on-screen
 * keyboard and phonetic typing (issue 33 §5).
 */
export function ListeningQuestionView({ question, answer, answered }: ListeningQuestionViewProps) {
  const t = useMessages(LISTENING_TEXT);
  const play = usePlayWord();
  const [typed, setTyped] = useState(answered?.given ?? '');
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const inRussian = question.language === 'ru';
  const areaRef = useRef<HTMLDivElement>(null);
  const keyboard = useOnScreenKeyboard({ openOnTouch: inRussian });
  const keyboardTarget = useRussianFields(areaRef, { hideSystemKeyboard: inRussian && keyboard.hidesSystemKeyboard });

  // Heard once by itself as the word comes (listening is the task); not again for one answered before a reload.
  const answeredBefore = useRef(answered !== null);
  useEffect(() => {
    if (!answeredBefore.current) play(question);
  }, [play, question]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPlayAgainKey(event)) return;
      event.preventDefault();
      play(question);
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, [play, question]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answered) return;
    const given = typed.trim();
    if (given === '') {
      inputRef.current?.focus();
      return;
    }
    answer(judgeListening(given, question).outcome, given);
  };

  return (
    <div ref={areaRef} className="listening">
      <Button
        variant="secondary"
        size="lg"
        className="listening__play"
        aria-keyshortcuts="Control+Space"
        aria-describedby={hintId}
        onClick={() => play(question)}
      >
        <SpeakerIcon /> {t.playAgain}
      </Button>
      <p id={hintId} className="listening__hint">
        {t.shortcut}
      </p>
      <form className="listening__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="drill__prompt-label">
          {t.prompt[question.language]}
        </label>
        <div className="listening__row">
          <input
            ref={inputRef}
            id={inputId}
            className="listening__input"
            data-autofocus
            lang={question.language}
            type="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            readOnly={answered !== null}
            placeholder={t.placeholder[question.language]}
            aria-invalid={answered?.outcome === 'wrong' || undefined}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            maxLength={100}
          />
          <Button type="submit" variant="primary" disabled={answered !== null}>
            {t.check}
          </Button>
        </div>
        <Button variant="ghost" className="listening__skip" disabled={answered !== null} onClick={() => answer('skipped', '')}>
          {t.skip}
        </Button>
      </form>
      {inRussian && <RussianInputBar target={keyboardTarget} keyboard={keyboard} />}
    </div>
  );
}

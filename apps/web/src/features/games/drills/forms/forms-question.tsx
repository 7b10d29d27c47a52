import { useId, useRef, useState, type FormEvent } from 'react';
import { stripStress, type ReviewOutcome } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { RussianInputBar, useOnScreenKeyboard, useRussianFields } from '@/features/russian-input';
import { RussianWord } from '@/features/word-details';
import { useMessages } from '@/i18n';
import { ChoiceList } from '../engine/choice-list';
import type { DrillAnswer } from '../engine/drill-round';
import { frameLead, judgeChoice, judgeTyped, type FormsQuestion } from './logic';
import { FORMS_TEXT } from './forms.i18n';

interface Props {
  question: FormsQuestion;
  answer: (outcome: ReviewOutcome, given: string) => void;
  answered: DrillAnswer | null;
}

/** The phrase with its blank: «много …», «две …», «я …», «делать → с…» (the letter only when typed). */
function Frame({ question }: { question: FormsQuestion }) {
  const { kind, word } = question;
  const blank = <span className="forms-drill__blank">…</span>;
  if (kind === 'partner') {
    const hint = question.choices === null ? stripStress(question.expected).charAt(0) : '';
    return (
      <>
        {stripStress(word.russian)} → {hint}
        {blank}
      </>
    );
  }
  return (
    <>
      {frameLead(kind, word)} {blank}
    </>
  );
}

/** The base word, the frame, and the answer: four options (keys 1–4), or a typed form with the Russian keyboard. */
export function FormsQuestionView({ question, answer, answered }: Props) {
  const t = useMessages(FORMS_TEXT);
  const promptId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const areaRef = useRef<HTMLDivElement>(null);
  const keyboard = useOnScreenKeyboard({ openOnTouch: question.choices === null });
  const keyboardTarget = useRussianFields(areaRef, { hideSystemKeyboard: keyboard.hidesSystemKeyboard });
  const { choices } = question;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== '') answer(judgeTyped(typed, question.expected), typed.trim());
  };
  const future = question.word.aspect === 'pf' && (question.kind === 'sg1' || question.kind === 'sg2' || question.kind === 'pl3');

  return (
    <>
      <p className="drill__word" lang="ru">
        <RussianWord word={question.word} />
      </p>
      <p className="drill__meaning" lang="en">
        {question.word.english}
      </p>
      <p className="forms-drill__frame" lang="ru">
        <Frame question={question} />
      </p>
      <p className="drill__prompt-label" id={promptId}>
        {t.frameName[question.kind]}
        {future ? ` (${t.future})` : ''} · {choices ? t.promptChoice : t.promptTyped}
      </p>
      {choices ? (
        <ChoiceList
          choices={choices.map((choice) => ({ value: choice, label: <span lang="ru">{choice}</span> }))}
          chosen={answered?.given ?? null}
          isRight={(choice) => judgeChoice(choice, question.expected) !== 'wrong'}
          onChoose={(choice) => answer(judgeChoice(choice, question.expected), choice)}
          labelledBy={promptId}
        />
      ) : (
        <div ref={areaRef} className="forms-drill__answer">
          <form className="forms-drill__form" onSubmit={submit} noValidate>
            <label htmlFor={inputId} className="visually-hidden">
              {t.answerLabel}
            </label>
            <input
              id={inputId}
              className="forms-drill__input"
              lang="ru"
              type="text"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              readOnly={answered !== null}
              aria-describedby={promptId}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="done"
              maxLength={100}
              data-autofocus=""
            />
            <Button type="submit" variant="primary" disabled={answered !== null}>
              {t.check}
            </Button>
            <Button type="button" disabled={answered !== null} onClick={() => answer('skipped', '')}>
              {t.skip}
            </Button>
          </form>
          {!answered && <RussianInputBar target={keyboardTarget} keyboard={keyboard} />}
        </div>
      )}
    </>
  );
}

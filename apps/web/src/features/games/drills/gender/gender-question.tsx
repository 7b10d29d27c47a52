import { useEffect, useId } from 'react';
import type { ReviewOutcome } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { RussianWord } from '@/features/word-details';
import { useMessages } from '@/i18n';
import type { DrillAnswer } from '../engine/drill-round';
import { GENDER_CHOICES, type GenderQuestion } from './logic';
import { GENDER_TEXT } from './gender.i18n';

interface Props {
  question: GenderQuestion;
  answer: (outcome: ReviewOutcome, given: string) => void;
  answered: DrillAnswer | null;
}

/** The noun (its English under it) and the four answers, numbered: a click or keys 1–4. */
export function GenderQuestionView({ question, answer, answered }: Props) {
  const t = useMessages(GENDER_TEXT);
  const promptId = useId();
  useEffect(() => {
    if (answered) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const choice = GENDER_CHOICES[Number(event.key) - 1];
      if (!choice) return;
      event.preventDefault();
      answer(choice === question.gender ? 'right' : 'wrong', choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answered, question, answer]);

  return (
    <>
      <p className="drill__word" lang="ru">
        <RussianWord word={question.word} />
      </p>
      <p className="drill__meaning" lang="en">
        {question.word.english}
      </p>
      <p className="drill__prompt-label" id={promptId}>
        {t.prompt} {t.keysHint}
      </p>
      <ul className="drill__choices" aria-labelledby={promptId}>
        {GENDER_CHOICES.map((choice, index) => {
          const verdict = answered && (choice === question.gender ? 'right' : choice === answered.given ? 'wrong' : undefined);
          return (
            <li key={choice}>
              <Button
                className="drill__choice"
                data-verdict={verdict || undefined}
                data-autofocus={index === 0 ? '' : undefined}
                aria-keyshortcuts={String(index + 1)}
                aria-pressed={answered ? choice === answered.given : undefined}
                disabled={answered !== null}
                onClick={() => answer(choice === question.gender ? 'right' : 'wrong', choice)}
              >
                <span className="drill__key" aria-hidden="true">
                  {index + 1}
                </span>
                <span lang={choice === 'pl' ? undefined : 'ru'}>{t.choices[choice]}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

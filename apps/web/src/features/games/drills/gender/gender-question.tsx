import { useId } from 'react';
import type { ReviewOutcome } from '@slovo/shared';
import { RussianWord } from '@/features/word-details';
import { useMessages } from '@/i18n';
import { ChoiceList } from '../engine/choice-list';
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
      <ChoiceList
        choices={GENDER_CHOICES.map((choice) => ({
          value: choice,
          label: <span lang={choice === 'pl' ? undefined : 'ru'}>{t.choices[choice]}</span>,
        }))}
        chosen={answered?.given ?? null}
        isRight={(choice) => choice === question.gender}
        onChoose={(choice) => answer(choice === question.gender ? 'right' : 'wrong', choice)}
        labelledBy={promptId}
      />
    </>
  );
}

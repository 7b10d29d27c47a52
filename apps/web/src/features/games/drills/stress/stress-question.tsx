import { useId } from 'react';
import type { ReviewOutcome } from '@slovo/shared';
import { useMessages } from '@/i18n';
import type { DrillAnswer } from '../engine/drill-round';
import { useNumberKeys } from '../engine/use-number-keys';
import { markedAt, type StressQuestion } from './logic';
import { STRESS_TEXT } from './stress.i18n';

interface Props {
  question: StressQuestion;
  answer: (outcome: ReviewOutcome, given: string) => void;
  answered: DrillAnswer | null;
}

/**
 * The word without marks, each vowel of the asked word a button numbered in order: a tap, a
 * click or the vowel's number (1–9) answers. After the answer the chosen and the right vowel say
 * which they were (by text and colour).
 */
export function StressQuestionView({ question, answer, answered }: Props) {
  const t = useMessages(STRESS_TEXT);
  const hintId = useId();
  const choose = (position: number) =>
    answer(position === question.stressed ? 'right' : 'wrong', markedAt(question.text, position));

  useNumberKeys(answered === null, question.vowels.length, (index) => choose(question.vowels[index]!));

  const chosen = answered ? question.vowels.find((position) => markedAt(question.text, position) === answered.given) : undefined;
  const letters = [...question.text];
  return (
    <>
      <p className="drill__prompt-label" id={hintId}>
        {t.prompt} {t.keysHint}
      </p>
      <p className="drill__word stress-drill__word" lang="ru" role="group" aria-describedby={hintId}>
        {letters.map((letter, index) => {
          const n = question.vowels.indexOf(index) + 1;
          if (n === 0) return <span key={index}>{letter}</span>;
          const verdict = answered && (index === question.stressed ? 'right' : index === chosen ? 'wrong' : undefined);
          return (
            <button
              key={index}
              type="button"
              className="stress-drill__vowel"
              data-verdict={verdict || undefined}
              data-autofocus={n === 1 ? '' : undefined}
              aria-keyshortcuts={String(n)}
              aria-pressed={answered ? index === chosen : undefined}
              disabled={answered !== null}
              onClick={() => choose(index)}
            >
              {index === question.stressed && answered ? `${letter}\u0301` : letter}
              {/* Read as "о, 2": the letter and its number, as seen. */}
              <span className="visually-hidden">, </span>
              <span className="stress-drill__number">{n}</span>
            </button>
          );
        })}
      </p>
      <p className="drill__meaning" lang="en">
        {question.word.english}
      </p>
    </>
  );
}

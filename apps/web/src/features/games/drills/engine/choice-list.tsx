import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useNumberKeys } from './use-number-keys';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface ChoiceListProps {
  choices: readonly Choice[];
  /** The value chosen, once answered (null while the question is open). */
  chosen: string | null;
  isRight: (value: string) => boolean;
  onChoose: (value: string) => void;
  labelledBy: string;
}

/**
 * A drill's numbered answers (keys 1–4 or a click). After the answer, the right one and the one
 * chosen say which they were, in text order and colour; the first takes focus as a question opens.
 */
export function ChoiceList({ choices, chosen, isRight, onChoose, labelledBy }: ChoiceListProps) {
  const answered = chosen !== null;
  useNumberKeys(!answered, choices.length, (index) => onChoose(choices[index]!.value));
  return (
    <ul className="drill__choices" aria-labelledby={labelledBy}>
      {choices.map(({ value, label }, index) => {
        const verdict = answered && (isRight(value) ? 'right' : value === chosen ? 'wrong' : undefined);
        return (
          <li key={value}>
            <Button
              className="drill__choice"
              data-verdict={verdict || undefined}
              data-autofocus={index === 0 ? '' : undefined}
              aria-keyshortcuts={String(index + 1)}
              aria-pressed={answered ? value === chosen : undefined}
              disabled={answered}
              onClick={() => onChoose(value)}
            >
              <span className="drill__key" aria-hidden="true">
                {index + 1}
              </span>
              {label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

import { useId } from 'react';
import { wordCountOptionStates } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { PICKER_MESSAGES } from '../picker.i18n';

interface WordCountSelectorProps {
  /** Valid words in the chosen category. */
  available: number;
  /** The highlighted count (M = 20 until the player picks). */
  highlighted: number;
  disabled?: boolean;
  /** What the words were chosen from ("category" by default; the review lists say "list"). */
  source?: 'category' | 'list';
  onChoose: (count: number) => void;
}

/**
 * XS … XL and ALL (spec §3, §5). Picking one starts the game, so these are buttons; the
 * highlighted one is marked pressed. Options the category cannot fill are disabled.
 */
export function WordCountSelector({
  available,
  highlighted,
  disabled = false,
  source = 'category',
  onChoose,
}: WordCountSelectorProps) {
  const t = useMessages(PICKER_MESSAGES);
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="word-count" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <p id={labelId} className="field__label">
        {t.numberOfWords}
      </p>
      <p id={hintId} className="field__hint">
        {source === 'list' ? t.wordsInList(available) : t.wordsInCategory(available)}
      </p>
      <div className="word-count__options">
        {wordCountOptionStates(available).map((option) => (
          <button
            key={option.key}
            type="button"
            className="word-count__option"
            aria-pressed={option.value === highlighted}
            disabled={disabled || option.disabled}
            title={option.disabled ? (source === 'list' ? t.notEnoughInList : t.notEnoughInCategory) : undefined}
            onClick={() => onChoose(option.value)}
          >
            {/* Named by its visible text, "XS" then "(10)" (option.label): a voice command naming what
                is on the button finds it, which an aria-label replacing the text did not promise. */}
            <span className="word-count__key">{option.key}</span>
            <span className="word-count__value" aria-hidden="true">
              {option.value === -1 ? t.allWords : option.value}
            </span>
            {option.value !== -1 && <span className="visually-hidden"> ({option.value})</span>}
          </button>
        ))}
      </div>
    </div>
  );
}

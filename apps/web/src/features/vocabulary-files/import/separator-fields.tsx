import { useId, type KeyboardEvent } from 'react';
import { localizeServerText, useMessages } from '@/i18n';
import { IMPORT_TEXT } from './import.i18n';
import { CARD_CHOICES, TERM_CHOICES, type SeparatorState } from './separator-choice';
import '@/components/ui/choice-chips.css';

interface SeparatorFieldsProps {
  /** The radios as shown (the guess until the learner chooses). */
  value: SeparatorState;
  onChange: (next: SeparatorState) => void;
  /** Why these separators cannot be used, shown under them. */
  error: string | null;
}

/** Enter in a custom separator field would submit the import: it is only a field to fill. */
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * Two radio groups — between English and Russian, between cards — each with a Custom choice and
 * its text field (typing there chooses Custom). Native radios: arrow keys move within a group.
 */
export function SeparatorFields({ value, onChange, error }: SeparatorFieldsProps) {
  const baseId = useId();
  const t = useMessages(IMPORT_TEXT);
  const errorId = `${baseId}-error`;
  const choose = (patch: Partial<SeparatorState>) => onChange({ ...value, ...patch, chosen: true });

  return (
    <div className="import-words__separators">
      <fieldset className="import-words__group" aria-describedby={error ? errorId : undefined}>
        <legend className="import-words__legend">{t.termLegend}</legend>
        <div className="choice-chips__row">
          {TERM_CHOICES.map((choice) => (
            <label key={choice.id} className="choice-chips__chip">
              <input
                type="radio"
                name={`${baseId}-term`}
                checked={value.term === choice.id}
                onChange={() => choose({ term: choice.id })}
              />
              {t.separators[choice.id]}
            </label>
          ))}
          <input
            className="field__input import-words__custom"
            aria-label={t.termCustomLabel}
            value={value.termCustom}
            maxLength={10}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => choose({ term: 'custom', termCustom: event.target.value })}
            onKeyDown={keepEnter}
          />
        </div>
      </fieldset>
      <fieldset className="import-words__group" aria-describedby={error ? errorId : undefined}>
        <legend className="import-words__legend">{t.cardLegend}</legend>
        <div className="choice-chips__row">
          {CARD_CHOICES.map((choice) => (
            <label key={choice.id} className="choice-chips__chip">
              <input
                type="radio"
                name={`${baseId}-card`}
                checked={value.card === choice.id}
                onChange={() => choose({ card: choice.id })}
              />
              {t.separators[choice.id]}
            </label>
          ))}
          <input
            className="field__input import-words__custom"
            aria-label={t.cardCustomLabel}
            value={value.cardCustom}
            maxLength={10}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => choose({ card: 'custom', cardCustom: event.target.value })}
            onKeyDown={keepEnter}
          />
        </div>
      </fieldset>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {localizeServerText(error)}
        </p>
      )}
    </div>
  );
}

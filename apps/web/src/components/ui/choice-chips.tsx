import { useId } from 'react';
import './choice-chips.css';

export interface Choice<T extends string> {
  id: T;
  label: string;
  /** BCP 47 language of the label when it is not the page's. */
  lang?: string;
}

interface ChoiceChipsProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (next: T) => void;
}

/** A small radio group drawn as chips: one choice out of a few, arrows move between them. */
export function ChoiceChips<T extends string>({ legend, choices, value, onChange }: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className="choice-chips">
      <legend className="choice-chips__legend">{legend}</legend>
      <div className="choice-chips__row">
        {choices.map((choice) => (
          <label key={choice.id} className="choice-chips__chip" lang={choice.lang}>
            <input type="radio" name={name} checked={value === choice.id} onChange={() => onChange(choice.id)} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

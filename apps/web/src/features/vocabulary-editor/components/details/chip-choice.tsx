import { useId, type ReactNode } from 'react';
import '@/components/ui/choice-chips.css';

interface ChipChoiceProps<T extends string> {
  legend: string;
  choices: readonly { id: T; label: string }[];
  /** The label of "no value" (the first chip). */
  notSet: string;
  value: T | null;
  onChange: (value: T | null) => void;
  describedBy?: string;
  /** Under the chips: where the fact came from, its refusal. */
  children?: ReactNode;
}

/** One fact of a few values as radio chips, "Not set" first (gender, animacy, aspect); arrows move between them. */
export function ChipChoice<T extends string>({
  legend,
  choices,
  notSet,
  value,
  onChange,
  describedBy,
  children,
}: ChipChoiceProps<T>) {
  const name = useId();
  const options: { id: T | null; label: string }[] = [{ id: null, label: notSet }, ...choices];
  return (
    <fieldset className="word-details__choice" aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-chips__row">
        {options.map((option) => (
          <label key={option.id ?? ''} className="choice-chips__chip">
            <input type="radio" name={name} checked={value === option.id} onChange={() => onChange(option.id)} />
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

import { useId } from 'react';
import { useMessages } from '@/i18n';
import { IMPORT_TEXT } from './import.i18n';
import '@/components/ui/choice-chips.css';

/** Where an Anki file's words go: the category the dialog was opened for, or one category per deck. */
export type Destination = 'category' | 'decks';

interface DestinationFieldsProps {
  value: Destination;
  categoryName: string;
  onChange: (next: Destination) => void;
}

/** The choice shown for an Anki text file (its decks and tags can map to categories and tags). */
export function DestinationFields({ value, categoryName, onChange }: DestinationFieldsProps) {
  const name = useId();
  const t = useMessages(IMPORT_TEXT);
  const choices: { id: Destination; label: string }[] = [
    { id: 'decks', label: t.destinationDecks },
    { id: 'category', label: t.destinationCategory(categoryName) },
  ];
  return (
    <fieldset className="import-words__group">
      <legend className="import-words__legend">{t.destinationLegend}</legend>
      <div className="choice-chips__row">
        {choices.map((choice) => (
          <label key={choice.id} className="choice-chips__chip">
            <input type="radio" name={name} checked={value === choice.id} onChange={() => onChange(choice.id)} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import type { AnnotationField, AnnotationSource } from '@slovo/shared/rules/word-annotations';
import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { DETAILS_TEXT } from '../../details/details.i18n';
import { sourceLabel } from '../../details/source-label';

export interface SourceNoteProps {
  id: string;
  /** The fact's source as the word has it (nothing for a fact it did not have). */
  source: AnnotationSource | undefined;
  /** The person changed the fact: it will be saved as theirs. */
  changed: boolean;
  confirmed: boolean;
  /** The fact's name, for the Confirm button's label ("Confirm the suggested stress"). */
  fact: string;
  field: AnnotationField;
  onConfirm: (field: AnnotationField, confirmed: boolean) => void;
}

/**
 * Where a fact came from (issue 32): an import, a person, a dictionary, or a suggestion nobody has
 * checked, which Confirm accepts as it is (saved, the server then records a person). Nothing for a
 * fact without a source that the person has not touched.
 */
export function SourceNote({ id, source, changed, confirmed, fact, field, onConfirm }: SourceNoteProps) {
  const t = useMessages(DETAILS_TEXT);
  if (!changed && source === undefined) return null;
  const suggested = source === 'suggested' && !changed;
  let text = source === undefined ? t.sourceYours : sourceLabel(source, t);
  if (changed || confirmed) text = t.sourceYours;
  return (
    <div className="word-details__source">
      <p
        id={id}
        className={
          suggested && !confirmed ? 'word-details__source-text word-details__source-text--suggested' : 'word-details__source-text'
        }
      >
        {text}
      </p>
      {suggested && (
        <Button
          size="sm"
          variant={confirmed ? 'primary' : 'secondary'}
          aria-pressed={confirmed}
          aria-label={t.confirmFact(fact)}
          onClick={() => onConfirm(field, !confirmed)}
        >
          {confirmed && <CheckIcon aria-hidden="true" />}
          {t.confirm}
        </Button>
      )}
    </div>
  );
}

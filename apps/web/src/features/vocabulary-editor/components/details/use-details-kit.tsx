import { useId } from 'react';
import type { AnnotationField } from '@slovo/shared/rules/word-annotations';
import { withConfirmed, type DetailedWord, type DetailsDraft } from '../../details/details-draft';
import { draftValue, sameFact } from '../../details/details-request';
import type { DetailsFieldError, DetailsFieldKey } from '../../details/field-errors';
import { SourceNote } from './source-note';

export interface DetailsFieldsProps {
  draft: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  /** The Russian side as typed now. */
  russian: string;
  /** The word as it was (Edit Word): its facts' sources are shown, and what changed is told apart. */
  original?: DetailedWord;
  /** Refusals of the server, each shown next to its field. */
  errors: readonly DetailsFieldError[];
}

/**
 * What every field of the Details section needs: its ids, its refusal, where its fact came from
 * (Edit Word only: in Add Word every fact is the person's own) and the ids that describe it.
 */
export function useDetailsKit({ draft, onChange, russian, original, errors }: DetailsFieldsProps) {
  const base = useId();
  const id = (key: string) => `${base}-${key.replace('.', '-')}`;
  const errorOf = (key: DetailsFieldKey) => errors.find((error) => error.field === key)?.message;
  const changed = (field: AnnotationField) =>
    draft.touched.has(field) && !sameFact(draftValue(draft, field, russian), original?.[field]);
  const hasNote = (field: AnnotationField) =>
    original !== undefined && (changed(field) || original.sources?.[field] !== undefined);

  return {
    id,
    errorOf,
    /** The ids that describe a field: its hint, where its fact came from, its refusal. */
    describedBy: (field: AnnotationField | 'part_of_speech', { key, hint }: { key?: DetailsFieldKey; hint?: boolean } = {}) =>
      [
        hint && id(`${field}-hint`),
        field !== 'part_of_speech' && hasNote(field) && id(`${field}-source`),
        errorOf(key ?? field) !== undefined && id(`${key ?? field}-error`),
      ]
        .filter(Boolean)
        .join(' ') || undefined,
    /** The refusal of a field, under it. */
    errorText: (key: DetailsFieldKey) => {
      const message = errorOf(key);
      return message === undefined ? null : (
        <p id={id(`${key}-error`)} className="field__error">
          {message}
        </p>
      );
    },
    /** Where a fact came from, with Confirm for a suggested one. */
    note: (field: AnnotationField, fact: string) =>
      hasNote(field) ? (
        <SourceNote
          id={id(`${field}-source`)}
          source={original?.sources?.[field]}
          changed={changed(field)}
          confirmed={draft.confirmed.has(field)}
          fact={fact}
          field={field}
          onConfirm={(which, confirmed) => onChange(withConfirmed(draft, which, confirmed))}
        />
      ) : null,
  };
}

export type DetailsKit = ReturnType<typeof useDetailsKit>;

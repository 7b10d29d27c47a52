import { useState } from 'react';
import { readStressedWord, wordPairKey } from '@slovo/shared/rules/word-rules';
import { draftOf, type DetailsDraft } from '../../details/details-draft';
import { detailsRequest, type DetailsRequest } from '../../details/details-request';
import type { DetailsFieldError } from '../../details/field-errors';
import type { PreviewPair } from './add-words-preview';

/** A pair of the entry with what its Details say. */
export type DetailedPair = { english: string; russian: string } & DetailsRequest;

/**
 * Add Word's Details (issue 32 §2): one draft per pair of the preview, kept by the pair (its
 * cleaned sides) so editing another row leaves it alone; stress marks typed into a Russian side
 * start its draft. Closed at first; a refusal about a detail opens it and shows the message next
 * to that field of each pair that sends it.
 */
export function useAddWordsDetails() {
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, DetailsDraft>>(new Map());
  const [errors, setErrors] = useState<{ field: DetailsFieldError; keys: readonly string[] } | null>(null);

  const keyOf = (pair: PreviewPair) => wordPairKey(pair.english, pair.russian);
  const draftFor = (pair: PreviewPair): DetailsDraft =>
    drafts.get(keyOf(pair)) ?? draftOf({ stressed: pair.stressed ?? readStressedWord(pair.typed.russian) ?? undefined });

  /** The pair as the batch sends it: its sides and every detail it has. */
  const withDetails = (pair: PreviewPair): DetailedPair => ({
    english: pair.english,
    russian: pair.russian,
    ...detailsRequest(draftFor(pair), { russian: pair.russian, russianChanged: false, englishChanged: false }),
  });

  return {
    open,
    setOpen,
    draftFor,
    change: (pair: PreviewPair, draft: DetailsDraft) => {
      setDrafts((current) => new Map(current).set(keyOf(pair), draft));
      setErrors(null);
    },
    errorsFor: (pair: PreviewPair): DetailsFieldError[] => (errors?.keys.includes(keyOf(pair)) ? [errors.field] : []),
    withDetails,
    /** A refusal about a detail: shown on the pairs that send that fact, the section opened. */
    refused: (field: DetailsFieldError | null, pairs: readonly PreviewPair[]) => {
      if (field === null) {
        setErrors(null);
        return;
      }
      const fact = field.field.split('.')[0]!;
      const keys = pairs.filter((pair) => fact in withDetails(pair)).map(keyOf);
      setErrors({ field, keys });
      if (keys.length > 0) setOpen(true);
    },
  };
}

/** `POST /vocabulary/user/words/batch`: the Add Word dialog's pairs in one request, added all or nothing. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { localizeServerText, messagesNow } from '@/i18n';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isArray, isCount, isString, objectOf, oneOf } from '@/lib/response-shape';
import { invalidateAfterWordWrite } from './invalidate-after-word-write';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
import type { DetailsRequest } from '../details/details-request';

/** The batch answer's shape; the import route answers the same. */
export const BATCH_RESULT = {
  message: isString,
  added: isCount,
  words: isArray,
  skipped: arrayOf(objectOf({ index: isCount, english: isString, russian: isString, reason: oneOf(['duplicate', 'invalid']) })),
};

export interface AddWordsVariables {
  categoryId: number;
  /** Each pair's sides and details (issue 32), flat as the batch route takes them. */
  pairs: ({ english: string; russian: string } & DetailsRequest)[];
}

export async function addWords({ categoryId, pairs }: AddWordsVariables): Promise<BatchAddWordsResponse> {
  const answer = await api.post<unknown>('/vocabulary/user/words/batch', { categoryId, pairs }, { requiresAuth: true });
  return expectShape<BatchAddWordsResponse>(answer, BATCH_RESULT);
}

/**
 * The new words show in the manager (its category list and word map) and in the games' category
 * picker (the public vocabulary answers include the learner's own categories), so both are stale.
 * Neither refetch is awaited: the dialog closes at once and the lists catch up behind it.
 */
export function useAddWordsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addWords,
    onSuccess: () => {
      void invalidateAfterWordWrite(client);
    },
  });
}

/**
 * The page's success text for a batch: the server's message ('N words added successfully!', 'Word
 * added successfully!', or that every pair was already there), plus how many pairs were skipped as
 * already in the category (not in the spec, which had no batches). In the interface language of the
 * moment (the server's message translated when it is a shared one).
 */
export function addedWordsMessage(
  result: Pick<BatchAddWordsResponse, 'message' | 'added' | 'skipped'>,
  t: typeof EDITOR_TEXT.en = messagesNow(EDITOR_TEXT),
): string {
  const duplicates = result.skipped.filter((pair) => pair.reason === 'duplicate').length;
  const invalid = result.skipped.length - duplicates;
  const notes: string[] = [];
  if (result.added > 0 && duplicates > 0) notes.push(t.duplicatesSkipped(duplicates));
  if (invalid > 0) notes.push(t.invalidSkipped(invalid));
  return [localizeServerText(result.message), ...notes].join(' ');
}

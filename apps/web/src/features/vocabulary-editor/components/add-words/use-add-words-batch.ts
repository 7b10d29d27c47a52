import { useRef } from 'react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { MAX_BATCH_PAIRS } from '@slovo/shared/limits/my-vocabulary';
import { localizeServerText, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useAddWordsMutation } from '../../api/add-words';
import { writeFailureReason } from '../../api/failure-reason';
import { detailsErrorOf, type DetailsFieldError } from '../../details/field-errors';
import type { DetailedPair } from './use-add-words-details';

interface BatchOptions {
  categoryId: number;
  /** Added: the dialog closes, then the page says so. */
  onClose: () => void;
  onAdded: (result: BatchAddWordsResponse) => void;
  /** What stops the batch (or null once it goes): shown in the dialog, everything typed kept. */
  setError: (error: string | null) => void;
  /** A refusal about a word's details (issue 32), for the Details section; null when it is about none. */
  onRefusedDetail: (error: DetailsFieldError | null) => void;
}

/** The parsed entry: its pairs with their details, or why it cannot be added. */
interface ParsedEntry {
  error: string | null;
  pairs: DetailedPair[];
}

/** Add Word's one request: the entry's pairs (with their details) sent as one batch, a second send refused while it runs. */
export function useAddWordsBatch({ categoryId, onClose, onAdded, setError, onRefusedDetail }: BatchOptions) {
  const mutation = useAddWordsMutation();
  const submitting = useRef(false);

  const send = (entry: ParsedEntry) => {
    if (submitting.current) return;
    if (entry.error !== null) {
      setError(localizeServerText(entry.error));
      return;
    }
    const { pairs } = entry;
    if (pairs.length > MAX_BATCH_PAIRS) {
      setError(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).pairsInvalid);
      return;
    }
    setError(null);
    submitting.current = true;
    mutation.mutate(
      { categoryId, pairs },
      {
        onSuccess: (answer) => {
          onClose();
          onAdded(answer);
        },
        onError: (failure) => {
          setError(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).addWordsFailed(writeFailureReason(failure)));
          onRefusedDetail(detailsErrorOf(failure));
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return { pending: mutation.isPending, send };
}

import type { ClipboardEvent } from 'react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { messagesNow } from '@/i18n';
import { useSaveWordMediaMutation } from '../../api/save-word-media';
import type { WordWriteScope } from '../../api/word-routes';
import { NO_MEDIA } from '../../media/media-draft';
import { mediaFailureText } from '../../media/media-failure';
import { MEDIA_TEXT } from '../../media/media.i18n';
import { useMediaDraft } from '../media/use-media-draft';
import { pastedPicture } from '../media/word-media-section';

interface AddWordsMediaOptions {
  scope: WordWriteScope;
  /** Shows (or clears) the dialog's error. */
  setError: (error: string | null) => void;
}

/**
 * Add Word's picture and sound (issue 34): kept in the dialog until the batch has created the word,
 * then uploaded. The word stays whatever happens to them; what could not be saved is named in a
 * toast (the dialog has closed). The lists refresh after the uploads (the mutation invalidates them).
 */
export function useAddWordsMedia({ scope, setError }: AddWordsMediaOptions) {
  const media = useMediaDraft(NO_MEDIA, () => setError(null));
  const mutation = useSaveWordMediaMutation();
  const { changes } = media;

  /** Before the batch: media go with one word only. False (with the reason shown) stops the batch. */
  const fitsPairs = (pairCount: number): boolean => {
    if (changes.length === 0 || pairCount <= 1) return true;
    setError(messagesNow(MEDIA_TEXT).oneWordOnly);
    return false;
  };

  /** After the batch: the new word's picture and sound. */
  const attach = (answer: BatchAddWordsResponse) => {
    if (changes.length === 0) return;
    const word = answer.words.length === 1 ? answer.words[0] : undefined;
    // Skipped as already in the category: there is no new word to give them to.
    if (!word) {
      toast.error(messagesNow(MEDIA_TEXT).notAttached);
      return;
    }
    void mutation.mutateAsync({ id: word.id, changes, scope }).then(({ failed }) => {
      if (failed.length > 0) toast.error(failed.map(({ kind, error }) => mediaFailureText(kind, error)).join(' '));
    });
  };

  /** A picture pasted anywhere in the dialog (Ctrl+V) becomes the new word's picture. */
  const onPaste = (event: ClipboardEvent) => {
    const picture = pastedPicture(event);
    if (!picture) return;
    event.preventDefault();
    media.choose('image', picture);
  };

  return { media, fitsPairs, attach, onPaste };
}
